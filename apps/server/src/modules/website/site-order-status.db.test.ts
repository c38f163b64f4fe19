import { ZSiteOrderStatus } from '@oc/domain/orders/order.schema';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { storeOrder } from '../orders/orders.test-support';
import { siteRequest } from './website.test-support';

// GET /_site/orders/{publicId}/status (docs/product/orders.md#the-customers-view): the website's
// live status of an order, by its address, on its own site only, kept by no cache.

const ctx = setupTestApp();

const statusOf = (label: string, publicId: string) =>
  siteRequest(ctx, label, `/_site/orders/${publicId}/status`);

const move = (id: number, payload: Record<string, unknown>) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/orders/${id}/status`,
    headers: bearer(ctx.ours),
    payload,
  });

describe('GET /_site/orders/{publicId}/status', () => {
  it('follows the order as the store moves it, private to the browser and never cached', async () => {
    const placedAt = new Date(Date.now() - 60_000);
    const order = await storeOrder(ctx.t, 'demo', { createdAt: placedAt });
    const first = await statusOf('demo', order.publicId);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(ZSiteOrderStatus.parse(first.json().result)).toEqual({
      status: 'received',
      ready_by: null,
      status_reason: null,
      updated_at: placedAt.toISOString(),
    });
    // Nothing about who ordered.
    expect(first.body).not.toContain('Ada');

    const readyBy = new Date(Date.now() + 30 * 60_000);
    readyBy.setMilliseconds(0);
    expect(
      (await move(order.id, { status: 'accepted', ready_by: readyBy.toISOString() })).statusCode,
    ).toBe(200);
    const accepted = (await statusOf('demo', order.publicId)).json().result;
    expect(accepted).toMatchObject({ status: 'accepted', ready_by: readyBy.toISOString() });
    expect(Date.parse(accepted.updated_at)).toBeGreaterThan(placedAt.getTime());

    expect((await move(order.id, { status: 'cancelled', reason: 'Oven broke' })).statusCode).toBe(
      200,
    );
    expect((await statusOf('demo', order.publicId)).json().result).toMatchObject({
      status: 'cancelled',
      ready_by: readyBy.toISOString(),
      status_reason: 'Oven broke',
    });
  });

  it('answers 404 for an order of another site, an unknown id and a malformed one', async () => {
    const order = await storeOrder(ctx.t, 'demo');
    for (const [label, id] of [
      ['other', order.publicId],
      // The same project's other website.
      ['demo-franchise', order.publicId],
      ['demo', 'AAAAAAAAAAAAAAAAAAAAAA'],
      ['demo', 'not%20an%20id'],
      ['demo', 'x'.repeat(65)],
    ] as const) {
      const response = await statusOf(label, id);
      expect(response.statusCode, `${label} ${id}`).toBe(404);
      expect(response.json()).toEqual({ error: true, result: ['This order was not found.'] });
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    // Not on the console's host (whose answer here is its own: no status).
    const console = await ctx.t.app.inject({ url: `/_site/orders/${order.publicId}/status` });
    expect(console.statusCode).not.toBe(200);
    expect(console.body).not.toContain('received');
  });
});
