import { randomInt } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../test/helpers';
import { DOWNLOAD_CONTENT_TYPES } from '../modules/builds/download-links';
import { registerCompression } from './compression';

// The whole app, so that what is checked is the order plugins and routes are registered in: a
// route added before the compression plugin would go uncompressed.

const dist = mkdtempSync(join(tmpdir(), 'oc-console-dist-'));
/** Text of a few KB that compresses well, as built HTML and scripts do. */
const text = (line: string) => Array.from({ length: 100 }, (_, i) => `${line} ${i}`).join('\n');
const SCRIPT = text('console.log("a line of the console");');
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><title>Console</title>\n<!--\n${text('<p>a paragraph of the page</p>')}\n-->`,
);
writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT);

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ CONSOLE_DIST: dist });
  token = await t.login('demo');
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const DECODE = { br: brotliDecompressSync, gzip: gunzipSync };

/**
 * Asks for the URL without Accept-Encoding, then with br and with gzip: the first comes as it is,
 * the others encoded, and they decode to the same bytes.
 */
async function expectCompressed(url: string, headers: Record<string, string> = {}) {
  const plain = await t.app.inject({ url, headers });
  expect(plain.statusCode, url).toBe(200);
  expect(plain.headers['content-encoding'], url).toBeUndefined();
  // Worth compressing: above the 1 KB threshold.
  expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
  for (const encoding of ['br', 'gzip'] as const) {
    const encoded = await t.app.inject({
      url,
      headers: { ...headers, 'accept-encoding': encoding },
    });
    expect(encoded.statusCode, `${url} ${encoding}`).toBe(200);
    expect(encoded.headers['content-encoding'], `${url} ${encoding}`).toBe(encoding);
    expect(encoded.headers.vary, url).toMatch(/accept-encoding/i);
    expect(encoded.rawPayload.length, `${url} ${encoding}`).toBeLessThan(plain.rawPayload.length);
    expect(DECODE[encoding](encoded.rawPayload).equals(plain.rawPayload), url).toBe(true);
  }
  return plain;
}

describe('compressed answers', () => {
  it('compresses the API’s JSON', async () => {
    const plain = await expectCompressed('/api/businesses', bearer(token));
    expect(plain.json().error).toBe(false);
  });

  it('compresses the console’s files', async () => {
    const script = await expectCompressed('/assets/index-AbC123.js');
    expect(script.body).toBe(SCRIPT);
    expect((await expectCompressed('/index.html')).body).toContain('<title>Console</title>');
  });

  it('compresses a website’s page', async () => {
    const page = await expectCompressed('/', { host: 'demo.localhost' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('picks brotli when both are accepted, and sends small answers as they are', async () => {
    const both = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('answers a range of a file with those bytes, not encoded', async () => {
    const part = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip', range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body).toBe(SCRIPT.slice(0, 10));
  });

  it('sends a binary file (a sound) as it is, however well it would compress', async () => {
    // MPEG frames, all alike: compressible bytes in a type that is not.
    const frame = Buffer.alloc(417, randomInt(256));
    frame.set([0xff, 0xfb, 0x90, 0x64]);
    const sound = Buffer.concat(Array.from({ length: 20 }, () => frame));
    const url = `/files/${await t.app.storage.put(sound, 'mp3')}`;
    const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('audio/mpeg');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.equals(sound)).toBe(true);
  });

  it('sends built apps (APK, AAB, IPA, zip) as they are, in the types their downloads use', async () => {
    const app = Fastify();
    await registerCompression(app);
    const bytes = Buffer.alloc(64 * 1024);
    app.get('/:type', async (request, reply) =>
      reply.type(decodeURIComponent((request.params as { type: string }).type)).send(bytes),
    );
    for (const type of Object.values(DOWNLOAD_CONTENT_TYPES)) {
      const response = await app.inject({
        url: `/${encodeURIComponent(type)}`,
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(response.headers['content-type'], type).toBe(type);
      expect(response.headers['content-encoding'], type).toBeUndefined();
      expect(response.rawPayload.equals(bytes), type).toBe(true);
    }
    await app.close();
  });
});
