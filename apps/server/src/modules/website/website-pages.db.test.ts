import { FRANCHISE_SLUG_PATH } from '@oc/domain/themes/basic-fields';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businesses } from '../../db/schema';
import { menuProductId, saveTheme, siteRequest, websiteOf } from './website.test-support';

const ctx = setupTestApp();
const page = (label: string, path: string) => siteRequest(ctx, label, path);

describe('the website of a host', () => {
  it('serves the demo ordering website with its name, logo, content and businesses', async () => {
    const logo = (await ctx.get('/api/businesses?slug=green-bowl')).json().result.items[0].logo;
    const { siteId } = await websiteOf(ctx, 'web_ordering', ctx.ours);
    const patched = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${siteId}`,
      headers: bearer(ctx.ours),
      payload: { name: 'Demo Eats Online', logo },
    });
    expect(patched.statusCode).toBe(200);

    const response = await page('demo', '/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('Demo Eats Online');
    expect(response.body).toContain(logo);
    expect(response.body).toContain('Welcome to Demo Eats');
    // The home page features the first 8 businesses by name.
    expect(response.body).toContain('Athens Grill');
    expect(response.body).toContain('Burger Barn');
  });

  it('ignores case and port, and answers HEAD', async () => {
    const upper = await ctx.t.app.inject({ url: '/', headers: { host: 'DEMO.LocalHost' } });
    expect(upper.statusCode).toBe(200);
    expect(upper.body).toContain('Welcome to Demo Eats');
    const head = await siteRequest(ctx, 'demo', '/businesses', { method: 'HEAD' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('keeps the console and its API at localhost and addresses', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', 'localhost']) {
      const home = await ctx.t.app.inject({ url: '/', headers: { host } });
      expect(home.body, host).toMatch(/console is not built/);
      const health = await ctx.t.app.inject({ url: '/api/health', headers: { host } });
      expect(health.json().result.status, host).toBe('ok');
    }
  });

  it('answers a clear 404 page for a host no project has', async () => {
    for (const label of ['nobody', 'nobody-franchise', 'demo-dashboard']) {
      const response = await page(label, '/');
      expect(response.statusCode, label).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain(`There is no website at ${label}.localhost:8080`);
    }
  });

  it('answers the website’s 404 page for an unknown path, business or product', async () => {
    const unknown = await page('demo', '/no/such/page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Page not found');
    const business = await page('demo', '/store/no-such-business');
    expect(business.statusCode).toBe(404);
    expect(business.body).toContain('Business not found');
    const product = await page('demo', '/store/green-bowl/products/p99');
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('Product not found');
    // Another business's product is not on this one's menu.
    const paella = await menuProductId(ctx.t, 'demo', 'casa-paella', 'Paella mixta');
    expect((await page('demo', `/store/green-bowl/products/${paella}`)).statusCode).toBe(404);
    const harvest = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
    const found = await page('demo', `/store/green-bowl/products/${harvest}`);
    expect(found.statusCode).toBe(200);
    expect(found.body).toContain('Green Bowl');
    expect(found.body).toContain('<h1>Harvest bowl</h1>');
  });

  it('answers odd addresses without a server error', async () => {
    for (const url of [
      '//',
      '//evil.example/x',
      '/%',
      '/store/%E0%A4%A',
      '/?page=%',
      '/a'.repeat(900),
    ]) {
      const response = await page('demo', url);
      // A broken %-escape is refused by the router (400) before any page is looked for.
      expect(response.statusCode, url).toBeLessThan(500);
    }
  });

  it('never shows one project’s site or businesses on another’s host', async () => {
    const theirs = await websiteOf(ctx, 'web_ordering', ctx.theirs);
    await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${theirs.siteId}`,
      headers: bearer(ctx.theirs),
      payload: { name: 'Other Foods Online' },
    });
    const otherId = (await ctx.get('/api/auth/me', ctx.theirs)).json().result.project.id;
    await ctx.t.database.db
      .insert(businesses)
      .values({ projectId: otherId, slug: 'only-other-bakery', name: 'Aaa Only Other Bakery' });

    const other = await page('other', '/');
    expect(other.body).toContain('Other Foods Online');
    expect(other.body).toContain('Aaa Only Other Bakery');
    expect((await page('other', '/store/only-other-bakery')).statusCode).toBe(200);

    const ours = await page('demo', '/');
    expect(ours.body).not.toContain('Other Foods Online');
    expect(ours.body).not.toContain('Aaa Only Other Bakery');
    expect((await page('demo', '/store/only-other-bakery')).statusCode).toBe(404);
    const listing = await page('demo', '/businesses');
    expect(listing.body).not.toContain('Aaa Only Other Bakery');
  });

  it('lists only its franchise’s businesses on the franchise host', async () => {
    const pizza = await page('demo-franchise', '/businesses');
    expect(pizza.statusCode).toBe(200);
    expect(pizza.body).toContain('Demo Eats Franchises');
    expect(pizza.body).toContain('Mama Mia Trattoria');
    expect(pizza.body).not.toContain('Sushi Corner');
    expect((await page('demo-franchise', '/store/sushi-corner')).statusCode).toBe(404);

    await saveTheme(ctx, 'web_franchise', ctx.ours, [
      { path: FRANCHISE_SLUG_PATH, value: 'sushi-corner-chain' },
    ]);
    const sushi = await page('demo-franchise', '/businesses');
    expect(sushi.body).toContain('Sushi Corner');
    expect(sushi.body).not.toContain('Mama Mia Trattoria');
  });

  it('previews the kiosk and franchises apps’ themes with the apps’ names', async () => {
    const kiosk = await page('demo-kiosk-app', '/');
    expect(kiosk.statusCode).toBe(200);
    expect(kiosk.body).toContain('Demo Eats Kiosk');
    const franchises = await page('demo-franchises-app', '/businesses');
    expect(franchises.statusCode).toBe(200);
    expect(franchises.body).toContain('All our franchise brands.');
  });

  it('redirects to the first business, keeping the query', async () => {
    const response = await page('demo', '/_site/first-business?oc_preview=1');
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/store/athens-grill?oc_preview=1');
  });

  it('pages the listing by 24, by name', async () => {
    const second = await page('demo', '/businesses?page=2');
    expect(second.statusCode).toBe(200);
    // 25 businesses (26 in the other project): the 25th by name is Vegan Vibes.
    expect(second.body).toContain('Vegan Vibes');
    expect(second.body).not.toContain('Athens Grill');
    // The total rides on the page's rows, and a page past the end, with none, still counts them.
    expect(second.body).toContain('25 businesses to order from');
    const past = await page('demo', '/businesses?page=9');
    expect(past.statusCode).toBe(200);
    expect(past.body).toContain('25 businesses to order from');
  });

  it('shows a single-store website’s business at its home', async () => {
    await saveTheme(ctx, 'web_ordering', ctx.ours, [
      { path: 'my_products.components.website_theme.components.type', value: 'single_store' },
      {
        path: 'my_products.components.website_theme.components.business_slug',
        value: 'sushi-corner',
      },
    ]);
    const home = await page('demo', '/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<title>Sushi Corner');
  });
});
