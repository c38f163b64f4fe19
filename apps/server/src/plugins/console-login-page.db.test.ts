import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

// A console build as Vite and the login page's prerender leave it (apps/console/vite-prerender-login.ts):
// index.html, and login.html with the form drawn and the code waiting in its template.
const dist = mkdtempSync(join(tmpdir(), 'oc-console-login-'));
const INDEX =
  '<!doctype html><html lang="en"><head><meta name="robots" content="noindex, nofollow" />' +
  '<script type="module" crossorigin src="/assets/index-A.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const LOGIN =
  '<!doctype html><html lang="en" data-mantine-color-scheme="light"><head>' +
  '<meta name="robots" content="noindex, nofollow" /><script defer src="/assets/login-boot-B.js"></script>' +
  // Mantine's variables, drawn with the form: what makes the page worth compressing.
  `<style>${':root{--mantine-color-blue-6:#228be6}'.repeat(60)}</style>` +
  '</head><body><div id="root" data-prerendered="login"><main><h1>Log in to Owner Console</h1>' +
  '<form inert=""><input type="email" name="email"/></form></main></div>' +
  '<template id="console-code"><script type="module" crossorigin src="/assets/index-A.js"></script>' +
  '</template></body></html>';
mkdirSync(join(dist, '.vite'), { recursive: true });
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'login.html'), LOGIN);
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  JSON.stringify({
    'index.html': { file: 'assets/index-A.js' },
    'src/app/routes/login.tsx': { file: 'assets/login-C.js' },
    'src/app/routes/join.tsx': { file: 'assets/join-D.js' },
  }),
);

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ CONSOLE_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** What differs between any two answers whatever their body: its length and when it was sent. */
const headersOf = (headers: Record<string, unknown>) => {
  const { 'content-length': _length, date: _date, ...rest } = headers;
  return rest;
};

describe('the console’s login page', () => {
  it('arrives with its form drawn, the page’s code waiting with the shell’s', async () => {
    const response = await t.app.inject({ url: '/login?next=%2Forders' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<h1>Log in to Owner Console</h1>');
    expect(response.body).toMatch(/<input type="email" name="email"/);
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow" />');
    // The login page's own chunk is asked for by the template's code, after the form is drawn.
    const code = response.body.slice(response.body.indexOf('<template'));
    expect(code).toContain('<link rel="modulepreload" crossorigin href="/assets/login-C.js">');
    expect(code).toContain('src="/assets/index-A.js"');
  });

  it('has the same headers as every other console page: security, caching, noindex', async () => {
    const login = await t.app.inject({ url: '/login' });
    // Another page sent with its own code named (console-route-preloads.ts), as /login was before.
    const other = await t.app.inject({ url: '/join/abc' });
    expect(other.body).toContain('href="/assets/join-D.js"');
    expect(headersOf(login.headers)).toEqual(headersOf(other.headers));
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
    expect(login.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(login.headers['cache-control']).toBe('no-cache');
  });

  it('is compressed as asked, once', async () => {
    const plain = await t.app.inject({ url: '/login' });
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await t.app.inject({
        url: '/login',
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding'], encoding).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decode(response.rawPayload).toString(), encoding).toBe(plain.body);
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('is not sent for any other page', async () => {
    for (const url of ['/', '/orders', '/join/abc', '/reset/abc']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain('data-prerendered');
    }
  });
});
