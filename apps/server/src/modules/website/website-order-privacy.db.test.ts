import type { TOrder } from '@oc/domain/orders/order.schema';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { ALL_WEEK, menuProductId, setBusinessFacts, siteRequest } from './website.test-support';

// Who sees a customer's details (docs/product/website.md#orders): only the browser that placed
// the order, whose orders cookie holds its id; anyone else with the link sees the order without
// them. And no shared cache keeps a page drawn from the cookie or an order's id.

const ctx = setupTestApp();

const CUSTOMER = {
  name: 'Ada Marker-Lovelace',
  phone: '+1 555 0199',
  address: '12 Hidden Lane',
  internal_number: 'Flat 9Q',
  notes: 'Ring the blue bell',
};
const PERSONAL = Object.values(CUSTOMER);
const ORDER = {
  business_slug: 'green-bowl',
  order_type: 'delivery',
  items: [{ product_id: '', quantity: 2 }],
  customer: CUSTOMER,
};

let order: TOrder;
let cookie: string;
let placed: LightMyRequestResponse;

beforeAll(async () => {
  await setBusinessFacts(ctx.t, 'demo', ['green-bowl'], { hours: ALL_WEEK, closedDates: [] });
  ORDER.items = [
    { product_id: await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl'), quantity: 2 },
  ];
  placed = await siteRequest(ctx, 'demo', '/_site/orders', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    payload: ORDER,
  });
  order = placed.json().result as TOrder;
  cookie = String(placed.headers['set-cookie']).split(';')[0] ?? '';
});

const expectPrivate = (response: LightMyRequestResponse, what: string) => {
  expect(response.headers['cache-control'], what).toBe('private, no-store');
  expect(response.headers.etag, what).toBeUndefined();
};

describe('an order’s confirmation', () => {
  it('shows the customer’s details to the browser that placed the order', async () => {
    for (const path of [`/orders/${order.id}`, `/embed/orders/${order.id}`]) {
      const page = await siteRequest(ctx, 'demo', path, { headers: { cookie } });
      expect(page.statusCode, path).toBe(200);
      for (const detail of PERSONAL) expect(page.body, `${path} ${detail}`).toContain(detail);
    }
  });

  it('shows anyone else with the link the order without the customer’s details', async () => {
    const someoneElse = `oc_orders=${'x'.repeat(22)}`;
    for (const path of [`/orders/${order.id}`, `/embed/orders/${order.id}`]) {
      const visitors: Record<string, string>[] = [
        {},
        { cookie: someoneElse },
        { cookie: `oc_orders=${order.id}x` },
      ];
      for (const headers of visitors) {
        const page = await siteRequest(ctx, 'demo', path, { headers });
        expect(page.statusCode, path).toBe(200);
        expect(page.body, path).toContain(`Order #${order.number}`);
        expect(page.body, path).toContain('Green Bowl');
        expect(page.body, path).toContain('aria-current="step">Received</li>');
        for (const detail of PERSONAL) expect(page.body, `${path} ${detail}`).not.toContain(detail);
        expect(page.body, path).toContain(
          'Your details are shown only on the device that placed this order.',
        );
      }
    }
  });
});

describe('the pages drawn from the orders cookie or an order’s id', () => {
  it('are private and never stored: the confirmation, My orders and the order’s answer', async () => {
    expectPrivate(placed, 'POST /_site/orders');
    for (const path of [
      `/orders/${order.id}`,
      `/embed/orders/${order.id}`,
      '/orders/NoSuchOrder0123456789',
      '/my-orders',
      '/embed/my-orders',
    ]) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        expectPrivate(await siteRequest(ctx, 'demo', path, { headers }), path);
      }
    }
    const refused = await siteRequest(ctx, 'demo', '/_site/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: { ...ORDER, items: [] },
    });
    expect(refused.statusCode).toBe(400);
    expectPrivate(refused, 'a refused order');
  });

  it('leave every other page to the usual revalidation, the same for every visitor', async () => {
    for (const path of ['/', '/businesses', '/store/green-bowl', '/checkout', '/embed/checkout']) {
      const anonymous = await siteRequest(ctx, 'demo', path);
      const customer = await siteRequest(ctx, 'demo', path, { headers: { cookie } });
      expect(anonymous.headers['cache-control'], path).toBe('no-cache');
      expect(customer.body, path).toBe(anonymous.body);
      for (const detail of PERSONAL) expect(customer.body, path).not.toContain(detail);
    }
  });
});
