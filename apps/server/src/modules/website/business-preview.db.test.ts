import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { businesses } from '../../db/schema';
import { BUSINESS_PREVIEW_KEY_LABEL, previewLinkQuery } from './business-preview-links';
import { cspOf, siteRequest } from './website.test-support';

const ctx = setupTestApp();
let draftId: number;
let productId: number;

const post = (url: string, payload: object, token = ctx.ours) =>
  ctx.t.app.inject({ method: 'POST', url, headers: bearer(token), payload });

/** Asks for a business's preview link, as the console does. */
const previewPath = (businessId: number, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/preview-link`,
    headers: bearer(token),
  });
/** A link's path and query, as the console's frame opens it on the demo's host. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

beforeAll(async () => {
  const created = await post('/api/businesses', { name: 'Secret Kitchen', published: false });
  expect(created.statusCode).toBe(201);
  draftId = created.json().result.id;
  const category = await post(`/api/businesses/${draftId}/menu/categories`, { name: 'Mains' });
  const product = await post(`/api/menu/categories/${category.json().result.id}/products`, {
    name: 'Tasting plate',
    price: 1800,
  });
  expect(product.statusCode).toBe(200);
  productId = product.json().result.id;
});

describe('previewing an unpublished business from the console', () => {
  it('shows it by its signed link, in the preview only, and to nobody without the link', async () => {
    expect((await siteRequest(ctx, 'demo', '/store/secret-kitchen')).statusCode).toBe(404);
    const response = await previewPath(draftId);
    expect(response.statusCode).toBe(200);
    const { url, expires_at } = response.json().result;
    expect(url).toMatch(
      /^http:\/\/demo\.localhost:8080\/store\/secret-kitchen\?oc_preview=1&oc_business=\d+&oc_expires=\d+&oc_signature=[\w-]+$/,
    );
    const left = Date.parse(expires_at) - Date.now();
    expect(left).toBeGreaterThan(55 * 60_000);
    expect(left).toBeLessThanOrEqual(60 * 60_000);

    const page = await siteRequest(ctx, 'demo', pathOf(url));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Secret Kitchen');
    expect(page.body).toContain('Tasting plate');
    // The owner's draft: no cache keeps it, and only the console frames it.
    expect(page.headers['cache-control']).toMatch(/no-store/);
    expect(cspOf(page).get('frame-ancestors')).toBe('http://localhost:8080');

    // Its product page too, with the same link's values.
    const query = new URL(url).search;
    const product = await siteRequest(
      ctx,
      'demo',
      `/store/secret-kitchen/products/${productId}${query}`,
    );
    expect(product.statusCode).toBe(200);
    expect(product.body).toContain('Tasting plate');

    // The same values outside the preview, on another project's host, or in the listing: not there.
    const asSite = pathOf(url).replace('oc_preview=1&', '');
    expect((await siteRequest(ctx, 'demo', asSite)).statusCode).toBe(404);
    expect((await siteRequest(ctx, 'other', pathOf(url))).statusCode).toBe(404);
    expect((await siteRequest(ctx, 'demo', '/businesses')).body).not.toContain('Secret Kitchen');
  });

  it('refuses a link changed, for another business, or expired', async () => {
    const { url } = (await previewPath(draftId)).json().result;
    const path = pathOf(url);
    const tampered = path.replace(/oc_signature=([\w-])/, (_m, c) =>
      c === 'A' ? 'oc_signature=B' : 'oc_signature=A',
    );
    expect((await siteRequest(ctx, 'demo', tampered)).statusCode).toBe(404);
    const later = path.replace(/oc_expires=(\d+)/, (_m, n) => `oc_expires=${Number(n) + 3600}`);
    expect((await siteRequest(ctx, 'demo', later)).statusCode).toBe(404);

    const second = await post('/api/businesses', { name: 'Hidden Bakery', published: false });
    const otherSlug = path.replace('/store/secret-kitchen', '/store/hidden-bakery');
    expect(second.statusCode).toBe(201);
    expect((await siteRequest(ctx, 'demo', otherSlug)).statusCode).toBe(404);

    // Signed with the server's own key, but an hour ago: expired.
    const key = ctx.t.app.secrets.deriveKey(BUSINESS_PREVIEW_KEY_LABEL);
    const [row] = await ctx.t.database.db
      .select({ projectId: businesses.projectId })
      .from(businesses)
      .where(eq(businesses.id, draftId));
    const expired = previewLinkQuery(key, {
      projectId: row?.projectId ?? 0,
      businessId: draftId,
      expires: Math.floor(Date.now() / 1000) - 1,
    });
    expect(
      (await siteRequest(ctx, 'demo', `/store/secret-kitchen?oc_preview=1&${expired}`)).statusCode,
    ).toBe(404);
  });

  it('answers 404 for another project’s business and 409 for an archived one', async () => {
    expect((await previewPath(draftId, ctx.theirs)).statusCode).toBe(404);
    expect((await previewPath(999_999)).statusCode).toBe(404);
    expect((await previewPath(0)).statusCode).toBe(400);
    const gone = await post('/api/businesses', { name: 'Gone Grill' });
    const goneId = gone.json().result.id;
    const { url } = (await previewPath(goneId)).json().result;
    expect((await post(`/api/businesses/${goneId}/archive`, {})).statusCode).toBe(200);
    const refused = await previewPath(goneId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().result).toEqual([
      'An archived business is not on the website, so it cannot be previewed. Restore it first.',
    ]);
    // A link made before it was archived shows it no more.
    expect((await siteRequest(ctx, 'demo', pathOf(url))).statusCode).toBe(404);
  });
});
