import { DB_INT_MAX } from '@oc/domain/api/ids.schema';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { orderStatusEvents, orders } from '../../db/tables/orders';
import type { TScope } from '../../lib/scope';
import type { TOrderRow } from './orders.repository';

// The orders as the console's Orders page reads and moves them (docs/product/orders.md).

/** The inbox's filters, checked already (ZOrdersQuery); `from` and `to` are instants. */
export type TOrderFilters = {
  businessSlug?: string | undefined;
  status?: string | undefined;
  orderType?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  search?: string | undefined;
  /**
   * Only the orders of these business slugs (a business manager's businesses, now and old); null
   * or absent: every order of the project.
   */
  businessSlugs?: string[] | null | undefined;
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const ORDER_NUMBER = /^#?\s*(\d{1,12})$/;

/** Digits (1042, #1042) are an order number, exactly; any other text part of the customer's name. */
function searchOf(search: string): SQL {
  const number = ORDER_NUMBER.exec(search);
  if (number) {
    const n = Number(number[1]);
    return n <= DB_INT_MAX ? eq(orders.number, n) : sql`false`;
  }
  return ilike(sql`${orders.customer}->>'name'`, `%${escapeLike(search)}%`);
}

function whereOf(projectId: number, f: TOrderFilters): SQL | undefined {
  return and(
    eq(orders.projectId, projectId),
    f.businessSlug ? eq(orders.businessSlug, f.businessSlug) : undefined,
    f.status ? eq(orders.status, f.status) : undefined,
    f.orderType ? eq(orders.orderType, f.orderType) : undefined,
    f.from ? gte(orders.createdAt, f.from) : undefined,
    f.to ? lt(orders.createdAt, f.to) : undefined,
    f.search ? searchOf(f.search) : undefined,
    f.businessSlugs ? inArray(orders.businessSlug, f.businessSlugs) : undefined,
  );
}

// Newest first, on the inbox's index (project_id, created_at desc, id desc).
const NEWEST_FIRST = [desc(orders.createdAt), desc(orders.id)];

/** The orders the filters match, newest first, `limit` of them from `offset`. */
export async function findOrders(
  { db, projectId }: TScope,
  filters: TOrderFilters,
  page: { limit: number; offset: number },
): Promise<TOrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(whereOf(projectId, filters))
    .orderBy(...NEWEST_FIRST)
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrders({ db, projectId }: TScope, filters: TOrderFilters) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(whereOf(projectId, filters));
  return row?.n ?? 0;
}

/**
 * The project's order with this id, or null: another project's is null like a missing one, and so
 * is one of a business not in `businessSlugs` (a business manager's businesses) when given.
 */
export async function findOrder(
  { db, projectId }: TScope,
  id: number,
  businessSlugs: string[] | null = null,
): Promise<TOrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.projectId, projectId),
        eq(orders.id, id),
        businessSlugs ? inArray(orders.businessSlug, businessSlugs) : undefined,
      ),
    );
  return row ?? null;
}

export type TOrderStatusEventRow = typeof orderStatusEvents.$inferSelect;

/** Every status the order has had, oldest first. */
export async function findStatusEvents({ db, projectId }: TScope, orderId: number) {
  return db
    .select()
    .from(orderStatusEvents)
    .where(and(eq(orderStatusEvents.projectId, projectId), eq(orderStatusEvents.orderId, orderId)))
    .orderBy(asc(orderStatusEvents.id));
}

export type TStatusMove = {
  orderId: number;
  /** The status the move was chosen from: the order must still have it. */
  from: string;
  to: string;
  readyBy: Date | null;
  reason: string | null;
  userId: number;
};

/**
 * Moves the order on, and records the step, in one transaction; null when its status is no longer
 * `from`. The update's `status = from` guard is what makes two moves at once safe: PostgreSQL
 * checks it again on the row the first move committed, so the second one matches no row.
 */
export async function moveOrderStatus({ db, projectId }: TScope, move: TStatusMove) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: move.to,
        statusChangedAt: sql`now()`,
        ...(move.readyBy ? { readyBy: move.readyBy } : {}),
        ...(move.reason !== null ? { statusReason: move.reason } : {}),
      })
      .where(
        and(
          eq(orders.projectId, projectId),
          eq(orders.id, move.orderId),
          eq(orders.status, move.from),
        ),
      )
      .returning({ id: orders.id });
    if (!row) return null;
    await tx.insert(orderStatusEvents).values({
      projectId,
      orderId: move.orderId,
      status: move.to,
      reason: move.reason,
      readyBy: move.readyBy,
      userId: move.userId,
    });
    return row;
  });
}
