import type { TOrder } from '@oc/domain/orders/order.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businesses } from '../../db/schema';
import { DEMO_MENUS } from '../../seed/demo-menus';
import { menuProductId, siteRequest } from '../website/website.test-support';

const ctx = setupTestApp();
const JSON_TYPE = { 'content-type': 'application/json' };

/** Green Bowl's stored products (the seed's menu), by name: their ids once the app is up. */
const ids = { harvest: '', soup: '', goddess: '', paella: '', tikka: '', otherSoup: '' };
beforeAll(async () => {
  ids.harvest = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
  ids.soup = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Soup of the day');
  // Its Extras are optional; the cart chooses no options yet.
  ids.goddess = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Green goddess bowl');
  ids.paella = await menuProductId(ctx.t, 'demo', 'casa-paella', 'Paella mixta');
  ids.tikka = await menuProductId(ctx.t, 'demo', 'curry-house', 'Chicken tikka masala');
  // The other project's Green Bowl has the same menu, under its own ids.
  ids.otherSoup = await menuProductId(ctx.t, 'other', 'green-bowl', 'Soup of the day');
});

/** A product's price on the seed's menu of a business. */
const priceOf = (business: string, product: string) =>
  DEMO_MENUS[business]?.menu.flatMap((c) => c.products).find(([name]) => name === product)?.[2] ??
  Number.NaN;

const order = (overrides: Record<string, unknown> = {}) => ({
  business_slug: 'green-bowl',
  order_type: 'pickup',
  items: [
    { product_id: ids.harvest, quantity: 2 },
    { product_id: ids.soup, quantity: 1 },
  ],
  customer: { name: 'Ada', phone: '+1 555 0100', address: '' },
  ...overrides,
});

const place = (label: string, payload: unknown, headers: Record<string, string> = {}) =>
  siteRequest(ctx, label, '/_site/orders', {
    method: 'POST',
    headers: { ...JSON_TYPE, ...headers },
    payload,
  });

const cookieOf = (setCookie: unknown) => String(setCookie).split(';')[0] ?? '';

describe('POST /_site/orders', () => {
  it('places an order priced by the server, numbered per project, kept in a cookie', async () => {
    const first = await place('demo', order());
    expect(first.statusCode).toBe(201);
    const placed = first.json().result as TOrder;
    expect(placed.number).toBe(1001);
    expect(placed.id).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(placed.business).toMatchObject({ slug: 'green-bowl', name: 'Green Bowl' });
    const harvest = priceOf('Green Bowl', 'Harvest bowl');
    const soup = priceOf('Green Bowl', 'Soup of the day');
    expect(
      placed.items.map((l) => [l.product_id, l.name, l.quantity, l.unit_price, l.total]),
    ).toEqual([
      [ids.harvest, 'Harvest bowl', 2, harvest, 2 * harvest],
      [ids.soup, 'Soup of the day', 1, soup, soup],
    ]);
    expect(placed.total).toBe(2 * harvest + soup);
    expect(placed.status).toBe('received');

    const setCookie = String(first.headers['set-cookie']);
    expect(setCookie).toMatch(new RegExp(`^oc_orders=${placed.id};`));
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\//);

    const curry = order({
      business_slug: 'curry-house',
      items: [{ product_id: ids.tikka, quantity: 1 }],
    });
    const second = await place('demo', curry, {
      cookie: cookieOf(setCookie),
    });
    const next = second.json().result as TOrder;
    expect(next.number).toBe(1002);
    const both = cookieOf(second.headers['set-cookie']);
    expect(both).toBe(`oc_orders=${placed.id}.${next.id}`);

    const mine = await siteRequest(ctx, 'demo', '/my-orders', { headers: { cookie: both } });
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('1001');
    expect(mine.body).toContain('Curry House');

    const confirmation = await siteRequest(ctx, 'demo', `/orders/${placed.id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Green Bowl');
    // Another site, even of the same project, does not show it.
    expect((await siteRequest(ctx, 'other', `/orders/${placed.id}`)).statusCode).toBe(404);
    expect((await siteRequest(ctx, 'demo-franchise', `/orders/${placed.id}`)).statusCode).toBe(404);
    const theirs = await siteRequest(ctx, 'other', '/my-orders', { headers: { cookie: both } });
    expect(theirs.body).not.toContain('Curry House');
  });

  it('numbers orders placed at the same moment each once', async () => {
    const theirs = order({ items: [{ product_id: ids.otherSoup, quantity: 1 }] });
    const responses = await Promise.all(Array.from({ length: 6 }, () => place('other', theirs)));
    const numbers = responses.map((r) => (r.json().result as TOrder).number).sort();
    expect(numbers).toEqual([1001, 1002, 1003, 1004, 1005, 1006]);
  });

  it('keeps the last 20 orders in the cookie', async () => {
    const old = Array.from({ length: 20 }, (_, i) => `old${String(i).padStart(20, '0')}`);
    const response = await place('demo', order(), { cookie: `oc_orders=${old.join('.')}` });
    const ids = cookieOf(response.headers['set-cookie']).replace('oc_orders=', '').split('.');
    expect(ids).toHaveLength(20);
    expect(ids[0]).toBe(old[1]);
    expect(ids[19]).toBe((response.json().result as TOrder).id);
  });

  it('refuses in the schema’s words', async () => {
    const cases: [unknown, string][] = [
      [order({ items: [] }), 'Your cart is empty: add something first.'],
      [order({ order_type: 'teleport' }), 'Choose how you want to get your order.'],
      [
        order({ items: [{ product_id: ids.harvest, quantity: 100 }] }),
        'Each quantity must be a whole number from 1 to 99.',
      ],
      [
        order({
          order_type: 'delivery',
          customer: { name: 'Ada', phone: '555 0100', address: '' },
        }),
        'Please enter the address to deliver to.',
      ],
      [
        order({ customer: { name: '', phone: '555 0100', address: '' } }),
        'Please enter your name.',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await place('demo', payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json(), message).toEqual({ error: true, result: [message] });
      expect(response.headers['set-cookie']).toBeUndefined();
    }
  });

  it('refuses a product not on the menu and a type the site does not offer', async () => {
    const response = await place(
      'demo',
      order({
        order_type: 'curbside',
        items: [
          { product_id: 'p99', quantity: 1 },
          // Another business's product is not on this one's menu either.
          { product_id: ids.paella, quantity: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      'Curbside is not offered on this website.',
      '“p99” is not on the menu of Green Bowl.',
      `“${ids.paella}” is not on the menu of Green Bowl.`,
    ]);
  });

  it('prices a product with option groups at its own price, as the cart chooses none yet', async () => {
    const response = await place(
      'demo',
      order({ items: [{ product_id: ids.goddess, quantity: 1 }] }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().result as TOrder;
    expect(placed.items[0]?.unit_price).toBe(priceOf('Green Bowl', 'Green goddess bowl'));
  });

  it('refuses a product its owner marked sold out, and takes it again once available', async () => {
    const mark = (available: boolean) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/menu/products/${ids.soup}`,
        headers: bearer(ctx.ours),
        payload: { available },
      });
    expect((await mark(false)).statusCode).toBe(200);
    const refused = await place('demo', order());
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toEqual(['Soup of the day is sold out.']);
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect((await mark(true)).statusCode).toBe(200);
    expect((await place('demo', order())).statusCode).toBe(201);
  });

  it('refuses another project’s business and one the franchise site does not list', async () => {
    const otherId = (await ctx.get('/api/auth/me', ctx.theirs)).json().result.project.id;
    await ctx.t.database.db
      .insert(businesses)
      .values({ projectId: otherId, slug: 'other-only-deli', name: 'Other Only Deli' });
    const theirs = await place('demo', order({ business_slug: 'other-only-deli' }));
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().result).toEqual(['“other-only-deli” is not a business of this website.']);
    // On its own website it is found, and has no menu yet: our products are not on it.
    const own = await place('other', order({ business_slug: 'other-only-deli' }));
    expect(own.json().result).toContain(`“${ids.harvest}” is not on the menu of Other Only Deli.`);
    // The other project's Green Bowl has the same menu, under its own ids: ours are not on it.
    expect(ids.otherSoup).not.toBe(ids.soup);
    const mine = await place('other', order({ items: [{ product_id: ids.soup, quantity: 1 }] }));
    expect(mine.json().result).toEqual([`“${ids.soup}” is not on the menu of Green Bowl.`]);
    const placed = await place(
      'other',
      order({ items: [{ product_id: ids.otherSoup, quantity: 1 }] }),
    );
    expect(placed.statusCode).toBe(201);
    // The demo franchise website lists Pizza Palace Group's businesses only.
    const franchise = await place('demo-franchise', order({ business_slug: 'green-bowl' }));
    expect(franchise.statusCode).toBe(400);
    const paella = order({
      business_slug: 'casa-paella',
      items: [{ product_id: ids.paella, quantity: 1 }],
    });
    expect((await place('demo-franchise', paella)).statusCode).toBe(201);
  });

  it('takes JSON only, so no form of another site can post one', async () => {
    for (const type of [
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'text/plain',
    ]) {
      const response = await siteRequest(ctx, 'demo', '/_site/orders', {
        method: 'POST',
        headers: { 'content-type': type },
        payload: 'business_slug=green-bowl',
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error).toBe(true);
    }
  });

  it('refuses a large body and answers a host with no site', async () => {
    const big = await place('demo', order({ customer: { name: 'x'.repeat(20_000) } }));
    expect(big.statusCode).toBe(413);
    const nobody = await place('nobody', order());
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({
      error: true,
      result: ['There is no website at nobody.localhost:8080.'],
    });
    const app = await place('demo-kiosk-app', order());
    expect(app.statusCode).toBe(400);
  });
});
