import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_PORT } from './playwright.config';

// The console's API as the ordering journeys use it, with the owner's token: to make a business
// of their own, or to open one of the demo's whatever the time and put it back after, so no
// journey depends on the time of day or leaves the demo data changed.

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Open every day from 00:00 to 23:59: one opening without a break. */
export const ALL_WEEK = Object.fromEntries(
  WEEKDAYS.map((day) => [day, [{ open: '00:00', close: '23:59' }]]),
);

/** The weekday of tomorrow in UTC ('tue'), for a business closed until then. */
export const tomorrowInUtc = () =>
  WEEKDAYS[(new Date(Date.now() + 86_400_000).getUTCDay() + 6) % 7] ?? 'mon';

type TBusiness = { id: number; slug: string; name: string };

export function ownerApi(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  async function send<T>(method: 'get' | 'post' | 'patch', url: string, data?: unknown) {
    const response = await request[method](url, { headers, ...(data ? { data } : {}) });
    expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
    return ((await response.json()) as { result: T }).result;
  }
  return {
    /** A new business with one category of products; answers it and its products' ids. */
    async createBusiness(
      fields: Record<string, unknown>,
      products: Record<string, unknown>[],
    ): Promise<TBusiness & { productIds: string[] }> {
      const business = await send<TBusiness>('post', '/api/businesses', fields);
      const category = await send<{ id: number }>(
        'post',
        `/api/businesses/${business.id}/menu/categories`,
        { name: 'Menu' },
      );
      const productIds: string[] = [];
      for (const product of products) {
        const made = await send<{ id: number }>(
          'post',
          `/api/menu/categories/${category.id}/products`,
          product,
        );
        productIds.push(String(made.id));
      }
      return { ...business, productIds };
    },
    /** Takes a journey's business off the website (its orders stay). */
    archive: (business: { id: number }) => send('post', `/api/businesses/${business.id}/archive`),
    /**
     * Runs `journey` with one of the demo's businesses open all week and without a minimum, then
     * puts back its hours, closed dates and minimum as they were.
     */
    async whileOrderable(slug: string, journey: () => Promise<void>) {
      const page = await send<{ items: TBusiness[] }>('get', `/api/businesses?slug=${slug}`);
      const id = page.items[0]?.id;
      if (!id) throw new Error(`no business ${slug}`);
      const before = await send<Record<string, unknown>>('get', `/api/businesses/${id}`);
      const { hours, closed_dates, minimum_order } = before;
      await send('patch', `/api/businesses/${id}`, {
        hours: ALL_WEEK,
        closed_dates: [],
        minimum_order: 0,
      });
      try {
        await journey();
      } finally {
        await send('patch', `/api/businesses/${id}`, { hours, closed_dates, minimum_order });
      }
    },
  };
}

/**
 * A customer's order, placed on the other account's website as its checkout places it: that
 * site's order limits no other journey counts on. Sent to the server's own address with the site's
 * name as Host (Node does not resolve *.localhost as browsers do).
 */
export function placeRivalOrder(order: object): Promise<{ status: number; body: string }> {
  const body = JSON.stringify(order);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      {
        host: '127.0.0.1',
        port: E2E_PORT,
        method: 'POST',
        path: '/_site/orders',
        headers: {
          host: `rival.localhost:${E2E_PORT}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
