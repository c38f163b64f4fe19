import { formatMessage } from '@oc/domain/messages/messages';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import {
  canMoveOrder,
  nextStatuses,
  ORDER_STATUS_WORDS,
  ORDER_STATUSES,
  type TOrderStatus,
} from '@oc/domain/orders/order-status.rules';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp, TEST_USERS } from '../../../test/helpers';
import type { TDb } from '../../db/client';
import { orders } from '../../db/schema';
import { orderingSiteOf, storeOrder } from './orders.test-support';
import { moveOrderStatus } from './orders-admin.repository';

// Moving an order through its statuses (docs/product/orders.md#statuses): every move the domain's
// rules allow answers the order, every other one 409 in the owner's words.

const ctx = setupTestApp();

/** Until a statement of another session waits for a lock (at most 5 s). */
async function waitForLockWaiter(tx: Pick<TDb, 'execute'>) {
  for (let i = 0; i < 100; i++) {
    const result = await tx.execute(sql`select count(*)::int as n from pg_locks where not granted`);
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    if ((rows[0]?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('no statement waited for the order’s row');
}
const HOUR = 60 * 60 * 1000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

/** What a move sends: a ready time to accept, a reason to reject or cancel. */
const bodyOf = (status: TOrderStatus) =>
  status === 'accepted'
    ? { status, ready_by: inHours(1) }
    : status === 'rejected' || status === 'cancelled'
      ? { status, reason: 'Out of dough' }
      : { status };

const move = (id: number, body: unknown, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/status`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });

const word = (s: TOrderStatus) => ORDER_STATUS_WORDS[s].toLowerCase();
const refusal = (current: TOrderStatus, next: TOrderStatus) =>
  formatMessage('ORDER_MOVE_REFUSED', { current: word(current), next: word(next) });

/** The moves that bring an order of this type from 'received' to a status; null if none does. */
function pathTo(target: TOrderStatus, type: string): TOrderStatus[] | null {
  const queue: TOrderStatus[][] = [[]];
  while (queue.length > 0) {
    const path = queue.shift() ?? [];
    const at = path.at(-1) ?? 'received';
    if (at === target) return path;
    for (const next of nextStatuses(at, type)) queue.push([...path, next]);
  }
  return null;
}

async function orderAt(status: TOrderStatus, type: string) {
  const order = await storeOrder(ctx.t, 'demo', { orderType: type });
  for (const step of pathTo(status, type) ?? []) {
    const response = await move(order.id, bodyOf(step));
    if (response.statusCode !== 200) throw new Error(`${step}: ${response.body}`);
  }
  return order;
}

describe('POST /api/orders/{orderId}/status', () => {
  for (const type of ['delivery', 'pickup']) {
    it(`allows exactly the domain’s moves for a ${type} order, and refuses the rest in words`, async () => {
      for (const from of ORDER_STATUSES) {
        if (!pathTo(from, type)) continue;
        const order = await orderAt(from, type);
        for (const to of ORDER_STATUSES) {
          if (canMoveOrder(from, to, type)) continue;
          const response = await move(order.id, bodyOf(to));
          expect(response.statusCode, `${type}: ${from} → ${to}`).toBe(409);
          expect(response.json()).toEqual({ error: true, result: [refusal(from, to)] });
        }
        for (const to of nextStatuses(from, type)) {
          const fresh = await orderAt(from, type);
          const response = await move(fresh.id, bodyOf(to));
          expect(response.statusCode, `${type}: ${from} → ${to} ${response.body}`).toBe(200);
          const detail = response.json().result as TOrderDetail;
          expect(detail.status).toBe(to);
          expect(detail.history.map((e) => e.status)).toEqual([
            'received',
            ...(pathTo(from, type) ?? []),
            to,
          ]);
        }
      }
    });
  }

  it('says where the order is, in the customer’s words', async () => {
    const order = await orderAt('preparing', 'delivery');
    const response = await move(order.id, { status: 'picked_up' });
    expect(response.json().result).toEqual([
      'This order is being prepared: it cannot be marked picked up.',
    ]);
    const done = await orderAt('completed', 'pickup');
    expect((await move(done.id, bodyOf('cancelled'))).json().result).toEqual([
      'This order is completed: it cannot be marked cancelled.',
    ]);
  });

  it('accepts with a ready time in the next 24 hours, and records who did it', async () => {
    const order = await storeOrder(ctx.t, 'demo');
    for (const ready_by of [inHours(-0.1), inHours(24.1)]) {
      const response = await move(order.id, { status: 'accepted', ready_by });
      expect(response.statusCode).toBe(400);
      expect(response.json().result).toEqual(['Choose a time in the next 24 hours.']);
    }
    const missing = await move(order.id, { status: 'accepted' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().result).toEqual(['Choose when the order will be ready.']);

    const readyBy = new Date(Date.now() + 23 * HOUR);
    readyBy.setMilliseconds(0);
    const response = await move(order.id, {
      status: 'accepted',
      ready_by: readyBy.toISOString().replace('Z', '+00:00'),
      reason: 'not read when accepting',
    });
    expect(response.statusCode).toBe(200);
    const detail = response.json().result as TOrderDetail;
    expect(detail.ready_by).toBe(readyBy.toISOString());
    expect(detail.status_reason).toBeNull();
    expect(detail.history[1]).toMatchObject({
      status: 'accepted',
      by: TEST_USERS.demo.email,
      ready_by: readyBy.toISOString(),
      reason: null,
    });
    expect(Date.parse(detail.history[1]?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    // The next steps keep the ready time.
    const preparing = await move(order.id, { status: 'preparing', ready_by: inHours(2) });
    expect((preparing.json().result as TOrderDetail).ready_by).toBe(readyBy.toISOString());
  });

  it('rejects and cancels with a reason the customer reads', async () => {
    const order = await storeOrder(ctx.t, 'demo');
    const none = await move(order.id, { status: 'rejected', reason: '  ' });
    expect(none.statusCode).toBe(400);
    expect(none.json().result).toEqual(['Say why, in a few words the customer will read.']);
    const long = await move(order.id, { status: 'rejected', reason: 'x'.repeat(301) });
    expect(long.json().result).toEqual(['The reason can have at most 300 characters.']);
    const response = await move(order.id, { status: 'rejected', reason: ' Closed early today ' });
    expect(response.statusCode).toBe(200);
    const detail = response.json().result as TOrderDetail;
    expect(detail.status_reason).toBe('Closed early today');
    expect(detail.history.at(-1)).toMatchObject({
      status: 'rejected',
      reason: 'Closed early today',
    });
  });

  it('lets exactly one of two moves made at once win; the other sees it', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await storeOrder(ctx.t, 'demo');
      const same = await Promise.all([
        move(order.id, bodyOf('accepted')),
        move(order.id, bodyOf('accepted')),
      ]);
      expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const lost = same.find((r) => r.statusCode === 409);
      expect(lost?.json().result).toEqual([refusal('accepted', 'accepted')]);

      // Accepting and rejecting exclude each other, whichever comes first.
      const other = await storeOrder(ctx.t, 'demo');
      const both = await Promise.all([
        move(other.id, bodyOf('accepted')),
        move(other.id, bodyOf('rejected')),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const detail = (await ctx.get(`/api/orders/${other.id}`)).json().result as TOrderDetail;
      const winner = both.find((r) => r.statusCode === 200)?.json().result as TOrderDetail;
      expect(detail.status).toBe(winner.status);
      expect(detail.history.map((e) => e.status)).toEqual(['received', winner.status]);
      const loser = winner.status === 'accepted' ? 'rejected' : 'accepted';
      expect(both.find((r) => r.statusCode === 409)?.json().result).toEqual([
        refusal(winner.status, loser),
      ]);
    }
  });

  // Only PostgreSQL has a second connection: it holds a move uncommitted while ours is chosen.
  it.runIf(process.env.TEST_DB === 'postgres')(
    'refuses a move when the order changed after it was read, though allowed from the new status',
    async () => {
      const order = await storeOrder(ctx.t, 'demo');
      let pending: ReturnType<typeof move> | null = null;
      await ctx.t.database.db.transaction(async (tx) => {
        await tx.update(orders).set({ status: 'accepted' }).where(eq(orders.id, order.id));
        // Ours reads 'received' (the change is not committed) and waits on the row's lock.
        pending = move(order.id, bodyOf('cancelled'));
        await waitForLockWaiter(tx);
      });
      const response = await (pending as ReturnType<typeof move> | null);
      expect(response?.statusCode).toBe(409);
      expect(response?.json().result).toEqual([
        'This order was just marked accepted by someone else. Check it and choose again.',
      ]);
      const detail = (await ctx.get(`/api/orders/${order.id}`)).json().result as TOrderDetail;
      expect(detail.status).toBe('accepted');
      expect(detail.history).toHaveLength(1);
    },
  );

  it('records a move only while the order still has the status it was chosen from', async () => {
    const order = await storeOrder(ctx.t, 'demo');
    const { scope } = await orderingSiteOf(ctx.t, 'demo');
    const stale = { orderId: order.id, readyBy: null, reason: null, userId: 1 };
    expect(await moveOrderStatus(scope, { ...stale, from: 'received', to: 'cancelled' })).toEqual({
      id: order.id,
    });
    // Chosen from 'received', but the order is cancelled now: nothing changes.
    expect(await moveOrderStatus(scope, { ...stale, from: 'received', to: 'accepted' })).toBeNull();
    const detail = (await ctx.get(`/api/orders/${order.id}`)).json().result as TOrderDetail;
    expect(detail.history.map((e) => e.status)).toEqual(['received', 'cancelled']);
    // Another project's scope reaches no order of ours.
    const theirs = await orderingSiteOf(ctx.t, 'other');
    const cancelled = { ...stale, from: 'cancelled', to: 'completed' };
    expect(await moveOrderStatus(theirs.scope, cancelled)).toBeNull();
  });

  it('answers another project’s order like a missing one, and changes nothing', async () => {
    const theirs = await storeOrder(ctx.t, 'other');
    const response = await move(theirs.id, bodyOf('accepted'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: true, result: ['This order was not found.'] });
    expect((await move(2147483647, bodyOf('accepted'))).body).toBe(response.body);
    const detail = (await ctx.get(`/api/orders/${theirs.id}`, ctx.theirs)).json().result;
    expect(detail.status).toBe('received');
    expect(detail.history).toHaveLength(1);
    const unknown = await move(theirs.id, { status: 'eaten' }, ctx.theirs);
    expect(unknown.json().result).toEqual(['Choose a status.']);
  });
});
