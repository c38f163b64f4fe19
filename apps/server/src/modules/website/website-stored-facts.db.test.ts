import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { menuProductId, siteRequest } from './website.test-support';

// The website shows the owner's stored businesses and menus, and nothing invented
// (docs/product/website.md#where-each-fact-comes-from).

const ctx = setupTestApp();
const page = (path: string, headers: Record<string, string> = {}) =>
  siteRequest(ctx, 'demo', path, { headers });
const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  ctx.t.app.inject({
    method,
    url,
    headers: bearer(ctx.ours),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const businessIdOf = async (slug: string): Promise<number> =>
  (await ctx.get(`/api/businesses?slug=${slug}`)).json().result.items[0].id;
const patchBusiness = async (id: number, fields: Record<string, unknown>) => {
  const response = await api('PATCH', `/api/businesses/${id}`, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().result as TBusinessDetails;
};
/** The main part of a page, without the header, the islands' props and the footer. */
const mainOf = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));

let margherita = '';
beforeAll(async () => {
  margherita = await menuProductId(ctx.t, 'demo', 'pizza-palace', 'Margherita');
});

describe('a business page', () => {
  it('shows the stored facts and menu, and no rating, review, offer or distance', async () => {
    const response = await page('/store/pizza-palace');
    expect(response.statusCode).toBe(200);
    const html = response.body;
    // The seed's facts (demo-business-facts.ts, demo-menus.ts), as an owner would have typed them.
    expect(html).toContain('<li>Pizza</li><li>Italian</li>');
    expect(html).toContain('<li>Delivery $2.99</li>');
    expect(html).toContain('<li>Minimum order $15.00</li>');
    expect(html).toContain('<dt>Delivery time</dt><dd>35 min</dd>');
    expect(html).toContain('<address>412 Court Street, Brooklyn, NY 11201</address>');
    expect(html).toContain('>+1 718 555 0100</a>');
    expect(html).toContain('<caption>Opening hours</caption>');
    expect(html).toContain('<th scope="row">Friday</th><td>11:00–02:00</td>');
    expect(html).toMatch(/<span class="opening is-(open|closed)">(Open|Opens|Closed)/);
    // The stored menu, its categories in order.
    expect(html.indexOf('>Pizzas</h2>')).toBeLessThan(html.indexOf('>Sides</h2>'));
    expect(html).toContain(`<a href="/store/pizza-palace/products/${margherita}">Margherita</a>`);
    expect(html).toContain('<p class="price">$11.50</p>');
    // Margherita's size must be chosen, on its own page; Garlic bread is added as it is.
    expect(html).toContain('Choose options<span class="visually-hidden"> for Margherita</span>');
    expect(html).toContain('<span>Add<span class="visually-hidden"> Garlic bread</span> to cart');
    for (const invented of [/rating/i, /\breviews?\b/i, /% off/i, /\bkm\b/, /Highest rated/])
      expect(mainOf(html)).not.toMatch(invented);
  });

  it('lists its cards with the stored facts', async () => {
    const listing = (await page('/businesses')).body;
    const from = listing.indexOf('/store/pizza-palace"');
    const card = listing.slice(from, listing.indexOf('<li class="business-card"', from));
    expect(card).toContain('<li>Pizza</li><li>Italian</li>');
    expect(card).toContain('<li>Delivery $2.99</li><li>Minimum order $15.00</li>');
    expect(card).toContain('<li>Delivery 35 min</li><li>Pickup 15 min</li>');
    expect(listing).toContain('id="categories-title"');
    expect(mainOf(listing)).not.toMatch(/rating|\breviews?\b|% off|\bkm\b/i);
  });

  it('shows the opening state on the business’s clock', async () => {
    // Open from an hour ago to two hours from now, on the clock in Tokyo (no daylight saving),
    // whatever the time the test runs at.
    const zone = 'Asia/Tokyo';
    const clock = (at: number) => {
      const parts = new Intl.DateTimeFormat('en-US', {
        timeZone: zone,
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).formatToParts(at);
      const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
      return { day: part('weekday').toLowerCase(), time: `${part('hour')}:${part('minute')}` };
    };
    const now = Date.now();
    const opens = clock(now - 3_600_000);
    const closes = clock(now + 7_200_000);
    const id = await businessIdOf('burger-barn');
    await patchBusiness(id, {
      time_zone: zone,
      hours: { [opens.day]: [{ open: opens.time, close: closes.time }] },
      closed_dates: [],
    });
    const html = (await page('/store/burger-barn')).body;
    expect(html).toContain(`<span class="opening is-open">Open until ${closes.time}</span>`);

    await patchBusiness(id, { hours: {} });
    expect((await page('/store/burger-barn')).body).toContain(
      '<span class="opening is-closed">Closed</span>',
    );
  });

  it('shows a sold-out product without its add button', async () => {
    const funghi = await menuProductId(ctx.t, 'demo', 'pizza-palace', 'Funghi');
    const marked = await api('PATCH', `/api/menu/products/${funghi}`, { available: false });
    expect(marked.statusCode, marked.body).toBe(200);
    const business = (await page('/store/pizza-palace')).body;
    const card = business.slice(business.indexOf('>Funghi</a>'));
    expect(card.slice(0, card.indexOf('</li>'))).toContain('<p class="sold-out">Sold out</p>');
    expect(business).not.toContain('<span class="visually-hidden"> Funghi</span>');
    const product = (await page(`/store/pizza-palace/products/${funghi}`)).body;
    expect(product).toContain('<p class="sold-out">Sold out</p>');
    expect(product).not.toContain('data-add-to-cart');
  });

  it('says a business without a menu has not published one', async () => {
    const made = await api('POST', '/api/businesses', { name: 'Aaa Empty Kitchen' });
    expect(made.statusCode, made.body).toBe(201);
    const { slug } = made.json().result as TBusinessDetails;
    const html = (await page(`/store/${slug}`)).body;
    expect(html).toContain('This business has not published its menu yet.');
    expect(html).not.toContain('class="category-nav"');
  });

  it('shows a product’s option groups to choose, with their price changes', async () => {
    const html = (await page(`/store/pizza-palace/products/${margherita}`)).body;
    expect(html).toContain('<h1>Margherita</h1>');
    expect(html).toContain('<legend>Size</legend>');
    expect(html).toMatch(/class="option-choices">Required</);
    expect(html).toContain(
      '<span class="option-name">16 inch</span> <span class="option-price">+$5.00</span>',
    );
    expect(html).toMatch(/class="option-choices">Choose up to 3</);
  });
});

describe('an old address of a business', () => {
  it('answers 301 to its address now, for its page and its products, keeping base and query', async () => {
    const id = await businessIdOf('sushi-corner');
    await patchBusiness(id, { slug: 'sushi-corner-moved' });
    const nigiri = await menuProductId(ctx.t, 'demo', 'sushi-corner-moved', 'Salmon nigiri');
    const moves: [string, string][] = [
      ['/store/sushi-corner', '/store/sushi-corner-moved'],
      ['/store/sushi-corner?page=2', '/store/sushi-corner-moved?page=2'],
      [`/store/sushi-corner/products/${nigiri}`, `/store/sushi-corner-moved/products/${nigiri}`],
      ['/embed/store/sushi-corner', '/embed/store/sushi-corner-moved'],
    ];
    for (const [from, to] of moves) {
      const response = await page(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location, from).toBe(to);
      expect(response.headers['cache-control'], from).toBe('no-cache');
    }
    expect((await page('/store/sushi-corner-moved')).statusCode).toBe(200);
    // The console's preview draws the page at its new address in its frame.
    const preview = await page('/store/sushi-corner?oc_preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.body).toContain('<h1>Sushi Corner</h1>');
  });

  it('answers 404 once the business has left the website, and on another project’s host', async () => {
    const id = await businessIdOf('kebab-king');
    await patchBusiness(id, { slug: 'kebab-king-two' });
    expect((await siteRequest(ctx, 'other', '/store/kebab-king')).statusCode).toBe(200);
    expect((await page('/store/kebab-king')).statusCode).toBe(301);
    await patchBusiness(id, { published: false });
    const gone = await page('/store/kebab-king');
    expect(gone.statusCode).toBe(404);
    expect(gone.body).not.toContain('kebab-king-two');
  });
});
