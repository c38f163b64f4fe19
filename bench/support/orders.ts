import { request as httpRequest } from 'node:http';

// What the orders benchmarks share: the owner's API on a started server, one demo business opened
// all week (so no figure depends on the time of day), and a customer's order sent with the
// website's own Host header (which fetch may not set).

export const ALL_WEEK = Object.fromEntries(
  ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
    d,
    [{ open: '00:00', close: '23:59' }],
  ]),
);

/** The order limits raised so that a load never meets them (they are what a busy site meets). */
export const NO_ORDER_LIMITS = {
  ORDERS_PER_ADDRESS: '10000',
  ORDERS_PER_ADDRESS_MINUTES: '1',
  ORDERS_PER_SITE: '100000',
  ORDERS_PER_SITE_SECONDS: '1',
  OPEN_ORDERS_PER_SITE: '1000000',
};

export async function api<T>(
  base: string,
  path: string,
  init: RequestInit & { token?: string } = {},
) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${base}/api${path}`, { ...init, headers });
  const body = (await response.json()) as { error: boolean; result: T };
  if (body.error) throw new Error(`${path}: ${response.status} ${JSON.stringify(body.result)}`);
  return body.result;
}

type TMenu = {
  categories: { products: { id: number; option_groups: { min_choices: number }[] }[] }[];
};

export type TOrderRequest = { url: string; headers: Record<string, string>; body: string };

/**
 * Logs in, opens Pizza Palace all week without a minimum, and answers the owner's token and a
 * pickup order of one of its products without a required choice, as the checkout sends it.
 */
export async function orderableDemo(base: string, email: string, password: string) {
  const { token } = await api<{ token: string }>(base, '/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  const { items } = await api<{ items: { id: number; slug: string }[] }>(
    base,
    '/businesses?search=pizza%20palace',
    { token },
  );
  const business = items[0];
  if (!business) throw new Error('no Pizza Palace in the demo');
  await api(base, `/businesses/${business.id}`, {
    method: 'PATCH',
    token,
    body: JSON.stringify({ hours: ALL_WEEK, closed_dates: [], minimum_order: 0 }),
  });
  const menu = await api<TMenu>(base, `/businesses/${business.id}/menu`, { token });
  const product = menu.categories
    .flatMap((c) => c.products)
    .find((p) => p.option_groups.every((g) => g.min_choices === 0));
  if (!product) throw new Error('no product without a required choice');
  const host = `demo.localhost:${new URL(base).port}`;
  const order: TOrderRequest = {
    url: `${base}/_site/orders`,
    headers: { host, 'content-type': 'application/json', origin: `http://${host}` },
    body: JSON.stringify({
      business_slug: business.slug,
      order_type: 'pickup',
      items: [{ product_id: String(product.id), quantity: 2 }],
      customer: { name: 'Bench Customer', phone: '+1 555 0100', address: '' },
    }),
  };
  return { token, order };
}

/** One order, as a customer's checkout sends it. */
export function placeOrder(order: TOrderRequest): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      order.url,
      { method: 'POST', headers: order.headers },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.once('error', reject);
    request.end(order.body);
  });
}
