import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { webhookDeliveries } from '../../db/schema';
import {
  ALL_WEEK,
  menuProductId,
  setBusinessFacts,
  siteRequest,
} from '../website/website.test-support';

// The orders' webhook events (docs/product/webhooks.md#events): placing an order and moving it
// each queue one delivery per subscribed endpoint, with the order as the API answers it, in the
// same transaction as the change. Delivery itself is the webhooks module's (its own tests).

const ctx = setupTestApp();
/** A public address by its number (nothing is sent here: no job worker runs in these tests). */
const PUBLIC_URL = 'https://93.184.215.14/hooks/orders';
let harvest = '';

beforeAll(async () => {
  harvest = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
  await setBusinessFacts(ctx.t, 'demo', ['green-bowl'], { hours: ALL_WEEK, closedDates: [] });
});

const post = (url: string, payload: object, token = ctx.ours) =>
  ctx.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

const deliveriesOf = (endpointId: number) =>
  ctx.t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(webhookDeliveries.id);

/** The order an event's payload carries. */
const orderIn = (payload: unknown) =>
  (payload as { data?: { order?: Record<string, unknown> } } | undefined)?.data?.order;

describe('order events for webhooks', () => {
  it('queues order.created with the order, and order.status_changed on each move', async () => {
    const endpoint = await post('/api/webhooks/endpoints', {
      url: PUBLIC_URL,
      events: ['order.created', 'order.status_changed'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const createdOnly = await post('/api/webhooks/endpoints', {
      url: PUBLIC_URL,
      events: ['order.created'],
    });
    const theirs = await post(
      '/api/webhooks/endpoints',
      { url: PUBLIC_URL, events: ['order.created'] },
      ctx.theirs,
    );
    const placed = await siteRequest(ctx, 'demo', '/_site/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: {
        business_slug: 'green-bowl',
        order_type: 'pickup',
        items: [{ product_id: harvest, quantity: 2 }],
        customer: { name: 'Webhook Ada', phone: '+1 555 0100', address: '' },
        comments: 'No onions',
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const number = placed.json().result.number as number;

    const [created] = await deliveriesOf(endpoint.json().result.id);
    expect(created?.eventType).toBe('order.created');
    const order = orderIn(created?.payload);
    expect(order).toMatchObject({
      number,
      status: 'received',
      customer: { name: 'Webhook Ada' },
      comments: 'No onions',
    });
    expect(await deliveriesOf(createdOnly.json().result.id)).toHaveLength(1);
    // Another project's endpoint hears nothing of ours.
    expect(await deliveriesOf(theirs.json().result.id)).toHaveLength(0);

    const inbox = await ctx.get(`/api/orders?search=${number}`);
    const orderId = inbox.json().result.items[0].id as number;
    const readyBy = new Date(Date.now() + 30 * 60_000).toISOString();
    const accepted = await post(`/api/orders/${orderId}/status`, {
      status: 'accepted',
      ready_by: readyBy,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    // A refused move queues nothing.
    expect((await post(`/api/orders/${orderId}/status`, { status: 'completed' })).statusCode).toBe(
      409,
    );

    const all = await deliveriesOf(endpoint.json().result.id);
    expect(all.map((d) => d.eventType)).toEqual(['order.created', 'order.status_changed']);
    const moved = orderIn(all[1]?.payload);
    expect(moved).toMatchObject({ number, status: 'accepted', ready_by: readyBy });
    expect(await deliveriesOf(createdOnly.json().result.id)).toHaveLength(1);
  });
});
