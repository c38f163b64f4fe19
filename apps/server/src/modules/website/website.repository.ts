import {
  CLAIMED_SSL_STATUSES,
  isDomainServed,
  type TSslProcessStatus,
  type TSslStatus,
} from '@oc/domain/domains/ssl-status.rules';
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orderNumbers, orders, sites } from '../../db/schema';
import type { TScope } from '../../lib/scope';

export type TOrderRow = typeof orders.$inferSelect;
type TNewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'projectId' | 'number' | 'status' | 'createdAt'
> & { createdAt: Date };

/** The first order number of every project. */
const FIRST_NUMBER = 1001;

/**
 * Stores an order with the project's next number, inside the caller's transaction (the one that
 * counted the order limits). The number is taken by one upsert on the project's counter row, which
 * holds that row's lock until the transaction ends, so two orders placed at the same moment never
 * get the same number.
 */
export async function insertOrder({ db, projectId }: TScope, order: TNewOrder): Promise<TOrderRow> {
  const [counter] = await db
    .insert(orderNumbers)
    .values({ projectId, last: FIRST_NUMBER })
    .onConflictDoUpdate({
      target: orderNumbers.projectId,
      set: { last: sql`${orderNumbers.last} + 1` },
    })
    .returning({ last: orderNumbers.last });
  if (!counter) throw new Error('order number upsert returned nothing');
  const [row] = await db
    .insert(orders)
    .values({ ...order, projectId, number: counter.last })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  return row;
}

/** The site's orders among these public ids, newest first. */
export async function findOrdersOfSite(
  { db, projectId }: TScope,
  siteId: number,
  publicIds: string[],
): Promise<TOrderRow[]> {
  if (publicIds.length === 0) return [];
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orders.siteId, siteId),
        inArray(orders.publicId, publicIds),
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

/**
 * Every custom domain some site has proven (its challenge passed or its certificate issued), and
 * whether it is served (issued, process ended:
 * docs/product/custom-domain.md#where-the-domain-is-used). A request that proved nothing is not
 * listed: it routes nothing. One row per domain (schema.ts's partial unique index).
 */
export async function listCustomDomains(db: TDb): Promise<{ domain: string; served: boolean }[]> {
  const rows = await db
    .select({
      domain: sites.domain,
      sslStatus: sql<TSslStatus | null>`${sites.sslStatus}`,
      sslProcessStatus: sql<TSslProcessStatus | null>`${sites.sslProcessStatus}`,
    })
    .from(sites)
    .where(and(isNotNull(sites.domain), inArray(sites.sslStatus, [...CLAIMED_SSL_STATUSES])));
  return rows.map((row) => ({ domain: row.domain ?? '', served: isDomainServed(row) }));
}

/** The project and kind of the site a served custom domain belongs to, or null. */
export async function findSiteByDomain(db: TDb, domain: string) {
  const [row] = await db
    .select({ id: sites.id, projectId: sites.projectId, kind: sites.kind })
    .from(sites)
    .where(
      and(
        eq(sites.domain, domain),
        eq(sites.sslStatus, 'issued'),
        eq(sites.sslProcessStatus, 'ended'),
      ),
    )
    .limit(1);
  return row ?? null;
}
