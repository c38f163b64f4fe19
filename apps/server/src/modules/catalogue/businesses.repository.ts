import { and, asc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { businesses } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';
import type { TBusinessSet } from './catalogue.types';

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

export async function hasBusiness({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

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
