import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { orderNumbers, orderStatusEvents, orders } from '../../db/tables/orders';
import type { TScope } from '../../lib/scope';

// The orders placed on the websites, numbered per project (docs/product/website.md#orders).

export type TOrderRow = typeof orders.$inferSelect;
type TNewOrder = Omit<
  typeof orders.$inferInsert,
  'id' | 'projectId' | 'number' | 'status' | 'createdAt' | 'statusChangedAt'
> & { createdAt: Date };

/** The first order number of every project. */
const FIRST_NUMBER = 1001;

/**
 * Stores an order with the project's next number, and the first step of its history ('received',
 * by no one), inside the caller's transaction (the one that counted the order limits). The number
 * is taken by one upsert on the project's counter row, which holds that row's lock until the
 * transaction ends, so two orders placed at the same moment never get the same number.
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
    .values({ ...order, projectId, number: counter.last, statusChangedAt: order.createdAt })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  await db.insert(orderStatusEvents).values({
    projectId,
    orderId: row.id,
    status: row.status,
    createdAt: order.createdAt,
  });
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

/** The site's order with this public id, or null. */
export async function findOrderOfSite(
  { db, projectId }: TScope,
  siteId: number,
  publicId: string,
): Promise<TOrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orders.siteId, siteId),
        eq(orders.publicId, publicId),
      ),
    );
  return row ?? null;
}
