import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { orderClients, orders } from '../../db/tables/orders';
import type { TScope } from '../../lib/scope';

// What the order limits count (docs/decisions/025-order-limits.md). Each list is the newest times
// first and at most `limit` long: when it is full, its last time says when the count falls below
// the limit again.

/**
 * Until the transaction ends, the site's other orders wait here (inside a transaction only), so
 * orders sent together are counted one after another.
 */
export async function lockSiteOrders(db: TDb, siteId: number) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`orders:${siteId}`}, 0))`);
}

/** When the site's latest orders from this client were placed, after `since`. */
export async function latestFromClient(
  { db, projectId }: TScope,
  siteId: number,
  client: string,
  since: Date,
  limit: number,
): Promise<Date[]> {
  const rows = await db
    .select({ at: orderClients.createdAt })
    .from(orderClients)
    .where(
      and(
        eq(orderClients.projectId, projectId),
        eq(orderClients.siteId, siteId),
        eq(orderClients.client, client),
        gt(orderClients.createdAt, since),
      ),
    )
    .orderBy(desc(orderClients.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

/** When the site's latest orders were placed, after `since`; of these statuses only, if given. */
export async function latestOfSite(
  { db, projectId }: TScope,
  siteId: number,
  since: Date,
  limit: number,
  statuses?: readonly string[],
): Promise<Date[]> {
  const rows = await db
    .select({ at: orders.createdAt })
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orders.siteId, siteId),
        gt(orders.createdAt, since),
        statuses ? inArray(orders.status, [...statuses]) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  return rows.map((r) => r.at);
}

export async function recordClient(
  { db, projectId }: TScope,
  siteId: number,
  client: string,
  at: Date,
) {
  await db.insert(orderClients).values({ projectId, siteId, client, createdAt: at });
}

/**
 * Forgets the addresses older than the limit's window, of every site: they only held a count. A
 * batch at a time, skipping rows another order is forgetting at the same moment, so two orders
 * never wait for each other here.
 */
export async function forgetClients(db: TDb, before: Date) {
  await db.execute(sql`
    delete from ${orderClients} where ${orderClients.id} in (
      select ${orderClients.id} from ${orderClients} where ${orderClients.createdAt} < ${before.toISOString()}::timestamptz
      limit 500 for update skip locked)`);
}
