import { and, asc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { businesses } from '../../db/tables/catalogue';
import { inScopeBusinesses, type TScope } from '../../lib/scope';
import type { TBusinessSet } from './catalogue.types';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type TBusinessSearch = {
  search?: string | undefined;
  slug?: string | undefined;
  /** The archived businesses instead of the active ones. */
  isArchived?: boolean | undefined;
  limit: number;
  offset: number;
};

/**
 * The queries behind a page of the business search, built but not run: the search's plan test
 * explains exactly these (a name ILIKE '%term%' is answered by the trigram index).
 */
export function businessSearchQueries(scope: TScope, query: TBusinessSearch) {
  const { db, projectId } = scope;
  const where = and(
    eq(businesses.projectId, projectId),
    // A business manager lists only their businesses.
    inScopeBusinesses(scope, businesses.id),
    query.search ? ilike(businesses.name, `%${escapeLike(query.search)}%`) : undefined,
    query.slug ? eq(businesses.slug, query.slug) : undefined,
    query.isArchived ? isNotNull(businesses.archivedAt) : isNull(businesses.archivedAt),
  );
  return {
    items: db
      .select(LISTED)
      .from(businesses)
      .where(where)
      .orderBy(...BY_NAME)
      .limit(query.limit)
      .offset(query.offset),
    total: countQuery(db, where),
  };
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

/** What the console's list and pickers show of each business. */
const LISTED = {
  ...BUSINESS,
  cuisines: businesses.cuisines,
  address: businesses.address,
  published: businesses.published,
  archived: sql<boolean>`${businesses.archivedAt} is not null`,
};

/** What a website's business card shows: its images, cuisines, fees, estimates and hours. */
const WEBSITE_CARD = {
  ...BUSINESS,
  header: businesses.header,
  cuisines: businesses.cuisines,
  orderTypes: businesses.orderTypes,
  deliveryFee: businesses.deliveryFee,
  minimumOrder: businesses.minimumOrder,
  deliveryMinutes: businesses.deliveryMinutes,
  pickupMinutes: businesses.pickupMinutes,
  timeZone: businesses.timeZone,
  hours: businesses.hours,
  closedDates: businesses.closedDates,
  /** The owner's name and description in the website's other languages. */
  translations: businesses.translations,
};

/** What a business's own page adds to its card. */
const WEBSITE_PAGE = {
  ...WEBSITE_CARD,
  description: businesses.description,
  address: businesses.address,
  phone: businesses.phone,
};

/** By name, as the owner reads a list; the id keeps two businesses of one name in order. */
const BY_NAME = [asc(sql`lower(${businesses.name})`), asc(businesses.id)];

const countQuery = (db: TDb, where: SQL | undefined) =>
  db.select({ n: sql<number>`count(*)::int` }).from(businesses).where(where);

async function readPage<TItem>(queries: {
  items: PromiseLike<TItem[]>;
  total: PromiseLike<{ n: number }[]>;
}) {
  const [items, total] = await Promise.all([queries.items, queries.total]);
  return { items, total: total[0]?.n ?? 0 };
}

/** Whether a slug names one of the project's businesses, and whether the website shows it. */
export async function findBusinessState({ db, projectId }: TScope, slug: string) {
  const [row] = await db
    .select({
      name: businesses.name,
      published: businesses.published,
      archived: sql<boolean>`${businesses.archivedAt} is not null`,
    })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, slug)))
    .limit(1);
  return row ?? null;
}

/**
 * The businesses a website shows: published and not archived (an archived business leaves the
 * website and keeps its orders), of the set it lists.
 */
const onWebsite = (projectId: number, set: TBusinessSet, previewId: number | null = null) =>
  and(
    eq(businesses.projectId, projectId),
    previewId === null
      ? eq(businesses.published, true)
      : or(eq(businesses.published, true), eq(businesses.id, previewId)),
    isNull(businesses.archivedAt),
    'franchiseId' in set ? eq(businesses.franchiseId, set.franchiseId) : undefined,
  );

/**
 * A page of a website's businesses, by name, as its cards show them. The total comes with the page
 * (a window count) so a storefront page costs one statement for it, not two; only a page past the
 * end, which has no row to carry it, counts again.
 */
export async function listBusinessesOf(
  { db, projectId }: TScope,
  set: TBusinessSet,
  page: { limit: number; offset: number },
) {
  const where = onWebsite(projectId, set);
  const rows = await db
    .select({ ...WEBSITE_CARD, total: sql<number>`(count(*) over ())::int` })
    .from(businesses)
    .where(where)
    .orderBy(...BY_NAME)
    .limit(page.limit)
    .offset(page.offset);
  const items = rows.map(({ total: _total, ...item }) => item);
  if (rows[0]) return { items, total: rows[0].total };
  if (page.offset === 0) return { items, total: 0 };
  const [count] = await countQuery(db, where);
  return { items, total: count?.n ?? 0 };
}

/**
 * One of a website's businesses by slug, as its page shows it, or null. `previewId` is a business
 * the owner is previewing (a signed preview link): shown though unpublished, never once archived.
 */
export async function findBusinessOf(
  { db, projectId }: TScope,
  set: TBusinessSet,
  slug: string,
  previewId: number | null = null,
) {
  const rows = await db
    .select(WEBSITE_PAGE)
    .from(businesses)
    .where(and(onWebsite(projectId, set, previewId), eq(businesses.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

/** The slug of one of a website's businesses by id, or null. */
export async function findBusinessSlugOf(
  { db, projectId }: TScope,
  set: TBusinessSet,
  businessId: number,
) {
  const rows = await db
    .select({ slug: businesses.slug })
    .from(businesses)
    .where(and(onWebsite(projectId, set), eq(businesses.id, businessId)))
    .limit(1);
  return rows[0]?.slug ?? null;
}
