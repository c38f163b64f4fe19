import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, TEST_USERS } from '../../test/helpers';

// A console build in miniature: the page and one asset, as Vite lays them out.
let dist: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'oc-console-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app.js'), 'console.log("console");');
  t = await createTestApp({ CONSOLE_DIST: dist, TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const directivesOf = (response: LightMyRequestResponse) =>
  new Map(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );

function expectCommonHeaders(response: LightMyRequestResponse, what: string) {
  expect(response.headers['x-content-type-options'], what).toBe('nosniff');
  expect(response.headers['x-frame-options'], what).toBe('DENY');
  const csp = directivesOf(response);
  expect(csp.get('frame-ancestors'), what).toEqual(["'none'"]);
  expect(response.headers['strict-transport-security'], what).toBeUndefined();
}

/** What a document needs beyond the headers every answer has. */
const DOCUMENT_ONLY = [
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectDocumentHeaders(response: LightMyRequestResponse, what: string) {
  expectCommonHeaders(response, what);
  expect(response.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy'], what).toBe('same-origin');
  for (const name of DOCUMENT_ONLY)
    expect(response.headers[name], `${what}: ${name}`).toBeDefined();
  expect(directivesOf(response).get('object-src'), what).toEqual(["'none'"]);
}

/** An API answer is data: nothing in it may load, run or be framed, and no other origin reads it. */
function expectApiHeaders(response: LightMyRequestResponse, what: string) {
  expectCommonHeaders(response, what);
  expect(response.headers['content-security-policy'], what).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  );
  expect(response.headers['cross-origin-resource-policy'], what).toBe('same-origin');
  for (const name of DOCUMENT_ONLY)
    expect(response.headers[name], `${what}: ${name}`).toBeUndefined();
}

function expectConsoleCsp(response: LightMyRequestResponse, what: string) {
  const csp = directivesOf(response);
  expect(csp.get('default-src'), what).toEqual(["'self'"]);
  // Scripts only from our origin: no inline script, no eval, no other host.
  expect(csp.get('script-src'), what).toEqual(["'self'"]);
  expect(csp.get('script-src-attr'), what).toEqual(["'none'"]);
  expect(csp.get('connect-src'), what).toEqual(["'self'"]);
  expect(csp.get('img-src'), what).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(csp.has('upgrade-insecure-requests'), what).toBe(false);
}

describe('security headers', () => {
  it('are on the console page, its client routes, its assets, files, and its 404s', async () => {
    const responses: [string, LightMyRequestResponse, number][] = [
      ['console page', await t.app.inject({ url: '/' }), 200],
      ['client route', await t.app.inject({ url: '/my-products/ordering-website' }), 200],
      ['asset', await t.app.inject({ url: '/assets/app.js' }), 200],
      ['file 404', await t.app.inject({ url: `/files/ab/${'0'.repeat(64)}.png` }), 404],
      ['a path only starting like the API', await t.app.inject({ url: '/apis' }), 404],
    ];
    for (const [what, response, status] of responses) {
      expect(response.statusCode, what).toBe(status);
      expectDocumentHeaders(response, what);
      expectConsoleCsp(response, what);
    }
    expect(responses[0]?.[1].body).toContain('<div id="root">');
  });

  it("API answers, errors and 404s get an API's set: nothing loads, runs or frames", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: TEST_USERS.demo,
    });
    const token = login.json().result.token as string;
    const responses: [string, LightMyRequestResponse, number][] = [
      ['API JSON', await t.app.inject({ url: '/api/health' }), 200],
      ['login', login, 200],
      ['signed in', await t.app.inject({ url: '/api/auth/me', headers: bearer(token) }), 200],
      ['API error', await t.app.inject({ url: '/api/auth/me' }), 401],
      [
        'bad request',
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"email":',
        }),
        400,
      ],
      ['API 404', await t.app.inject({ url: '/api/no-such-route' }), 404],
      ['API 404 with a query', await t.app.inject({ url: '/api/no-such-route?x=1' }), 404],
    ];
    for (const [what, response, status] of responses) {
      expect(response.statusCode, what).toBe(status);
      expectApiHeaders(response, what);
    }
  });

  it('Swagger UI has its own policy that allows its inline scripts by hash only', async () => {
    for (const url of ['/api/docs', '/api/docs/static/index.html', '/api/docs/json']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBeLessThan(400);
      expectDocumentHeaders(response, url);
      const scripts = directivesOf(response).get('script-src') ?? [];
      expect(scripts, url).toContain("'self'");
      expect(scripts, url).not.toContain("'unsafe-inline'");
      expect(directivesOf(response).has('upgrade-insecure-requests'), url).toBe(false);
    }
  });

  it('HSTS only on HTTPS as told by a trusted proxy, never on plain HTTP or from anyone else', async () => {
    const viaProxy = await t.app.inject({
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}/);
    const plain = await t.app.inject({ url: '/api/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({
      url: '/api/health',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(untrusted.statusCode).toBe(200);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
    const page = await t.app.inject({ url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(page.headers['strict-transport-security']).toMatch(/^max-age=/);
  });

  it('API_DOCS=false turns the docs and their JSON off', async () => {
    const off = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
        const response = await off.app.inject({ url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ error: true, result: ['Not found.'] });
        expectDocumentHeaders(response, url);
      }
      expect((await off.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
