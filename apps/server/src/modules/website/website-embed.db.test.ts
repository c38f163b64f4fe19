import type { TOrder } from '@oc/domain/orders/order.schema';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupTestApp } from '../../../test/helpers';
import { refreshCustomDomains } from './custom-domains';
import {
  ALL_WEEK,
  cspOf,
  menuProductId,
  saveTheme,
  setBusinessFacts,
  setCustomDomain,
  siteRequest,
} from './website.test-support';

// The embed pages (docs/product/widgets.md): every page of a website again under /embed, drawn for
// the ordering widget's frame on the owner's other sites.

const ctx = setupTestApp();
let proxied: Awaited<ReturnType<typeof createTestApp>>;

/** Green Bowl's Harvest bowl, as stored: its id once the app is up. */
let harvest = '';

beforeAll(async () => {
  harvest = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
  ORDER.items = [{ product_id: harvest, quantity: 2 }];
  // Behind a trusted proxy that says HTTPS, with the demo site on a custom domain.
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  // Open whatever the time, on both apps' databases.
  for (const t of [ctx.t, proxied])
    await setBusinessFacts(t, 'demo', ['green-bowl'], { hours: ALL_WEEK, closedDates: [] });
  await setCustomDomain(proxied, 'demo', 'ordering', 'order.example.test', 'issued', 'ended');
  await refreshCustomDomains();
});
afterAll(async () => {
  await proxied?.close();
});

const overHttps = (
  host: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: unknown } = {},
) =>
  proxied.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: { host, 'x-forwarded-proto': 'https', ...init.headers },
    ...(init.payload === undefined ? {} : { payload: JSON.stringify(init.payload) }),
  });

/** Every address the page's body links to or sends a form to. */
const addressesOf = (response: LightMyRequestResponse) =>
  [
    ...response.body.slice(response.body.indexOf('<body')).matchAll(/ (?:href|action)="([^"]*)"/g),
  ].map((m) => m[1] ?? '');

const ORDER = {
  business_slug: 'green-bowl',
  order_type: 'pickup',
  items: [{ product_id: '', quantity: 2 }],
  customer: { name: 'Ada', phone: '+1 555 0100', address: '' },
};
const EMBED_ORDER_HEADERS = { 'content-type': 'application/json', 'oc-embed': '1' };

describe('the embed pages', () => {
  it('serve every page under /embed, framable by any site, every link kept under /embed', async () => {
    const strict = cspOf(await siteRequest(ctx, 'demo', '/businesses'));
    for (const path of [
      '/embed',
      '/embed/',
      '/embed/businesses',
      '/embed/businesses?page=2',
      '/embed/store/green-bowl',
      `/embed/store/green-bowl/products/${harvest}`,
      '/embed/checkout',
      '/embed/my-orders',
      '/embed/account',
    ]) {
      const page = await siteRequest(ctx, 'demo', path);
      expect(page.statusCode, path).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      const csp = cspOf(page);
      expect(csp.get('frame-ancestors'), path).toBe('*');
      // Otherwise the website's own policy, to the letter.
      expect(new Map([...csp].filter(([name]) => name !== 'frame-ancestors'))).toEqual(
        new Map([...strict].filter(([name]) => name !== 'frame-ancestors')),
      );
      expect(page.headers['x-frame-options'], path).toBeUndefined();
      const addresses = addressesOf(page);
      expect(addresses.length, path).toBeGreaterThan(0);
      // A business's phone is a tel: link, which leaves no page.
      for (const address of addresses)
        expect(address, path).toMatch(/^(\/embed\/|#|\/files\/|tel:)/);
      expect(page.body, path).not.toContain('id="site-menu"');
      expect(page.body, path).toContain('data-island="cart"');
    }
    const listing = await siteRequest(ctx, 'demo', '/embed/businesses?page=2');
    expect(listing.body).toContain('Vegan Vibes');
    expect(listing.body).toContain('href="/embed/businesses"');
  });

  it('leave the website’s own pages framed by nobody', async () => {
    for (const path of ['/', '/businesses', '/checkout', '/embedded', '/store/green-bowl']) {
      const page = await siteRequest(ctx, 'demo', path);
      expect(cspOf(page).get('frame-ancestors'), path).toBe("'none'");
      expect(page.headers['x-frame-options'], path).toBe('DENY');
      expect(
        addressesOf(page).some((a) => a.startsWith('/embed')),
        path,
      ).toBe(false);
    }
    expect((await siteRequest(ctx, 'demo', '/embedded')).statusCode).toBe(404);
  });

  it('answer the embed 404 for an address, business or product that is not there', async () => {
    for (const [path, words] of [
      ['/embed/no/such/page', 'Page not found'],
      ['/embed/embed/businesses', 'Page not found'],
      ['/embed/store/no-such-business', 'Business not found'],
      ['/embed/store/green-bowl/products/p99', 'Product not found'],
    ] as const) {
      const page = await siteRequest(ctx, 'demo', path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain(words);
      expect(page.body, path).toContain('href="/embed/"');
      expect(cspOf(page).get('frame-ancestors'), path).toBe('*');
    }
  });

  it('run none of the owner’s third-party code, and keep the strict policy for it', async () => {
    await saveTheme(ctx, 'web_ordering', ctx.theirs, [
      {
        path: 'third_party_code.head',
        value: '<script src="https://tracker.example/t.js"></script>',
      },
      { path: 'third_party_code.body', value: '<script>window.ownerCode=1</script>' },
    ]);
    const site = await siteRequest(ctx, 'other', '/businesses');
    expect(site.body).toContain('tracker.example');
    expect(cspOf(site).get('script-src')).toBeUndefined();
    const embed = await siteRequest(ctx, 'other', '/embed/businesses');
    expect(embed.statusCode).toBe(200);
    expect(embed.body).not.toContain('tracker.example');
    expect(embed.body).not.toContain('ownerCode');
    expect(cspOf(embed).get('script-src')).toBe("'self'");
    expect(cspOf(embed).get('frame-ancestors')).toBe('*');
  });

  it('take an order and show its confirmation without any cookie, as in a third-party frame', async () => {
    const product = await siteRequest(ctx, 'demo', `/embed/store/green-bowl/products/${harvest}`);
    expect(product.body).toContain('data-add-to-cart');
    expect((await siteRequest(ctx, 'demo', '/embed/checkout')).statusCode).toBe(200);

    const placed = await siteRequest(ctx, 'demo', '/_site/orders', {
      method: 'POST',
      headers: EMBED_ORDER_HEADERS,
      payload: ORDER,
    });
    expect(placed.statusCode).toBe(201);
    const order = placed.json().result as TOrder;
    // Plain HTTP: no cookie a browser would keep in a frame; the site's own, as ever.
    expect(String(placed.headers['set-cookie'])).toMatch(/SameSite=Lax/);
    expect(String(placed.headers['set-cookie'])).not.toMatch(/Partitioned/);

    // No cookie sent: a third-party frame without cookies still opens the confirmation.
    const confirmation = await siteRequest(ctx, 'demo', `/embed/orders/${order.id}`);
    expect(confirmation.statusCode).toBe(200);
    expect(confirmation.body).toContain(`Order ${order.number}`);
    expect(confirmation.body).toContain('Green Bowl');
    expect(confirmation.body).toContain('href="/embed/my-orders"');
    expect(confirmation.body).toContain('href="/embed/store/green-bowl"');
    expect(cspOf(confirmation).get('frame-ancestors')).toBe('*');
  });

  it('keep an embed order in a partitioned cookie over HTTPS, and the site’s order in its own', async () => {
    const host = 'demo.localhost:8080';
    const embedded = await overHttps(host, '/_site/orders', {
      method: 'POST',
      headers: EMBED_ORDER_HEADERS,
      payload: ORDER,
    });
    expect(embedded.statusCode).toBe(201);
    const cookie = String(embedded.headers['set-cookie']);
    for (const attribute of ['HttpOnly', 'Secure', 'SameSite=None', 'Partitioned', 'Path=/'])
      expect(cookie).toContain(attribute);
    const order = embedded.json().result as TOrder;
    const mine = await overHttps(host, '/embed/my-orders', {
      headers: { cookie: cookie.split(';')[0] ?? '' },
    });
    expect(mine.body).toContain(`href="/embed/orders/${order.id}"`);

    const onSite = await overHttps(host, '/_site/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      payload: ORDER,
    });
    const siteCookie = String(onSite.headers['set-cookie']);
    expect(siteCookie).toContain('SameSite=Lax');
    expect(siteCookie).toContain('Secure');
    expect(siteCookie).not.toContain('Partitioned');
  });

  it('are served on a custom domain as on the default host', async () => {
    const page = await overHttps('order.example.test', '/embed/store/green-bowl');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Green Bowl');
    expect(cspOf(page).get('frame-ancestors')).toBe('*');
    expect(addressesOf(page).every((a) => /^(\/embed\/|#|\/files\/|tel:)/.test(a))).toBe(true);
    const own = await overHttps('order.example.test', '/store/green-bowl');
    expect(cspOf(own).get('frame-ancestors')).toBe("'none'");
  });
});
