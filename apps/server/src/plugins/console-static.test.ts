import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
writeFileSync(
  join(dist, '.vite', 'manifest.json'),
  '{"index.html":{"file":"assets/index-AbC123.js"}}',
);
writeFileSync(join(dist, '.env'), 'SECRET=1');

const app = Fastify();
beforeAll(async () => {
  await registerConsole(app, dist);
});
afterAll(async () => {
  await app.close();
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
