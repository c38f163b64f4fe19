import { type TBusinessDetails, ZBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { ZBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import type { TOrder } from '@oc/domain/orders/order.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businesses, businessSlugRedirects } from '../../db/schema';
import {
  ALL_WEEK,
  menuProductId,
  setBusinessFacts,
  siteRequest,
} from '../website/website.test-support';
import { findBusinessIdBySlugRedirect } from './find-business-id-by-slug-redirect';

const ctx = setupTestApp();

type TMethod = 'GET' | 'POST' | 'PATCH';
const send = (method: TMethod, url: string, payload?: unknown, token = ctx.ours) =>
  ctx.t.app.inject({
    method,
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const create = (payload: unknown, token = ctx.ours) =>
  send('POST', '/api/businesses', payload, token);
const patch = (id: number, payload: unknown, token = ctx.ours) =>
  send('PATCH', `/api/businesses/${id}`, payload, token);
const details = (response: { json: () => { result: unknown } }) =>
  ZBusinessDetails.parse(response.json().result);
const read = async (id: number, token = ctx.ours) =>
  details(await send('GET', `/api/businesses/${id}`, undefined, token));

/** A new business of ours, made through the API. */
async function newBusiness(payload: Record<string, unknown>) {
  const response = await create(payload);
  expect(response.statusCode, response.body).toBe(201);
  return details(response);
}

async function listed(query: string, token = ctx.ours) {
  const response = await ctx.get(`/api/businesses?page_size=100&${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZBusinessPage.parse(response.json().result);
}

async function projectIdOf(token: string) {
  const me = (await ctx.get('/api/auth/me', token)).json().result as { project: { id: number } };
  return me.project.id;
}

const redirectsOf = (businessId: number) =>
  ctx.t.database.db
    .select({ slug: businessSlugRedirects.slug })
    .from(businessSlugRedirects)
    .where(eq(businessSlugRedirects.businessId, businessId))
    .orderBy(businessSlugRedirects.slug);

async function franchiseIdsOf(token: string) {
  const list = (await ctx.get('/api/franchises', token)).json().result as { id: number }[];
  return list.map((f) => f.id);
}

const FULL = {
  name: 'Crêperie du Port',
  slug: 'creperie-port',
  description: 'Crêpes and galettes by the harbour.',
  address: '1 Quai de la Fosse, Nantes',
  latitude: 47.2123,
  longitude: -1.5678,
  phone: '+33 2 40 00 00 00',
  time_zone: 'Europe/Paris',
  hours: {
    tue: [{ open: '11:30', close: '14:00' }],
    fri: [
      { open: '11:30', close: '14:00' },
      { open: '18:00', close: '01:00' },
    ],
  },
  closed_dates: ['2026-12-25', '2027-01-01'],
  order_types: ['pickup', 'eat_in'],
  delivery_fee: 0,
  minimum_order: 1250,
  delivery_minutes: null,
  pickup_minutes: 15,
  cuisines: ['French', 'Crêpes'],
  published: false,
};

describe('POST /api/businesses', () => {
  it('creates a business from a name alone, with the defaults', async () => {
    const response = await create({ name: '  Harbour Noodles  ' });
    expect(response.statusCode).toBe(201);
    const made = details(response);
    expect(made).toMatchObject({
      slug: 'harbour-noodles',
      name: 'Harbour Noodles',
      logo: null,
      header: null,
      description: '',
      address: '',
      latitude: null,
      longitude: null,
      phone: '',
      time_zone: 'UTC',
      hours: {},
      closed_dates: [],
      order_types: ['delivery', 'pickup'],
      delivery_fee: 0,
      minimum_order: 0,
      delivery_minutes: null,
      pickup_minutes: null,
      cuisines: [],
      franchise_id: null,
      published: true,
      archived: false,
    });
    expect(Date.parse(made.updated_at)).not.toBeNaN();
    expect(await read(made.id)).toEqual(made);
    expect((await listed('search=Harbour')).items.map((b) => b.slug)).toEqual(['harbour-noodles']);
  });

  it('creates a business with every field', async () => {
    const [franchiseId] = await franchiseIdsOf(ctx.ours);
    const made = await newBusiness({ ...FULL, franchise_id: franchiseId });
    expect(made).toMatchObject({ ...FULL, franchise_id: franchiseId, archived: false });
    expect(await read(made.id)).toEqual(made);
  });

  it('makes the slug from the name, numbered when a business holds it now or as an old one', async () => {
    // The demo project has 'Fish & Chips Co' at fish-and-chips-co.
    const second = await newBusiness({ name: 'Fish & Chips Co' });
    expect(second.slug).toBe('fish-and-chips-co-2');
    const third = await newBusiness({ name: 'Fish and Chips, Co.' });
    expect(third.slug).toBe('fish-and-chips-co-3');
    // An old slug is held too: its address still leads to its business.
    const moving = await newBusiness({ name: 'Tapas Bar' });
    expect((await patch(moving.id, { slug: 'tapas-bar-old-town' })).statusCode).toBe(200);
    expect((await newBusiness({ name: 'Tapas Bar' })).slug).toBe('tapas-bar-2');
    // A name without Latin letters or digits still gets an address.
    expect((await newBusiness({ name: '寿司' })).slug).toBe('business');
    expect((await newBusiness({ name: 'すし' })).slug).toBe('business-2');
    const long = await newBusiness({ name: 'Long '.repeat(24) });
    expect(long.slug).toBe(`${'long-'.repeat(15)}long`);
    const longer = await newBusiness({ name: 'Long '.repeat(24) });
    expect(longer.slug.length).toBeLessThanOrEqual(80);
    expect(longer.slug).toMatch(/-2$/);
  });

  it('refuses a slug chosen that another business holds, now or as an old slug, with 409', async () => {
    const before = await listed('');
    for (const slug of ['pizza-palace', 'tapas-bar']) {
      const response = await create({ name: 'Copycat', slug });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json()).toEqual({ error: true, result: [MESSAGES.BUSINESS_SLUG_TAKEN] });
    }
    expect((await listed('')).total).toBe(before.total);
    // Slugs are per project: the other project may use one of ours.
    const theirs = await create({ name: 'Harbour Noodles', slug: 'harbour-noodles' }, ctx.theirs);
    expect(theirs.statusCode).toBe(201);
  });

  it('refuses a franchise of another project, and creates nothing', async () => {
    const [theirFranchise] = await franchiseIdsOf(ctx.theirs);
    const response = await create({ name: 'Sneaky Franchisee', franchise_id: theirFranchise });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT]);
    const missing = await create({ name: 'Sneaky Franchisee', franchise_id: 999_999 });
    expect(missing.json().result).toEqual([MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT]);
    expect((await listed('search=Sneaky')).total).toBe(0);
  });

  it('refuses bad fields, all at once, and creates nothing', async () => {
    const response = await create({
      name: '',
      slug: 'Not A Slug',
      delivery_fee: -100,
      minimum_order: 12.5,
      order_types: [],
      latitude: 12,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      MESSAGES.BUSINESS_NAME_LENGTH,
      MESSAGES.BUSINESS_SLUG_FORMAT,
      MESSAGES.BUSINESS_ORDER_TYPES_EMPTY,
      MESSAGES.AMOUNT_BELOW_ZERO,
      MESSAGES.AMOUNT_DECIMALS,
      MESSAGES.BUSINESS_COORDINATES_PAIR,
    ]);
    const unknown = await create({ name: 'Extra Keys', logo: '/files/x.png' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result[0]).toMatch(/^The request is not valid: .*logo/);
    expect((await listed('search=Extra Keys')).total).toBe(0);
  });
});

describe('PATCH /api/businesses/{businessId}', () => {
  it('changes each kind of field, only those sent', async () => {
    const made = await newBusiness({ name: 'Patch Me' });
    const [franchiseId] = await franchiseIdsOf(ctx.ours);
    const steps: Record<string, unknown>[] = [
      { name: 'Patched', description: 'Fresh.', address: '2 Main St', phone: '555' },
      { latitude: -33.8688, longitude: 151.2093 },
      { time_zone: 'Australia/Sydney' },
      { hours: { sun: [{ open: '22:00', close: '03:00' }] }, closed_dates: ['2026-04-05'] },
      { order_types: ['curbside', 'delivery', 'drive_thru'] },
      { delivery_fee: 499, minimum_order: 100_000_00 },
      { delivery_minutes: 45, pickup_minutes: 600 },
      { cuisines: ['  Thai ', 'Street food'] },
      { franchise_id: franchiseId },
      { published: false },
      { latitude: null, longitude: null, delivery_minutes: null, franchise_id: null },
    ];
    let expected: TBusinessDetails = made;
    for (const step of steps) {
      const response = await patch(made.id, step);
      expect(response.statusCode, JSON.stringify(step)).toBe(200);
      const after = details(response);
      const sent = 'cuisines' in step ? { cuisines: ['Thai', 'Street food'] } : step;
      expected = { ...expected, ...sent, updated_at: after.updated_at };
      expect(after, JSON.stringify(step)).toEqual(expected);
      expect(await read(made.id)).toEqual(after);
    }
    expect(expected.slug).toBe('patch-me');
    expect(await redirectsOf(made.id)).toEqual([]);
  });

  it('keeps the old slug leading to the business, and lets it take the old slug back', async () => {
    const made = await newBusiness({ name: 'Moving Diner' });
    const projectId = await projectIdOf(ctx.ours);
    const scope = { db: ctx.t.database.db, projectId };

    const moved = details(await patch(made.id, { slug: 'moving-diner-uptown' }));
    expect(moved.slug).toBe('moving-diner-uptown');
    expect(await redirectsOf(made.id)).toEqual([{ slug: 'moving-diner' }]);
    expect(await findBusinessIdBySlugRedirect(scope, 'moving-diner')).toBe(made.id);
    expect(await findBusinessIdBySlugRedirect(scope, 'moving-diner-uptown')).toBeNull();
    // Another project's old slug is not ours.
    const theirScope = { db: ctx.t.database.db, projectId: await projectIdOf(ctx.theirs) };
    expect(await findBusinessIdBySlugRedirect(theirScope, 'moving-diner')).toBeNull();

    // Sending its own current slug changes nothing.
    expect((await patch(made.id, { slug: 'moving-diner-uptown' })).statusCode).toBe(200);
    expect(await redirectsOf(made.id)).toEqual([{ slug: 'moving-diner' }]);

    const back = details(await patch(made.id, { slug: 'moving-diner' }));
    expect(back.slug).toBe('moving-diner');
    expect(await redirectsOf(made.id)).toEqual([{ slug: 'moving-diner-uptown' }]);
    expect(await findBusinessIdBySlugRedirect(scope, 'moving-diner')).toBeNull();
    expect(await findBusinessIdBySlugRedirect(scope, 'moving-diner-uptown')).toBe(made.id);

    // Its old slugs are no one else's.
    const other = await newBusiness({ name: 'Other Diner' });
    for (const slug of ['moving-diner-uptown', 'moving-diner', 'sushi-corner']) {
      const response = await patch(other.id, { slug, name: 'Renamed Diner' });
      expect(response.statusCode, slug).toBe(409);
      expect(response.json().result).toEqual([MESSAGES.BUSINESS_SLUG_TAKEN]);
    }
    expect(await read(other.id)).toEqual(other);
    expect(await redirectsOf(other.id)).toEqual([]);
  });

  it('answers each bad field with its message and changes nothing', async () => {
    const made = await newBusiness({ ...FULL, slug: 'bad-input-bistro', name: 'Bad Input Bistro' });
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: ' ' }, [MESSAGES.BUSINESS_NAME_LENGTH]],
      [{ name: 'x'.repeat(121) }, [MESSAGES.BUSINESS_NAME_LENGTH]],
      [{ slug: '-bistro' }, [MESSAGES.BUSINESS_SLUG_FORMAT]],
      [{ slug: 'Bistro' }, [MESSAGES.BUSINESS_SLUG_FORMAT]],
      [{ slug: 'b'.repeat(81) }, [MESSAGES.BUSINESS_SLUG_LENGTH]],
      [{ latitude: 91, longitude: 0 }, [MESSAGES.BUSINESS_LATITUDE_RANGE]],
      [{ latitude: 0, longitude: -181 }, [MESSAGES.BUSINESS_LONGITUDE_RANGE]],
      [{ latitude: 1 }, [MESSAGES.BUSINESS_COORDINATES_PAIR]],
      [{ phone: '5'.repeat(41) }, [MESSAGES.BUSINESS_PHONE_LENGTH]],
      [{ description: 'd'.repeat(2001) }, [MESSAGES.BUSINESS_DESCRIPTION_LENGTH]],
      [{ address: 'a'.repeat(301) }, [MESSAGES.BUSINESS_ADDRESS_LENGTH]],
      [{ order_types: [] }, [MESSAGES.BUSINESS_ORDER_TYPES_EMPTY]],
      [{ order_types: ['teleport'] }, [MESSAGES.BUSINESS_ORDER_TYPE_UNKNOWN]],
      [{ order_types: ['pickup', 'pickup'] }, [MESSAGES.BUSINESS_ORDER_TYPES_TWICE]],
      [{ delivery_fee: -1 }, [MESSAGES.AMOUNT_BELOW_ZERO]],
      [{ minimum_order: 9.99 }, [MESSAGES.AMOUNT_DECIMALS]],
      [{ delivery_fee: 100_000_01 }, [MESSAGES.AMOUNT_TOO_HIGH]],
      [{ pickup_minutes: 0 }, [MESSAGES.BUSINESS_MINUTES_RANGE]],
      [{ delivery_minutes: 601 }, [MESSAGES.BUSINESS_MINUTES_RANGE]],
      [
        { cuisines: Array.from({ length: 13 }, (_, i) => `c${i}`) },
        [MESSAGES.BUSINESS_CUISINES_COUNT],
      ],
      [{ cuisines: ['x'.repeat(31)] }, [MESSAGES.BUSINESS_CUISINE_LENGTH]],
      [{ cuisines: ['Thai', 'THAI '] }, [MESSAGES.BUSINESS_CUISINES_TWICE]],
      [{ franchise_id: 0 }, [MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT]],
      [{}, [MESSAGES.NOTHING_TO_SAVE]],
    ];
    for (const [payload, messages] of cases) {
      // With a good change beside the bad one, which must not be saved either.
      const body = Object.keys(payload).length > 0 ? { name: 'Should Not Stick', ...payload } : {};
      const response = await patch(made.id, body);
      const label = JSON.stringify(payload).slice(0, 80);
      expect(response.statusCode, label).toBe(400);
      expect(response.json(), label).toEqual({ error: true, result: messages });
    }
    // The opening-hours rules answer in the catalogue's words too.
    for (const [payload, message] of [
      [{ time_zone: 'Mars/Olympus' }, MESSAGES.TIME_ZONE_UNKNOWN],
      [{ hours: { mon: [{ open: '25:00', close: '26:00' }] } }, MESSAGES.HOURS_TIME_FORMAT],
      [{ closed_dates: ['Christmas'] }, MESSAGES.CLOSED_DATE_FORMAT],
    ] as const) {
      const response = await patch(made.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().result, JSON.stringify(payload)).toEqual([message]);
    }
    // Every problem at once.
    const all = await patch(made.id, { name: '', phone: '5'.repeat(41), delivery_fee: -2 });
    expect(all.json().result).toEqual([
      MESSAGES.BUSINESS_NAME_LENGTH,
      MESSAGES.BUSINESS_PHONE_LENGTH,
      MESSAGES.AMOUNT_BELOW_ZERO,
    ]);
    const [theirFranchise] = await franchiseIdsOf(ctx.theirs);
    const foreign = await patch(made.id, {
      name: 'Should Not Stick',
      franchise_id: theirFranchise,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().result).toEqual([MESSAGES.BUSINESS_FRANCHISE_NOT_OF_PROJECT]);
    const taken = await patch(made.id, { name: 'Should Not Stick', slug: 'green-bowl' });
    expect(taken.statusCode).toBe(409);

    expect(await read(made.id)).toEqual(made);
    expect(await redirectsOf(made.id)).toEqual([]);
  });

  it('answers 404 for a business that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/businesses/999999', undefined],
      ['PATCH', '/api/businesses/999999', { name: 'Ghost' }],
      ['POST', '/api/businesses/999999/archive', undefined],
      ['POST', '/api/businesses/999999/restore', undefined],
    ] as const) {
      const response = await send(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: true, result: [MESSAGES.BUSINESS_NOT_FOUND] });
    }
  });
});

describe('archive and restore', () => {
  it('takes an archived business off the pickers and the website, and brings it back', async () => {
    const made = await newBusiness({ name: 'Aaa Archive Kitchen' });
    const onHome = async () => (await siteRequest(ctx, 'demo', '/')).body.includes(made.name);
    const storePage = async () =>
      (await siteRequest(ctx, 'demo', `/store/${made.slug}`)).statusCode;
    // First by name, it leads the home page's featured businesses.
    expect(await onHome()).toBe(true);
    expect(await storePage()).toBe(200);

    const archived = await send('POST', `/api/businesses/${made.id}/archive`);
    expect(archived.statusCode).toBe(200);
    expect(details(archived)).toMatchObject({ archived: true, published: true, slug: made.slug });
    expect((await listed('search=Archive Kitchen')).total).toBe(0);
    expect((await listed('status=archived')).items.map((b) => b.slug)).toEqual([made.slug]);
    expect((await listed(`slug=${made.slug}`)).total).toBe(0);
    expect(await read(made.id)).toMatchObject({ archived: true });
    expect(await onHome()).toBe(false);
    expect(await storePage()).toBe(404);
    // Archived twice is still archived; editing it is allowed, and it stays archived.
    expect((await send('POST', `/api/businesses/${made.id}/archive`)).statusCode).toBe(200);
    expect(details(await patch(made.id, { phone: '555 0101' }))).toMatchObject({ archived: true });

    const restored = await send('POST', `/api/businesses/${made.id}/restore`);
    expect(details(restored)).toMatchObject({ archived: false, phone: '555 0101' });
    expect((await listed('search=Archive Kitchen')).total).toBe(1);
    expect((await listed('status=archived')).total).toBe(0);
    expect(await onHome()).toBe(true);
    expect(await storePage()).toBe(200);
  });

  it('keeps an unpublished business in the pickers, off the website', async () => {
    const made = await newBusiness({ name: 'Aaa Hidden Kitchen', published: false });
    expect((await listed('search=Hidden Kitchen')).total).toBe(1);
    expect((await siteRequest(ctx, 'demo', '/')).body).not.toContain(made.name);
    expect((await siteRequest(ctx, 'demo', '/businesses')).body).not.toContain(made.name);
    expect((await siteRequest(ctx, 'demo', `/store/${made.slug}`)).statusCode).toBe(404);
    expect((await patch(made.id, { published: true })).statusCode).toBe(200);
    expect((await siteRequest(ctx, 'demo', '/')).body).toContain(made.name);
    expect((await siteRequest(ctx, 'demo', `/store/${made.slug}`)).statusCode).toBe(200);
  });

  it('keeps the orders of an archived business, and takes no new ones', async () => {
    // Open whatever the time, and two bowls reach its minimum.
    await setBusinessFacts(ctx.t, 'demo', ['green-bowl'], { hours: ALL_WEEK, closedDates: [] });
    const order = {
      business_slug: 'green-bowl',
      order_type: 'pickup',
      items: [
        {
          product_id: await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl'),
          quantity: 2,
        },
      ],
      customer: { name: 'Ada', phone: '+1 555 0100', address: '' },
    };
    const place = () =>
      siteRequest(ctx, 'demo', '/_site/orders', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        payload: order,
      });
    const placed = await place();
    expect(placed.statusCode).toBe(201);
    const { id } = placed.json().result as TOrder;
    const greenBowl = (await listed('slug=green-bowl')).items[0];
    if (!greenBowl) throw new Error('no green-bowl');

    expect((await send('POST', `/api/businesses/${greenBowl.id}/archive`)).statusCode).toBe(200);
    const confirmation = await siteRequest(ctx, 'demo', `/orders/${id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain('Green Bowl');
    expect((await place()).statusCode).toBe(400);

    expect((await send('POST', `/api/businesses/${greenBowl.id}/restore`)).statusCode).toBe(200);
    expect((await place()).statusCode).toBe(201);
  });
});

describe('tenancy', () => {
  it('lets another project neither read, edit, archive nor restore our business: 404', async () => {
    const ours = await newBusiness({ name: 'Ours Only' });
    const attempts = [
      ['GET', `/api/businesses/${ours.id}`, undefined],
      ['PATCH', `/api/businesses/${ours.id}`, { name: 'Taken Over', slug: 'taken-over' }],
      ['POST', `/api/businesses/${ours.id}/archive`, undefined],
      ['POST', `/api/businesses/${ours.id}/restore`, undefined],
    ] as const;
    for (const [method, url, payload] of attempts) {
      const response = await send(method, url, payload, ctx.theirs);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ error: true, result: [MESSAGES.BUSINESS_NOT_FOUND] });
    }
    expect(await read(ours.id)).toEqual(ours);
    expect(await redirectsOf(ours.id)).toEqual([]);
    const row = await ctx.t.database.db
      .select({ projectId: businesses.projectId })
      .from(businesses)
      .where(
        and(eq(businesses.id, ours.id), eq(businesses.projectId, await projectIdOf(ctx.ours))),
      );
    expect(row).toHaveLength(1);
  });

  it('needs a login for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/businesses/1'],
      ['POST', '/api/businesses'],
      ['PATCH', '/api/businesses/1'],
      ['POST', '/api/businesses/1/archive'],
      ['POST', '/api/businesses/1/restore'],
    ] as const) {
      const response = await ctx.t.app.inject({ method, url, payload: { name: 'x' } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('junk', () => {
  it('answers junk bodies and ids with a 4xx, never a 500', async () => {
    const made = await newBusiness({ name: 'Junk Target' });
    const bodies: unknown[] = [
      'not json',
      '[]',
      'null',
      '42',
      '"name"',
      '{"name":',
      { name: 42 },
      { name: ['a'] },
      { name: 'A', hours: 'always' },
      { name: 'A', hours: { mon: 'all day' } },
      { name: 'A', hours: { mon: [{ open: 9, close: 17 }] } },
      { name: 'A', closed_dates: 'tomorrow' },
      { name: 'A', order_types: 'delivery' },
      { name: 'A', cuisines: [1, null] },
      { name: 'A', delivery_fee: '12.50' },
      { name: 'A', delivery_fee: 1e300 },
      { name: 'A', latitude: 'north', longitude: 'east' },
      { name: 'A', franchise_id: '1' },
      { name: 'A', franchise_id: 1e20 },
      { name: 'A', published: 'yes' },
      { name: 'A\u0000B' },
      { name: 'A', slug: 'a\u0000b' },
      '{"name":"A","__proto__":{"published":false}}',
      '{"name":"A","constructor":{"prototype":{"published":false}}}',
    ];
    for (const body of bodies) {
      const label = typeof body === 'string' ? body : JSON.stringify(body);
      const raw = typeof body === 'string';
      for (const [method, url] of [
        ['POST', '/api/businesses'],
        ['PATCH', `/api/businesses/${made.id}`],
      ] as const) {
        const response = await ctx.t.app.inject({
          method,
          url,
          headers: { ...bearer(ctx.ours), 'content-type': 'application/json' },
          payload: raw ? body : JSON.stringify(body),
        });
        expect(response.statusCode, `${method} ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${label}`).toBeLessThan(500);
        expect(response.json().error, label).toBe(true);
      }
    }
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '1e3']) {
      for (const [method, url] of [
        ['GET', `/api/businesses/${id}`],
        ['PATCH', `/api/businesses/${id}`],
        ['POST', `/api/businesses/${id}/archive`],
      ] as const) {
        const response = await send(method, url, method === 'PATCH' ? { name: 'X' } : undefined);
        expect(response.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${method} ${url}`).toBeLessThan(500);
      }
    }
    expect(await read(made.id)).toEqual(made);
  });
});
