import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import {
  type TOrderDetail,
  ZOrderDetail,
  ZOrderPage,
  ZOrderStatusChange,
} from '@oc/domain/orders/order-admin.schema';
import { canMoveOrder, ORDER_STATUS_WORDS } from '@oc/domain/orders/order-status.rules';
import type { Mock } from 'vitest';
import { USER } from '../../test/fixtures';
import { stubRecordingServer, type TIntercept } from '../../test/recording-server';
import { failure, ok } from '../../test/stub-server';

// The server the Orders page talks to, kept in memory: the list filters, searches and pages like
// the real one (docs/product/api.md#orders), a status change follows the domain's moves, and every
// request is recorded. Every answer is parsed with the domain's schemas, so the page is tested on
// what the API can really send. Only the network is stubbed; the console runs for real.

const MINUTE = 60_000;

/** An order placed `minutesAgo` minutes ago, as GET /api/orders/:id answers it; `over` changes any field. */
export function orderOf(over: Partial<TOrderDetail> = {}, minutesAgo = 5): TOrderDetail {
  const created = new Date(Date.now() - minutesAgo * MINUTE).toISOString();
  return {
    id: 1,
    number: 1001,
    public_id: 'pub-1',
    business: { slug: 'pizza-palace', name: 'Pizza Palace' },
    order_type: 'delivery',
    status: 'received',
    total: 2350,
    customer_name: 'Ada Lovelace',
    created_at: created,
    scheduled_for: null,
    ready_by: null,
    language: 'es',
    lines: [
      {
        product_id: 'p1',
        name: 'Margherita',
        options: [{ name: 'Large', price_delta: 200 }],
        quantity: 2,
        unit_price: 1050,
        total: 2100,
      },
    ],
    subtotal: 2100,
    delivery_fee: 250,
    customer: {
      name: 'Ada Lovelace',
      phone: '+1 718 555 0199',
      address: '3 Ocean Avenue, Brooklyn',
      internal_number: 'Apt 4B',
      notes: 'Ring twice',
    },
    comments: 'No basil, please.',
    time_zone: 'America/New_York',
    status_reason: null,
    history: [{ status: 'received', at: created, by: null, reason: null, ready_by: null }],
    ...over,
  };
}

const summaryOf = (order: TOrderDetail) => ({
  id: order.id,
  number: order.number,
  public_id: order.public_id,
  business: order.business,
  order_type: order.order_type,
  status: order.status,
  total: order.total,
  customer_name: order.customer_name,
  created_at: order.created_at,
  scheduled_for: order.scheduled_for,
  ready_by: order.ready_by,
  time_zone: order.time_zone,
});

type TOptions = {
  orders?: TOrderDetail[];
  /** The project's custom notification sound (GET /api/configs), null for none. */
  customSound?: string | null;
  /** Answers a request before the orders do (a refusal, a held answer); undefined to go on. */
  intercept?: TIntercept;
};

/** The orders' answers, and the layout's (the user, the products, the brand's site, the configs). */
export function serveOrders({
  orders = [orderOf()],
  customSound = null,
  intercept,
}: TOptions = {}) {
  const stored = new Map(orders.map((o) => [o.id, ZOrderDetail.parse(structuredClone(o))]));
  const { requests, fetchMock } = stubRecordingServer(({ method, path, query, body }) => {
    if (path === '/configs')
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: customSound });
    if (path === '/businesses') return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (path === '/orders/export') return { status: 200, body: 'number,placed_at\r\n1001,x\r\n' };
    if (path === '/orders') {
      const search = (query.get('search') ?? '').toLowerCase();
      const number = /^#?(\d+)$/.exec(search)?.[1];
      const found = [...stored.values()]
        .filter(
          (o) =>
            (!query.get('business') || o.business.slug === query.get('business')) &&
            (!query.get('status') || o.status === query.get('status')) &&
            (!query.get('order_type') || o.order_type === query.get('order_type')) &&
            (!query.get('from') ||
              o.created_at >= new Date(query.get('from') ?? '').toISOString()) &&
            (!query.get('to') || o.created_at < new Date(query.get('to') ?? '').toISOString()) &&
            (number !== undefined
              ? o.number === Number(number)
              : o.customer_name.toLowerCase().includes(search)),
        )
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('page_size') ?? 50);
      const items = found.slice((page - 1) * size, page * size).map(summaryOf);
      return ok(ZOrderPage.parse({ items, total: found.length, page, page_size: size }));
    }
    const match = /^\/orders\/(\d+)(\/status)?$/.exec(path);
    const order = match ? stored.get(Number(match[1])) : undefined;
    if (!order) return failure(404, MESSAGES.ORDER_NOT_FOUND);
    if (match?.[2] && method === 'POST') {
      const change = ZOrderStatusChange.parse(body);
      if (!canMoveOrder(order.status, change.status, order.order_type))
        return failure(
          409,
          formatMessage('ORDER_MOVE_REFUSED', {
            current: ORDER_STATUS_WORDS[order.status].toLowerCase(),
            next: ORDER_STATUS_WORDS[change.status].toLowerCase(),
          }),
        );
      const at = new Date().toISOString();
      order.status = change.status;
      order.ready_by = change.ready_by ?? order.ready_by;
      order.status_reason = change.reason ?? null;
      order.history.push({
        status: change.status,
        at,
        by: USER.email,
        reason: change.reason ?? null,
        ready_by: change.ready_by ?? null,
      });
    }
    return ok(ZOrderDetail.parse(structuredClone(order)));
  }, intercept);
  return {
    requests,
    fetchMock: fetchMock as Mock,
    /** A new order, placed now: the next poll lists it. */
    place: (order: TOrderDetail) => stored.set(order.id, ZOrderDetail.parse(order)),
    /** Another device moves the order meanwhile. */
    stored: (id: number) => stored.get(id),
    /** The list's requests, as their query strings. */
    listQueries: () =>
      requests
        .filter((r) => r.method === 'GET' && r.path === '/api/orders')
        .map((r) => Object.fromEntries(r.query)),
    /** The status changes sent. */
    changes: () => requests.filter((r) => r.method === 'POST').map((r) => r.body),
  };
}
