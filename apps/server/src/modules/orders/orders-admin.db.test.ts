import {
  type TOrderDetail,
  type TOrderPage,
  ZOrderDetail,
  ZOrderPage,
} from '@oc/domain/orders/order-admin.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businessRow } from '../website/website.test-support';
import { storeOrder } from './orders.test-support';

// The console's orders (docs/product/api.md#orders): the inbox's filters, search and pages, an
// order with its history, the CSV export, and the project's walls.

const ctx = setupTestApp();
const at = (day: number, hour = 10) => new Date(Date.UTC(2026, 10, day, hour));

/** Ours, oldest first (numbers 1001…1005), and one of the other project. */
const ours: { id: number; number: number }[] = [];
let theirs = { id: 0, number: 0 };
beforeAll(async () => {
  const t = ctx.t;
  for (const o of [
    { customerName: 'Ada Lovelace', createdAt: at(1) },
    {
      customerName: 'Grace Hopper',
      orderType: 'delivery',
      address: '1 Main St',
      createdAt: at(2),
      total: 2749,
    },
    {
      customerName: 'Alan Turing',
      businessSlug: 'green-bowl',
      businessName: 'Green Bowl',
      orderType: 'curbside',
      createdAt: at(3),
    },
    // Placed at the same moment as Alan's: the later id comes first.
    { customerName: 'ADA BYRON', createdAt: at(3) },
    { customerName: '=cmd|calc 100%', createdAt: at(4), phone: '+1 555 0199' },
  ])
    ours.push(await storeOrder(t, 'demo', o));
  theirs = await storeOrder(t, 'other', { customerName: 'Ada Other', createdAt: at(2) });
});

const list = async (query = '', token = ctx.ours) => {
  const response = await ctx.get(`/api/orders${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return ZOrderPage.parse(response.json().result) as TOrderPage;
};
const numbersOf = (page: TOrderPage) => page.items.map((o) => o.number);

describe('GET /api/orders', () => {
  it('lists the project’s orders newest first, the later of two at one moment first', async () => {
    const page = await list();
    expect(numbersOf(page)).toEqual([1005, 1004, 1003, 1002, 1001]);
    expect(page).toMatchObject({ total: 5, page: 1, page_size: 50 });
    expect(page.items[3]).toEqual({
      id: ours[1]?.id,
      number: 1002,
      public_id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      business: { slug: 'pizza-palace', name: 'Pizza Palace' },
      order_type: 'delivery',
      status: 'received',
      total: 2749,
      customer_name: 'Grace Hopper',
      created_at: at(2).toISOString(),
      scheduled_for: null,
      ready_by: null,
      // The business's zone, for the inbox's times on its clock.
      time_zone: 'America/New_York',
    });
  });

  it('filters by business, type, status and when they were placed', async () => {
    expect(numbersOf(await list('?business=green-bowl'))).toEqual([1003]);
    expect(numbersOf(await list('?business=nowhere'))).toEqual([]);
    expect(numbersOf(await list('?order_type=delivery'))).toEqual([1002]);
    expect(numbersOf(await list('?status=received&order_type=pickup'))).toEqual([1005, 1004, 1001]);
    expect(numbersOf(await list('?status=ready'))).toEqual([]);
    // From is at or after, to is before.
    const from = encodeURIComponent(at(2).toISOString());
    const to = encodeURIComponent(at(3).toISOString());
    expect(numbersOf(await list(`?from=${from}&to=${to}`))).toEqual([1002]);
    expect(
      numbersOf(await list(`?from=${encodeURIComponent('2026-11-03T11:00:00+01:00')}`)),
    ).toEqual([1005, 1004, 1003]);
  });

  it('searches an order number exactly, or part of the customer’s name in any case', async () => {
    expect(numbersOf(await list('?search=1002'))).toEqual([1002]);
    expect(numbersOf(await list('?search=%231002'))).toEqual([1002]);
    expect(numbersOf(await list('?search=100'))).toEqual([]);
    expect(numbersOf(await list('?search=99999999999'))).toEqual([]);
    expect(numbersOf(await list('?search=ada'))).toEqual([1004, 1001]);
    expect(numbersOf(await list('?search=%20TURING%20'))).toEqual([1003]);
    // % and _ are letters of a name, not patterns.
    expect(numbersOf(await list('?search=100%25'))).toEqual([1005]);
    expect(numbersOf(await list('?search=_'))).toEqual([]);
    expect((await list('?search=ada&business=green-bowl')).total).toBe(0);
  });

  it('pages, with the total of every page', async () => {
    const second = await list('?page=2&page_size=2');
    expect(numbersOf(second)).toEqual([1003, 1002]);
    expect(second).toMatchObject({ total: 5, page: 2, page_size: 2 });
    const past = await list('?page=9&page_size=2');
    expect(past.items).toEqual([]);
    expect(past.total).toBe(5);
  });

  it('shows each project only its own orders', async () => {
    const page = await list('', ctx.theirs);
    expect(page.items.map((o) => o.customer_name)).toEqual(['Ada Other']);
    // Their first order is numbered 1001 too: numbers are per project.
    expect(theirs.number).toBe(1001);
    expect((await list('?search=ada')).items.map((o) => o.id)).not.toContain(theirs.id);
  });

  it('refuses bad filters in words, and anyone not logged in', async () => {
    const bad = await ctx.get('/api/orders?status=eaten&page_size=500');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toContain('Choose a status.');
    expect((await ctx.get('/api/orders?from=yesterday')).statusCode).toBe(400);
    expect((await ctx.t.app.inject({ url: '/api/orders' })).statusCode).toBe(401);
  });
});

describe('GET /api/orders/{orderId}', () => {
  it('answers the order with its lines, the customer, its history and its business’s clock', async () => {
    const id = ours[1]?.id;
    const response = await ctx.get(`/api/orders/${id}`);
    expect(response.statusCode).toBe(200);
    const order = ZOrderDetail.parse(response.json().result) as TOrderDetail;
    const pizza = await businessRow(ctx.t, 'demo', 'pizza-palace');
    expect(order).toMatchObject({
      id,
      number: 1002,
      lines: [
        {
          product_id: '1',
          name: 'Margherita',
          options: [],
          quantity: 2,
          unit_price: 500,
          total: 1000,
        },
      ],
      subtotal: 1000,
      delivery_fee: 0,
      customer: { name: 'Grace Hopper', phone: '555 0100', address: '1 Main St', notes: '' },
      comments: '',
      time_zone: pizza.timeZone,
      status_reason: null,
      history: [
        { status: 'received', at: at(2).toISOString(), by: null, reason: null, ready_by: null },
      ],
    });
  });

  it('answers another project’s order exactly like a missing one', async () => {
    const missing = await ctx.get('/api/orders/2147483647');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: true, result: ['This order was not found.'] });
    const other = await ctx.get(`/api/orders/${theirs.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).toBe(missing.body);
    expect((await ctx.get(`/api/orders/${theirs.id}`, ctx.theirs)).statusCode).toBe(200);
    expect((await ctx.get('/api/orders/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/orders/export', () => {
  const exported = async (query = '', token = ctx.ours) => {
    const response = await ctx.t.app.inject({
      url: `/api/orders/export${query}`,
      headers: bearer(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response;
  };
  // No cell of these orders holds a comma, a quote or a line break: a line's cells are its parts.
  const rowsOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split(','));

  it('is a CSV file of the orders, newest first, a line each, kept by no cache', async () => {
    const response = await exported();
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="orders.csv"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = rowsOf(response.body);
    expect(header).toEqual([
      'number',
      'placed_at',
      'business',
      'type',
      'status',
      'customer_name',
      'phone',
      'address',
      'total',
      'items',
    ]);
    expect(rows.map((r) => r[0])).toEqual(['1005', '1004', '1003', '1002', '1001']);
    expect(rows[3]).toEqual([
      '1002',
      at(2).toISOString(),
      'Pizza Palace',
      'Delivery',
      'Received',
      'Grace Hopper',
      '555 0100',
      '1 Main St',
      '27.49',
      '2 × Margherita',
    ]);
  });

  it('writes a cell a spreadsheet would run as text', async () => {
    const [, first] = rowsOf((await exported('?search=1005')).body);
    expect(first?.[5]).toBe("'=cmd|calc 100%");
    expect(first?.[6]).toBe("'+1 555 0199");
  });

  it('takes the list’s filters, and only the project’s orders', async () => {
    const rows = rowsOf((await exported('?business=pizza-palace&search=ada')).body).slice(1);
    expect(rows.map((r) => r[0])).toEqual(['1004', '1001']);
    const theirRows = rowsOf((await exported('', ctx.theirs)).body).slice(1);
    expect(theirRows.map((r) => r[5])).toEqual(['Ada Other']);
    expect((await ctx.get('/api/orders/export?status=eaten')).statusCode).toBe(400);
  });
});
