import { localParts } from '@oc/domain/catalogue/opening-hours.rules';
import { WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrder } from '@oc/domain/orders/order.schema';
import { formatOrderTime, orderTimes } from '@oc/domain/orders/order-times.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businesses, orderClients, orderStatusEvents, orders } from '../../db/schema';
import { DEMO_MENUS } from '../../seed/demo-menus';
import {
  ALL_WEEK,
  businessRow,
  menuOptionId,
  menuProductId,
  setBusinessFacts,
  siteRequest,
} from '../website/website.test-support';

const ctx = setupTestApp();
const JSON_TYPE = { 'content-type': 'application/json' };

/** Green Bowl's stored products (the seed's menu), by name: their ids once the app is up. */
const ids = { harvest: '', soup: '', goddess: '', paella: '', lamb: '', otherSoup: '' };
beforeAll(async () => {
  ids.harvest = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
  ids.soup = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Soup of the day');
  // Its Extras are optional: up to three of Grilled chicken, Tofu and Boiled egg.
  ids.goddess = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Green goddess bowl');
  // Its Size must be chosen.
  ids.paella = await menuProductId(ctx.t, 'demo', 'casa-paella', 'Paella mixta');
  ids.lamb = await menuProductId(ctx.t, 'demo', 'curry-house', 'Lamb rogan josh');
  // The other project's Green Bowl has the same menu, under its own ids.
  ids.otherSoup = await menuProductId(ctx.t, 'other', 'green-bowl', 'Soup of the day');
  // Open whatever the time: only the tests of opening hours give them hours of their own.
  const open = { hours: ALL_WEEK, closedDates: [] };
  await setBusinessFacts(ctx.t, 'demo', ['green-bowl', 'curry-house', 'casa-paella'], open);
  await setBusinessFacts(ctx.t, 'other', ['green-bowl'], open);
});

// Every order here comes from the one address of injected requests: each test starts with none
// counted, as the limit per address is order-limits.db.test.ts's to check.
beforeEach(async () => {
  await ctx.t.database.db.delete(orderClients);
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
      items: [{ product_id: ids.lamb, quantity: 1 }],
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

  it('keeps the cart’s comments, shown only to the browser that placed it, and starts its history', async () => {
    const response = await place('demo', order({ comments: '  Extra napkins, please  ' }));
    expect(response.statusCode).toBe(201);
    const placed = response.json().result as TOrder;
    expect(placed.comments).toBe('Extra napkins, please');
    const [row] = await ctx.t.database.db
      .select()
      .from(orders)
      .where(eq(orders.publicId, placed.id));
    expect(row?.comments).toBe('Extra napkins, please');
    // Placed and received in one step: its first status is written with it.
    const events = await ctx.t.database.db
      .select()
      .from(orderStatusEvents)
      .where(eq(orderStatusEvents.orderId, row?.id ?? 0));
    expect(events.map((e) => [e.status, e.userId, e.createdAt.getTime()])).toEqual([
      ['received', null, row?.createdAt.getTime()],
    ]);
    expect(row?.statusChangedAt.getTime()).toBe(row?.createdAt.getTime());

    const cookie = cookieOf(response.headers['set-cookie']);
    const own = await siteRequest(ctx, 'demo', `/orders/${placed.id}`, { headers: { cookie } });
    expect(own.body).toContain('<dt>Comments</dt><dd>Extra napkins, please</dd>');
    const anyone = await siteRequest(ctx, 'demo', `/orders/${placed.id}`);
    expect(anyone.statusCode).toBe(200);
    expect(anyone.body).not.toContain('Extra napkins');

    const detail = await ctx.get(`/api/orders/${row?.id}`);
    expect(detail.json().result.comments).toBe('Extra napkins, please');

    const long = await place('demo', order({ comments: 'x'.repeat(501) }));
    expect(long.statusCode).toBe(400);
    expect(long.json().result).toEqual(['Comments can have at most 500 characters.']);
  });

  it('numbers orders placed at the same moment each once', async () => {
    const theirs = order({ items: [{ product_id: ids.otherSoup, quantity: 2 }] });
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
      order({ items: [{ product_id: ids.otherSoup, quantity: 2 }] }),
    );
    expect(placed.statusCode).toBe(201);
    // The demo franchise website lists Pizza Palace Group's businesses only.
    const franchise = await place('demo-franchise', order({ business_slug: 'green-bowl' }));
    expect(franchise.statusCode).toBe(400);
    const forOne = await menuOptionId(ctx.t, 'demo', 'casa-paella', 'Paella mixta', 'For one');
    const paella = order({
      business_slug: 'casa-paella',
      items: [{ product_id: ids.paella, quantity: 2, option_ids: [forOne] }],
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

/** The stored row of an order, by its public id. */
async function storedOrder(publicId: string) {
  const [row] = await ctx.t.database.db.select().from(orders).where(eq(orders.publicId, publicId));
  if (!row) throw new Error(`no order ${publicId}`);
  return row;
}

const DELIVERY = { name: 'Ada', phone: '+1 555 0100', address: '1 Main St' };
const option = (name: string) =>
  menuOptionId(ctx.t, 'demo', 'green-bowl', 'Green goddess bowl', name);

describe('what an order costs', () => {
  it('prices each line with the options chosen, never a price from the browser', async () => {
    const [chicken, tofu] = [await option('Grilled chicken'), await option('Tofu')];
    const goddess = priceOf('Green Bowl', 'Green goddess bowl');
    const response = await place(
      'demo',
      order({
        items: [
          // A forged price on the line and on the option: neither is read.
          {
            product_id: ids.goddess,
            quantity: 2,
            option_ids: [tofu, chicken],
            unit_price: 1,
            total: 2,
            price: 1,
          },
          // The same product with other options is another line.
          { product_id: ids.goddess, quantity: 1 },
        ],
        total: 3,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = response.json().result as TOrder;
    const chosen = [
      { name: 'Grilled chicken', price_delta: 300 },
      { name: 'Tofu', price_delta: 200 },
    ];
    expect(placed.items).toEqual([
      {
        product_id: ids.goddess,
        name: 'Green goddess bowl',
        options: chosen,
        quantity: 2,
        unit_price: goddess + 500,
        total: 2 * (goddess + 500),
      },
      {
        product_id: ids.goddess,
        name: 'Green goddess bowl',
        options: [],
        quantity: 1,
        unit_price: goddess,
        total: goddess,
      },
    ]);
    expect(placed.subtotal).toBe(3 * goddess + 1000);
    expect(placed.total).toBe(placed.subtotal);
    // The options are kept in the order's lines as they were.
    const row = await storedOrder(placed.id);
    expect(row.lines[0]?.options).toEqual(chosen);
    const confirmation = await siteRequest(ctx, 'demo', `/orders/${placed.id}`);
    expect(confirmation.body).toContain('Grilled chicken');
  });

  it('refuses options the product does not offer, and a choice it needs', async () => {
    const tofu = await option('Tofu');
    const harvest = await place(
      'demo',
      order({ items: [{ product_id: ids.harvest, quantity: 1, option_ids: [tofu] }] }),
    );
    expect(harvest.json().result).toEqual([
      "An option chosen is not one of Harvest bowl's options.",
    ]);
    const paella = await place(
      'demo',
      order({ business_slug: 'casa-paella', items: [{ product_id: ids.paella, quantity: 2 }] }),
    );
    expect(paella.json().result).toEqual(['Choose 1 for Size.']);
  });

  it('adds the business’s delivery fee to a delivery, and none to a pickup', async () => {
    const fee = 249; // Green Bowl's, in the seed.
    const subtotal =
      2 * priceOf('Green Bowl', 'Harvest bowl') + priceOf('Green Bowl', 'Soup of the day');
    const delivered = await place('demo', order({ order_type: 'delivery', customer: DELIVERY }));
    expect(delivered.statusCode, delivered.body).toBe(201);
    const placed = delivered.json().result as TOrder;
    expect([placed.subtotal, placed.delivery_fee, placed.total]).toEqual([
      subtotal,
      fee,
      subtotal + fee,
    ]);
    const row = await storedOrder(placed.id);
    expect([row.subtotal, row.deliveryFee, row.total]).toEqual([subtotal, fee, subtotal + fee]);
    const confirmation = await siteRequest(ctx, 'demo', `/orders/${placed.id}`);
    expect(confirmation.body).toContain('Delivery fee');

    const pickedUp = (await place('demo', order())).json().result as TOrder;
    expect([pickedUp.subtotal, pickedUp.delivery_fee, pickedUp.total]).toEqual([
      subtotal,
      0,
      subtotal,
    ]);
  });

  it('refuses items below the business’s minimum, in the checkout’s words', async () => {
    // Green Bowl's minimum is $12.00; a soup is $6.50.
    const refused = await place('demo', order({ items: [{ product_id: ids.soup, quantity: 1 }] }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toEqual(['Add $5.50 more to reach the $12.00 minimum.']);
    expect(refused.headers['set-cookie']).toBeUndefined();
    const enough = await place('demo', order({ items: [{ product_id: ids.soup, quantity: 2 }] }));
    expect(enough.statusCode).toBe(201);
  });

  it('refuses an order type the business does not take, though the website offers it', async () => {
    await setBusinessFacts(ctx.t, 'demo', ['green-bowl'], { orderTypes: ['pickup'] });
    try {
      const refused = await place('demo', order({ order_type: 'delivery', customer: DELIVERY }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().result).toEqual(['Delivery is not offered by Green Bowl.']);
      expect((await place('demo', order())).statusCode).toBe(201);
    } finally {
      await setBusinessFacts(ctx.t, 'demo', ['green-bowl'], { orderTypes: ['delivery', 'pickup'] });
    }
  });
});

describe('when an order is for', () => {
  const TIME_ZONE = 'America/New_York';
  /** Closed all week but for one span tomorrow, on the business's clock, whatever the time now. */
  function closedUntilTomorrow() {
    const today = localParts(new Date(), TIME_ZONE).date;
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
    const weekday = WEEKDAYS[(tomorrow.getUTCDay() + 6) % 7] ?? 'mon';
    return { [weekday]: [{ open: '11:30', close: '14:30' }] };
  }
  const curry = (overrides: Record<string, unknown> = {}) =>
    order({
      business_slug: 'curry-house',
      items: [{ product_id: ids.lamb, quantity: 1 }],
      ...overrides,
    });
  const facts = () => businessRow(ctx.t, 'demo', 'curry-house');

  it('refuses an order for now while the business is closed, and takes one for a time it offers', async () => {
    await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: closedUntilTomorrow() });
    try {
      const now = await place('demo', curry());
      expect(now.statusCode).toBe(400);
      expect(now.json().result).toEqual(['Curry House is closed now. It opens tomorrow at 11:30.']);

      // A time the checkout offers (GET /_site/order-times) is one the order is taken for.
      const offered = await siteRequest(
        ctx,
        'demo',
        '/_site/order-times?business=curry-house&type=pickup',
      );
      const [first, second] = (offered.json().result.times as { at: string }[]).map(
        (t) => new Date(t.at),
      );
      if (!first || !second) throw new Error('no order times');
      const later = await place('demo', curry({ scheduled_for: second.toISOString() }));
      expect(later.statusCode, later.body).toBe(201);
      const placed = later.json().result as TOrder;
      expect(placed.scheduled_for).toBe(second.toISOString());
      expect((await storedOrder(placed.id)).scheduledFor?.toISOString()).toBe(second.toISOString());
      const confirmation = await siteRequest(ctx, 'demo', `/orders/${placed.id}`);
      expect(confirmation.body).toContain(`Scheduled for ${formatOrderTime(second, TIME_ZONE)}`);

      // Between two times offered, at a closed hour, in the past: none is a time it offers.
      const between = new Date(first.getTime() + 5 * 60_000);
      const atNight = new Date(first.getTime() - 8 * 3_600_000);
      const past = new Date(Date.now() - 3_600_000);
      past.setUTCMinutes(0, 0, 0);
      for (const at of [between, atNight, past]) {
        const refused = await place('demo', curry({ scheduled_for: at.toISOString() }));
        expect(refused.statusCode, at.toISOString()).toBe(400);
        expect(refused.json().result).toEqual([
          `Curry House does not take orders for ${formatOrderTime(at, TIME_ZONE)}. Please choose one of the times offered.`,
        ]);
      }
      const notATime = await place('demo', curry({ scheduled_for: 'tomorrow at noon' }));
      expect(notATime.json().result).toEqual(['Choose one of the times offered for your order.']);
    } finally {
      await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: ALL_WEEK });
    }
  });

  it('takes an order for later only its pickup or delivery time ahead', async () => {
    // Open all week: the first quarter of an hour from now is a time of its openings.
    const business = await facts();
    // The first time offered at least a minute from now: a quarter of an hour away at most.
    const soon = orderTimes({ ...business, pickupMinutes: 1 }, 'pickup', new Date())[0];
    if (!soon) throw new Error('no order times');
    const lead = business.pickupMinutes ?? 0;
    expect(lead).toBeGreaterThan(15);
    const refused = await place('demo', curry({ scheduled_for: soon.toISOString() }));
    expect(refused.json().result).toEqual([
      `${formatOrderTime(soon, TIME_ZONE)} is too soon: Curry House needs ${lead} minutes. Please choose a later time.`,
    ]);
    const asap = await place('demo', curry({ scheduled_for: null }));
    expect(asap.statusCode).toBe(201);
    expect((asap.json().result as TOrder).scheduled_for).toBeNull();
  });
});
