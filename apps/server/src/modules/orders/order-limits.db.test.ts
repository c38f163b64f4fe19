import type { TOrder } from '@oc/domain/orders/order.schema';
import { waitInWords } from '@oc/domain/orders/order-limits';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import {
  ALL_WEEK,
  menuOptionId,
  menuProductId,
  setBusinessFacts,
} from '../website/website.test-support';
import { clientOf } from './order-client';

// The limits on the orders a website takes (docs/decisions/025-order-limits.md), made small
// through the test app's environment so that a few requests reach them. Behind a trusted proxy at
// 127.0.0.1 (the injected requests' address), so X-Forwarded-For names the customer's address.

type TApp = Awaited<ReturnType<typeof createTestApp>>;

const ORDER = {
  business_slug: 'green-bowl',
  order_type: 'pickup',
  items: [] as { product_id: string; quantity: number; option_ids?: number[] }[],
  customer: { name: 'Ada', phone: '+1 555 0100', address: '' },
};

/** An order a site takes: a product of one of its businesses' stored menus. */
async function orderOn(t: TApp, site: string) {
  const [subdomain, slug, product] =
    site === 'demo-franchise'
      ? ['demo', 'casa-paella', 'Paella mixta']
      : [site, 'green-bowl', 'Harvest bowl'];
  const productId = await menuProductId(t, subdomain, slug, product);
  // Paella mixta's size must be chosen.
  const optionIds =
    slug === 'casa-paella' ? [await menuOptionId(t, subdomain, slug, product, 'For one')] : [];
  return {
    ...ORDER,
    business_slug: slug,
    items: [{ product_id: productId, quantity: 2, option_ids: optionIds }],
  };
}

/** A test app whose businesses that take orders here are open, whatever the time. */
async function appWith(env: Record<string, string>): Promise<TApp> {
  const t = await createTestApp(env);
  const open = { hours: ALL_WEEK, closedDates: [] };
  await setBusinessFacts(t, 'demo', ['green-bowl', 'casa-paella'], open);
  await setBusinessFacts(t, 'other', ['green-bowl'], open);
  return t;
}

const place = async (t: TApp, site: string, from: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/_site/orders',
    headers: {
      host: `${site}.localhost:8080`,
      'content-type': 'application/json',
      'x-forwarded-for': from,
    },
    payload: JSON.stringify(payload ?? (await orderOn(t, site))),
  });

/** The answer's Retry-After, which must be a whole number of seconds. */
function retryAfterOf(response: LightMyRequestResponse): number {
  const header = String(response.headers['retry-after']);
  expect(header).toMatch(/^[1-9][0-9]*$/);
  return Number(header);
}

/** What placing an order writes: the orders, the addresses counted, the projects' last numbers. */
async function written(t: TApp) {
  const result = await t.database.db.execute(sql`
    select (select count(*) from orders)::int as orders,
           (select count(*) from order_clients)::int as clients,
           (select coalesce(sum(last), 0) from order_numbers)::int as numbers`);
  return (result as unknown as { rows: Record<string, number>[] }).rows[0];
}

function expectRefused(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.json()).toEqual({ error: true, result: [message] });
  expect(response.headers['set-cookie']).toBeUndefined();
  expect(response.headers['cache-control']).toBe('private, no-store');
}

const SITE_BUSY = (seconds: number) =>
  `This store is receiving too many orders right now. Please try again in ${waitInWords(seconds)}.`;

describe('orders per address and per site', () => {
  let t: TApp;
  beforeAll(async () => {
    t = await appWith({
      TRUST_PROXY: '127.0.0.1',
      ORDERS_PER_ADDRESS: '3',
      ORDERS_PER_ADDRESS_MINUTES: '10',
      ORDERS_PER_SITE: '5',
      ORDERS_PER_SITE_SECONDS: '60',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses the order past the limit of one address, writing nothing; others still order', async () => {
    for (let i = 0; i < 3; i++)
      expect((await place(t, 'demo', '198.51.100.7')).statusCode).toBe(201);
    const before = await written(t);
    const refused = await place(t, 'demo', '198.51.100.7');
    expectRefused(
      refused,
      'Too many orders from this device. Please wait 10 minutes and try again.',
    );
    const seconds = retryAfterOf(refused);
    expect(seconds).toBeGreaterThan(9 * 60);
    expect(seconds).toBeLessThanOrEqual(10 * 60);
    expect(await written(t)).toEqual(before);
    // In the language the customer orders in, the wait in its words.
    const spanish = { ...(await orderOn(t, 'demo')), language: 'es' };
    expectRefused(
      await place(t, 'demo', '198.51.100.7', spanish),
      'Hay demasiados pedidos desde este dispositivo. Espera 10 minutos y vuelve a intentarlo.',
    );
    expectRefused(
      await place(t, 'demo', '198.51.100.7', { ...spanish, language: 'ar' }),
      'طلبات كثيرة جدًا من هذا الجهاز. يرجى الانتظار 10 دقائق ثم المحاولة مرة أخرى.',
    );
    expect(await written(t)).toEqual(before);

    // Another address, and the same address on another website, are not held by it.
    const other = await place(t, 'demo', '198.51.100.8');
    expect(other.statusCode).toBe(201);
    // The number the refused order would have taken is the next order's.
    expect((other.json().result as TOrder).number).toBe(1004);
    expect((await place(t, 'other', '198.51.100.7')).statusCode).toBe(201);

    // Once the address's orders are older than the window, it may order again.
    await t.database.db.execute(
      sql`update order_clients set created_at = created_at - interval '11 minutes'`,
    );
    expect((await place(t, 'demo', '198.51.100.7')).statusCode).toBe(201);
  });

  it('counts the addresses of one IPv6 network (/64) as one', async () => {
    for (const address of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:0db8:0001:0002:a:b:c:d'])
      expect((await place(t, 'other', address)).statusCode).toBe(201);
    expectRefused(
      await place(t, 'other', '2001:db8:1:2::ffff'),
      'Too many orders from this device. Please wait 10 minutes and try again.',
    );
    expect((await place(t, 'other', '2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('refuses the order past the site’s limit, from any address, until the window passes', async () => {
    // `other` took 1 + 4 orders above, from several addresses: its limit of 5 is reached.
    const before = await written(t);
    const refused = await place(t, 'other', '203.0.113.50');
    expect(refused.statusCode).toBe(429);
    const seconds = retryAfterOf(refused);
    expect(seconds).toBeLessThanOrEqual(60);
    expectRefused(refused, SITE_BUSY(seconds));
    expect(await written(t)).toEqual(before);

    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '61 seconds'`,
    );
    expect((await place(t, 'other', '203.0.113.50')).statusCode).toBe(201);
  });

  it('lets no burst sent together slip past either limit', async () => {
    // The demo franchise website has taken no order yet.
    const sameAddress = await Promise.all(
      Array.from({ length: 6 }, () => place(t, 'demo-franchise', '192.0.2.1')),
    );
    expect(sameAddress.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(sameAddress.filter((r) => r.statusCode === 429)).toHaveLength(3);

    const manyAddresses = await Promise.all(
      Array.from({ length: 6 }, (_, i) => place(t, 'demo-franchise', `192.0.2.${10 + i}`)),
    );
    expect(manyAddresses.filter((r) => r.statusCode === 201)).toHaveLength(2);
    expect(manyAddresses.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });

  it('does not count an order it refuses for what it holds', async () => {
    const bad = await place(t, 'demo', '198.51.100.99', { ...ORDER, items: [] });
    expect(bad.statusCode).toBe(400);
    for (let i = 0; i < 3; i++)
      expect((await place(t, 'demo', '198.51.100.99')).statusCode).toBe(201);
  });
});

describe('open orders of a site', () => {
  let t: TApp;
  beforeAll(async () => {
    t = await appWith({ TRUST_PROXY: '127.0.0.1', OPEN_ORDERS_PER_SITE: '3' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('are bounded: received orders of the last 24 hours count, others do not', async () => {
    for (let i = 0; i < 3; i++)
      expect((await place(t, 'demo', `198.51.100.${i + 1}`)).statusCode).toBe(201);
    const before = await written(t);
    const refused = await place(t, 'demo', '198.51.100.20');
    expectRefused(
      refused,
      'This store has too many orders waiting right now. Please try again later.',
    );
    expect(retryAfterOf(refused)).toBeLessThanOrEqual(24 * 3600);
    expect(await written(t)).toEqual(before);
    // Another website is not held by this one's orders.
    expect((await place(t, 'other', '198.51.100.20')).statusCode).toBe(201);

    // An order the store has acted on is no longer open.
    // (A status a later change brings; the demo website's first order has the lowest id.)
    await t.database.db.execute(
      sql`update orders set status = 'accepted' where id = (select min(id) from orders)`,
    );
    expect((await place(t, 'demo', '198.51.100.20')).statusCode).toBe(201);
    expect((await place(t, 'demo', '198.51.100.21')).statusCode).toBe(429);

    // Nor is one placed more than 24 hours ago (the demo website's order just placed).
    await t.database.db.execute(sql`
      update orders set created_at = now() - interval '25 hours'
      where id = (select max(id) from orders where status = 'received')`);
    expect((await place(t, 'demo', '198.51.100.21')).statusCode).toBe(201);
  });
});

describe('whom an order counts against', () => {
  it('is the address, an IPv6 one as its /64, an IPv4 one written as IPv6 as itself', () => {
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('::FFFF:C633:6407')).toBe('::ffff:c633:6407');
    expect(clientOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientOf('2001:0DB8:0001:0002:aaaa:b:c:d')).toBe('2001:db8:1:2::/64');
    expect(clientOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientOf('::1')).toBe('0:0:0:0::/64');
    expect(clientOf('x'.repeat(5000))).toHaveLength(64);
  });
});
