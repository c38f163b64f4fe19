import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { businesses, configs, franchises } from '../../db/schema';
import type { TScope } from '../../lib/scope';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type TBusinessSearch = {
  search?: string | undefined;
  slug?: string | undefined;
  limit: number;
  offset: number;
};

/**
 * The queries behind a page of the business search, built but not run: the search's plan test
 * explains exactly these (a name ILIKE '%term%' is answered by the trigram index).
 */
export function businessSearchQueries({ db, projectId }: TScope, query: TBusinessSearch) {
  const where = and(
    eq(businesses.projectId, projectId),
    query.search ? ilike(businesses.name, `%${escapeLike(query.search)}%`) : undefined,
    query.slug ? eq(businesses.slug, query.slug) : undefined,
  );
  return pageQueries(db, where, query);
}

export async function searchBusinesses(scope: TScope, query: TBusinessSearch) {
  return readPage(businessSearchQueries(scope, query));
}

const BUSINESS = {
  id: businesses.id,
  slug: businesses.slug,
  name: businesses.name,
  logo: businesses.logo,
};

/** One page of the businesses matching `where`, by name, and how many match in all. */
function pageQueries(db: TDb, where: SQL | undefined, page: { limit: number; offset: number }) {
  return {
    items: db
      .select(BUSINESS)
      .from(businesses)
      .where(where)
      .orderBy(asc(sql`lower(${businesses.name})`), asc(businesses.id))
      .limit(page.limit)
      .offset(page.offset),
    total: db.select({ n: sql<number>`count(*)::int` }).from(businesses).where(where),
  };
}

async function readPage(queries: ReturnType<typeof pageQueries>) {
  const [items, total] = await Promise.all([queries.items, queries.total]);
  return { items, total: total[0]?.n ?? 0 };
}

export async function listFranchises({ db, projectId }: TScope) {
  return db
    .select({
      id: franchises.id,
      slug: franchises.slug,
      name: franchises.name,
      header: franchises.header,
    })
    .from(franchises)
    .where(eq(franchises.projectId, projectId))
    .orderBy(asc(franchises.name));
}

export async function listConfigValues(
  { db, projectId }: TScope,
  scope: 'configs' | 'configurations',
) {
  return db
    .select({ key: configs.key, value: configs.value })
    .from(configs)
    .where(and(eq(configs.projectId, projectId), eq(configs.scope, scope)));
}

export async function hasBusiness({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

export async function hasFranchise({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ id: franchises.id })
    .from(franchises)
    .where(and(eq(franchises.projectId, projectId), eq(franchises.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

/** The project's custom sound (configs.custom_sound), created or replaced in one statement. */
export async function saveCustomSoundUrl({ db, projectId }: TScope, url: string) {
  await db
    .insert(configs)
    .values({ projectId, scope: 'configs', key: 'custom_sound', value: url })
    .onConflictDoUpdate({
      target: [configs.projectId, configs.scope, configs.key],
      set: { value: url },
    });
}

/** One of the project's configs values, created or replaced in one statement. */
export async function saveConfigValue({ db, projectId }: TScope, key: string, value: string) {
  await db
    .insert(configs)
    .values({ projectId, scope: 'configs', key, value })
    .onConflictDoUpdate({
      target: [configs.projectId, configs.scope, configs.key],
      set: { value },
    });
}

/** Which businesses a website lists: all of the project's, or one franchise's. */
export type TBusinessSet = { all: true } | { franchiseId: number };

const inSet = (projectId: number, set: TBusinessSet) =>
  and(
    eq(businesses.projectId, projectId),
    'franchiseId' in set ? eq(businesses.franchiseId, set.franchiseId) : undefined,
  );

/** A page of a website's businesses, by name. */
export async function listBusinessesOf(
  { db, projectId }: TScope,
  set: TBusinessSet,
  page: { limit: number; offset: number },
) {
  return readPage(pageQueries(db, inSet(projectId, set), page));
}

/** One of a website's businesses by slug, or null. */
export async function findBusinessOf({ db, projectId }: TScope, set: TBusinessSet, slug: string) {
  const rows = await db
    .select(BUSINESS)
    .from(businesses)
    .where(and(inSet(projectId, set), eq(businesses.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findFranchise({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({
      id: franchises.id,
      slug: franchises.slug,
      name: franchises.name,
      header: franchises.header,
    })
    .from(franchises)
    .where(and(eq(franchises.projectId, projectId), eq(franchises.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The project whose `configurations.subdomain` is this one; the one lookup not scoped by a project,
 * since the host is all a website request has.
 */
export async function findProjectIdBySubdomain(db: TDb, subdomain: string) {
  const rows = await db
    .select({ projectId: configs.projectId })
    .from(configs)
    .where(
      and(
        eq(configs.scope, 'configurations'),
        eq(configs.key, 'subdomain'),
        eq(configs.value, subdomain),
      ),
    )
    .orderBy(configs.projectId)
    .limit(1);
  return rows[0]?.projectId ?? null;
}
