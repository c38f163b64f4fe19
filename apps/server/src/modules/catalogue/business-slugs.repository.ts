import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { businesses, businessSlugRedirects } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

// A business's address on the website (its slug) and the old ones that still lead to it. A slug is
// one business's, now or as an old one, across both tables.

/**
 * Inside a transaction: until it ends, the project's other slug changes wait, so that two requests
 * never both find the same slug free (one in each table, which no unique index spans).
 */
export async function lockSlugs({ db, projectId }: TScope) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`slugs:${projectId}`}, 0))`);
}

/** The business holding the slug, now (`isOld` false) or as an old slug; null when it is free. */
export async function findSlugHolder({ db, projectId }: TScope, slug: string) {
  const now = await db
    .select({ businessId: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, slug)))
    .limit(1);
  if (now[0]) return { businessId: now[0].businessId, isOld: false };
  const old = await findBusinessIdBySlugRedirect({ db, projectId }, slug);
  return old === null ? null : { businessId: old, isOld: true };
}

/** The slugs held (now or as old ones) that start with `prefix` (letters, digits and dashes). */
export async function findSlugsStartingWith({ db, projectId }: TScope, prefix: string) {
  // One after the other: inside a transaction the scope is a single connection.
  const now = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), like(businesses.slug, `${prefix}%`)));
  const old = await db
    .select({ slug: businessSlugRedirects.slug })
    .from(businessSlugRedirects)
    .where(
      and(
        eq(businessSlugRedirects.projectId, projectId),
        like(businessSlugRedirects.slug, `${prefix}%`),
      ),
    );
  return [...now, ...old].map((row) => row.slug);
}

/** The business an old slug leads to, or null. */
export async function findBusinessIdBySlugRedirect({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ businessId: businessSlugRedirects.businessId })
    .from(businessSlugRedirects)
    .where(
      and(eq(businessSlugRedirects.projectId, projectId), eq(businessSlugRedirects.slug, slug)),
    )
    .limit(1);
  return rows[0]?.businessId ?? null;
}

/** The old slug now leads to the business (one slug leads to one business). */
export async function addSlugRedirect({ db, projectId }: TScope, slug: string, businessId: number) {
  await db
    .insert(businessSlugRedirects)
    .values({ projectId, slug, businessId })
    .onConflictDoUpdate({
      target: [businessSlugRedirects.projectId, businessSlugRedirects.slug],
      set: { businessId },
    });
}

export async function removeSlugRedirect({ db, projectId }: TScope, slug: string) {
  await db
    .delete(businessSlugRedirects)
    .where(
      and(eq(businessSlugRedirects.projectId, projectId), eq(businessSlugRedirects.slug, slug)),
    );
}

/** Every slug these businesses have or had: an order keeps the slug its business had then. */
export async function findSlugsOfBusinesses({ db, projectId }: TScope, businessIds: number[]) {
  if (businessIds.length === 0) return [];
  const [now, old] = await Promise.all([
    db
      .select({ slug: businesses.slug })
      .from(businesses)
      .where(and(eq(businesses.projectId, projectId), inArray(businesses.id, businessIds))),
    db
      .select({ slug: businessSlugRedirects.slug })
      .from(businessSlugRedirects)
      .where(
        and(
          eq(businessSlugRedirects.projectId, projectId),
          inArray(businessSlugRedirects.businessId, businessIds),
        ),
      ),
  ]);
  return [...now, ...old].map((row) => row.slug);
}
