import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { countStatements } from '../../../test/count-statements';
import { bearer, setupTestApp } from '../../../test/helpers';
import { writesHeard as waitForWrites } from '../../../test/writes-heard';
import { siteRequest } from './website.test-support';

// The public pages kept drawn (docs/decisions/029-page-cache.md): a page asked again runs no
// statement at all, host lookup included, until the next write; a save shows at once; a customer's
// own pages and a business's preview link are never kept.

const ctx = setupTestApp();

const statements = countStatements(() => ctx.t.database.db);

const writesHeard = () => waitForWrites(ctx.t.database);

/** The statements a GET of `path` runs right after the same GET. */
async function statementsOfRepeat(path: string, headers: Record<string, string> = {}) {
  await writesHeard();
  expect((await siteRequest(ctx, 'demo', path, { headers })).statusCode).toBeLessThan(400);
  statements.reset();
  const again = await siteRequest(ctx, 'demo', path, { headers });
  return { statements: statements.count(), response: again };
}

describe('the public pages, kept drawn', () => {
  it('answers a page asked again without a statement, in every encoding, with the same ETag', async () => {
    for (const path of ['/', '/businesses', '/store/pizza-palace', '/embed/store/pizza-palace']) {
      const { statements: n, response } = await statementsOfRepeat(path);
      expect(n, path).toBe(0);
      expect(response.statusCode).toBe(200);
    }
    const plain = await siteRequest(ctx, 'demo', '/store/pizza-palace');
    const br = await siteRequest(ctx, 'demo', '/store/pizza-palace', {
      headers: { 'accept-encoding': 'br' },
    });
    const gzip = await siteRequest(ctx, 'demo', '/store/pizza-palace', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('no-cache');
    const revalidated = await siteRequest(ctx, 'demo', '/store/pizza-palace', {
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('shows an owner’s save on the very next request', async () => {
    const before = await siteRequest(ctx, 'demo', '/store/pizza-palace');
    expect(before.body).toContain('Pizza Palace');
    const list = (await ctx.get('/api/businesses?slug=pizza-palace')).json().result;
    const id = list.items[0].id as number;
    const saved = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${id}`,
      headers: bearer(ctx.ours),
      payload: { name: 'Pizza Palazzo' },
    });
    expect(saved.statusCode).toBe(200);
    const after = await siteRequest(ctx, 'demo', '/store/pizza-palace');
    expect(after.body).toContain('Pizza Palazzo');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Every kept page goes with the write, not only the one of what was saved.
    const listing = await siteRequest(ctx, 'demo', '/businesses');
    expect(listing.body).toContain('Pizza Palazzo');
  });

  it('keeps no customer’s page and no preview link’s page', async () => {
    const mine = await statementsOfRepeat('/my-orders');
    expect(mine.statements).toBeGreaterThan(0);
    expect(mine.response.headers['cache-control']).toBe('private, no-store');
    const preview = await statementsOfRepeat(
      '/store/pizza-palace?oc_preview=1&oc_business=1&oc_expires=1&oc_signature=x',
    );
    expect(preview.statements).toBeGreaterThan(0);
  });

  it('keeps each host’s pages apart', async () => {
    const ours = await siteRequest(ctx, 'demo', '/businesses');
    const theirs = await siteRequest(ctx, 'other', '/businesses');
    expect(ours.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).not.toBe(ours.body);
    expect((await siteRequest(ctx, 'nobody-here', '/')).statusCode).toBe(404);
    expect((await siteRequest(ctx, 'nobody-here', '/')).statusCode).toBe(404);
  });

  it('draws a page once for the requests that come together right after a write', async () => {
    const save = async () => {
      const list = (await ctx.get('/api/businesses?slug=green-bowl')).json().result;
      const saved = await ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/businesses/${list.items[0].id}`,
        headers: bearer(ctx.ours),
        payload: { name: 'Green Bowl' },
      });
      expect(saved.statusCode).toBe(200);
    };
    await save();
    statements.reset();
    expect((await siteRequest(ctx, 'demo', '/businesses')).statusCode).toBe(200);
    const once = statements.count();
    expect(once).toBeGreaterThan(0);
    await save();
    statements.reset();
    const together = await Promise.all(
      Array.from({ length: 8 }, () => siteRequest(ctx, 'demo', '/businesses')),
    );
    expect(together.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(together.map((r) => r.headers.etag)).size).toBe(1);
    expect(statements.count()).toBe(once);
  });

  it('keeps the widget’s preview page too, and no host without a site', async () => {
    const path =
      '/_widget/preview?type=popup&openOnMobile=true&openOnDesktop=false&buttonText=Order&buttonColor=%23123456';
    const { statements: n, response } = await statementsOfRepeat(path);
    expect(n).toBe(0);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('#123456');
    expect(response.headers['cache-control']).toBe('no-store');
    // Compressed once, kept beside it, and the same page.
    const br = await statementsOfRepeat(path, { 'accept-encoding': 'br' });
    expect(br.statements).toBe(0);
    expect(br.response.headers['content-encoding']).toBe('br');
    expect(br.response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.response.rawPayload).toString()).toBe(response.body);
    expect((await siteRequest(ctx, 'nobody-here', path)).statusCode).toBe(404);
    statements.reset();
    expect((await siteRequest(ctx, 'nobody-here', path)).statusCode).toBe(404);
    expect(statements.count()).toBeGreaterThan(0);
  });
});
