import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCompression } from './compression';
import { registerConsole } from './console-static';

// A console build of our own: Vite's layout (index.html, hashed assets/, .vite/manifest.json), a
// file of public/ and a dotfile.
const dist = mkdtempSync(join(tmpdir(), 'oc-console-dist-'));
const INDEX =
  '<!doctype html><title>Console</title><script src="/assets/index-AbC123.js"></script>';
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, 'index.html'), INDEX);
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), 'console.log(1);');
writeFileSync(join(dist, 'assets', 'index-DeF456.css'), 'body{margin:0}');
// A big file as the build leaves it: with its .br and .gz beside it (vite.config.ts). Distinct
// compressed bodies ('made by the build'), so the test sees which one was sent.
const BIG = `/* ${'x'.repeat(4096)} */ console.log('big');`;
const BIG_BR = `${BIG} /* made by the build, br */`;
const BIG_GZ = `${BIG} /* made by the build, gz */`;
writeFileSync(join(dist, 'assets', 'big-GhI789.js'), BIG);
writeFileSync(join(dist, 'assets', 'big-GhI789.js.br'), brotliCompressSync(BIG_BR));
writeFileSync(join(dist, 'assets', 'big-GhI789.js.gz'), gzipSync(BIG_GZ));
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  '{"index.html":{"file":"assets/index-AbC123.js"}}',
);
writeFileSync(join(dist, '.env'), 'SECRET=1');

const app = Fastify();
// As the server has it: the compression plugin registered first (app.ts).
const compressing = Fastify();
beforeAll(async () => {
  await registerConsole(app, dist);
  await registerCompression(compressing);
  await registerConsole(compressing, dist);
});
afterAll(async () => {
  await app.close();
  await compressing.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ url });
const YEAR = 'public, max-age=31536000, immutable';

describe('the console’s files', () => {
  it('caches hashed assets for a year, as immutable', async () => {
    for (const [url, type] of [
      ['/assets/index-AbC123.js', /javascript/],
      ['/assets/index-DeF456.css', /^text\/css/],
    ] as const) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(type);
      expect(response.headers['cache-control'], url).toBe(YEAR);
    }
  });

  it('has index.html revalidated, whether asked for or as a client route', async () => {
    for (const url of ['/index.html', '/', '/settings/web', '/login?next=%2F']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('has files without a hashed name revalidated', async () => {
    const response = await get('/favicon.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404, not the console’s page, for the build’s manifest, dotfiles and missing assets', async () => {
    for (const url of [
      '/.vite/manifest.json',
      '/.env',
      '/assets/.env',
      '/assets/index-Old999.js',
      '/api/nothing',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('SECRET');
      expect(response.body, url).not.toContain('<title>Console</title>');
      expect(response.body, url).not.toContain('index.html');
    }
  });
});

describe('the console’s files, compressed by the build', () => {
  const big = (acceptEncoding?: string) =>
    compressing.inject({
      url: '/assets/big-GhI789.js',
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the build’s .br or .gz as the client accepts, not compressed again', async () => {
    const br = await big('br, gzip');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe(YEAR);
    expect(br.headers.vary).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG_BR);

    const gz = await big('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG_GZ);
  });

  it('sends the file itself to a client that accepts neither', async () => {
    const plain = await big();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.body).toBe(BIG);
  });
});

describe('the console and crawlers', () => {
  it('answers robots.txt with a plain-text disallow of everything, not the console’s page', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });

  it('says noindex on the console’s page, whether asked for or as a client route', async () => {
    for (const url of ['/index.html', '/', '/login', '/my-products/ordering-website/settings']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    }
  });
});

describe('a console page’s own code, named up front', () => {
  // A build with a manifest: the shell, and the login and settings pages' chunks.
  const built = mkdtempSync(join(tmpdir(), 'oc-console-pages-'));
  const PAGE =
    '<!doctype html><head><script src="/assets/index-A.js"></script></head><body></body>';
  mkdirSync(join(built, '.vite'));
  writeFileSync(join(built, 'index.html'), PAGE);
  writeFileSync(
    join(built, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-A.js', imports: ['_shared-B.js'] },
      '_shared-B.js': { file: 'assets/shared-B.js' },
      'src/app/routes/login.tsx': { file: 'assets/login-C.js', imports: ['_shared-B.js'] },
      'src/app/routes/product-settings.tsx': {
        file: 'assets/product-settings-D.js',
        imports: ['_form-E.js'],
      },
      '_form-E.js': { file: 'assets/form-E.js', imports: ['_shared-B.js'] },
      'src/app/routes/web-settings-tabs.tsx': { file: 'assets/web-settings-tabs-F.js' },
      'src/app/routes/app-settings-page.tsx': { file: 'assets/app-settings-page-G.js' },
    }),
  );
  const pages = Fastify();
  beforeAll(() => registerConsole(pages, built));
  afterAll(async () => {
    await pages.close();
    rmSync(built, { recursive: true, force: true });
  });
  const preloads = async (url: string) => {
    const response = await pages.inject({ url });
    expect(response.statusCode, url).toBe(200);
    expect(response.headers['content-type'], url).toMatch(/^text\/html/);
    expect(response.headers['cache-control'], url).toBe('no-cache');
    expect(response.headers['x-robots-tag'], url).toBe('noindex, nofollow');
    return [...response.body.matchAll(/rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
  };

  it('lists the page’s chunks the shell does not already load', async () => {
    expect(await preloads('/login')).toEqual(['/assets/login-C.js']);
    expect(await preloads('/my-products/ordering-website/settings?tab=advanced')).toEqual([
      '/assets/form-E.js',
      '/assets/product-settings-D.js',
      '/assets/web-settings-tabs-F.js',
    ]);
    expect(await preloads('/my-products/customer-app/settings')).toEqual([
      '/assets/app-settings-page-G.js',
      '/assets/form-E.js',
      '/assets/product-settings-D.js',
    ]);
  });

  it('sends the page as built where the address is no page of its own', async () => {
    for (const url of ['/', '/nothing/here']) {
      expect(await preloads(url)).toEqual([]);
      expect((await pages.inject({ url })).body).toBe(PAGE);
    }
  });
});
