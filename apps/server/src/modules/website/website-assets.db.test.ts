import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { loadSiteAssets } from './site-assets';
import { siteRequest } from './website.test-support';

const ctx = setupTestApp();
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the website’s files', () => {
  it('writes the stylesheet into every page’s head, so no other request holds its first paint', async () => {
    const page = await siteRequest(ctx, 'demo', '/');
    expect(page.body).not.toMatch(/<link[^>]+rel="stylesheet"/);
    const styles = [...page.body.matchAll(/<style(?: id="([\w-]+)")?>([^<]*)<\/style>/g)];
    // Ours (its rules for the page's own classes), then the theme's.
    const ours = styles.find(([, id, css]) => !id && css?.includes('.site-menu'));
    expect(ours).toBeDefined();
    expect(styles.at(-1)?.[1]).toBe('oc-theme');
    expect(page.body.indexOf(ours?.[0] ?? '')).toBeLessThan(page.body.indexOf('</head>'));
    // No stylesheet file any more, under any name.
    expect(
      (await siteRequest(ctx, 'demo', '/_site/assets/site.0000000000000000.css')).statusCode,
    ).toBe(404);
  });

  it('joins the styles in name order until built, then takes the built ones through the manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oc-website-'));
    try {
      mkdirSync(join(dir, 'src', 'styles'), { recursive: true });
      writeFileSync(join(dir, 'src', 'styles', 'b.css'), 'b{}');
      writeFileSync(join(dir, 'src', 'styles', 'a.css'), 'a{}');
      const unbuilt = loadSiteAssets(dir);
      expect(unbuilt.page).toEqual({ css: 'a{}b{}', script: null });

      mkdirSync(join(dir, 'dist'));
      writeFileSync(
        join(dir, 'dist', 'manifest.json'),
        '{"script":"site.abc123.js","style":"site.def456.css"}',
      );
      writeFileSync(join(dir, 'dist', 'site.abc123.js'), 'console.log(1)');
      writeFileSync(join(dir, 'dist', 'site.def456.css'), 'a{color:red}');
      const built = loadSiteAssets(dir);
      expect(built.page).toEqual({ css: 'a{color:red}', script: '/_site/assets/site.abc123.js' });
      expect(built.file('site.abc123.js')?.type).toBe('text/javascript; charset=utf-8');
      expect(built.file('site.def456.css')).toBeUndefined();
      expect(built.file('manifest.json')).toBeUndefined();

      // A manifest naming something else than its kind of file is not followed.
      writeFileSync(
        join(dir, 'dist', 'manifest.json'),
        '{"script":"site.def456.css","style":"../src/styles/a.css"}',
      );
      expect(loadSiteAssets(dir).page).toEqual({ css: 'a{}b{}', script: null });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('serves the theme fonts for every weight, Lobster at its one weight', async () => {
    const poppins = await siteRequest(ctx, 'demo', '/_site/fonts/poppins-700.woff2');
    expect(poppins.statusCode).toBe(200);
    expect(poppins.headers['content-type']).toBe('font/woff2');
    expect(poppins.headers['cache-control']).toBe(IMMUTABLE);
    expect(poppins.rawPayload.subarray(0, 4).toString()).toBe('wOF2');
    const lobster100 = await siteRequest(ctx, 'demo', '/_site/fonts/lobster-100.woff2');
    const lobster400 = await siteRequest(ctx, 'demo', '/_site/fonts/lobster-400.woff2');
    expect(lobster100.statusCode).toBe(200);
    expect(lobster100.rawPayload.equals(lobster400.rawPayload)).toBe(true);
    for (const name of ['arial-400.woff2', 'poppins-450.woff2', 'poppins-400.ttf']) {
      expect((await siteRequest(ctx, 'demo', `/_site/fonts/${name}`)).statusCode, name).toBe(404);
    }
    // Not on the console's host.
    const onConsole = await ctx.t.app.inject({
      url: '/_site/fonts/poppins-700.woff2',
      headers: { host: 'localhost:8080' },
    });
    expect(onConsole.headers['content-type']).not.toBe('font/woff2');
  });

  it('sends pages no-cache with an ETag, and 304 when unchanged', async () => {
    const first = await siteRequest(ctx, 'demo', '/businesses');
    expect(first.headers['cache-control']).toBe('no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    const again = await siteRequest(ctx, 'demo', '/businesses', {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await siteRequest(ctx, 'demo', '/businesses?page=2', {
      headers: { 'if-none-match': etag },
    });
    expect(other.statusCode).toBe(200);
  });
});
