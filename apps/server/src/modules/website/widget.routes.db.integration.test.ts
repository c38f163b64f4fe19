import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  defaultWidgetOptions,
  type TWidgetOptions,
  widgetPreviewParams,
  widgetSnippet,
} from '@oc/domain/widgets/widget-snippet';
import { WIDGET_DIST_FILE } from '@oc/widget/dist-path';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, setupTestApp } from '../../../test/helpers';
import { parseEnv } from '../../env';
import { registerEnvelope } from '../../plugins/envelope';
import { refreshCustomDomains } from './custom-domains';
import { loadSiteAssets } from './site-assets';
import { siteHostStrategy } from './site-host.http';
import { websiteRoutes } from './website.routes';
import { cspOf, setCustomDomain, siteRequest } from './website.test-support';
import { acceptsGzip, loadWidgetScript } from './widget-script';

// The ordering widget on a website's address (docs/product/widgets.md): the loader at
// /widget/v1.js and the console's live preview at /_widget/preview.

const ctx = setupTestApp();
let proxied: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  // The loader as the build stage makes it (a few hundred ms), so these tests need no earlier
  // build: node packages/widget/build.mjs, without a shell.
  await promisify(execFile)(process.execPath, [join(dirname(WIDGET_DIST_FILE), '..', 'build.mjs')]);
  proxied = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
  await setCustomDomain(proxied, 'demo', 'ordering', 'order.example.test', 'issued', 'ended');
  await refreshCustomDomains();
});
afterAll(async () => {
  await proxied?.close();
});

const CACHE = 'public, max-age=604800, stale-while-revalidate=86400';
const loader = (headers: Record<string, string> = {}, label = 'demo') =>
  siteRequest(ctx, label, '/widget/v1.js', { headers });

describe('GET /widget/v1.js', () => {
  it('serves the built loader to any site, cached for a week with an ETag', async () => {
    const response = await loader();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(CACHE);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(response.rawPayload.equals(readFileSync(WIDGET_DIST_FILE))).toBe(true);
  });

  it('answers 304 to the same ETag, and the loader again to another', async () => {
    const etag = String((await loader()).headers.etag);
    const same = await loader({ 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');
    expect(same.headers.etag).toBe(etag);
    expect(same.headers['cache-control']).toBe(CACHE);
    // A cache may send the tag without W/, or among others.
    const listed = await loader({ 'if-none-match': `"x", ${etag.slice(2)}` });
    expect(listed.statusCode).toBe(304);
    const other = await loader({ 'if-none-match': 'W/"an-older-loader"' });
    expect(other.statusCode).toBe(200);
  });

  it('sends it gzipped when the browser takes gzip, brotli when it takes only that', async () => {
    const gzipped = await loader({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const bytes = readFileSync(WIDGET_DIST_FILE);
    expect(gunzipSync(gzipped.rawPayload).equals(bytes)).toBe(true);
    // Its own gzip refused, the server's compression (plugins/compression.ts) takes over.
    const brotli = await loader({ 'accept-encoding': 'gzip;q=0, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).equals(bytes)).toBe(true);
    const plain = await loader({ 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(bytes)).toBe(true);
  });

  it('is on every website address, a custom domain too, and not on the console’s', async () => {
    expect((await loader({}, 'demo-franchise')).statusCode).toBe(200);
    const custom = await proxied.app.inject({
      url: '/widget/v1.js',
      headers: { host: 'order.example.test', 'x-forwarded-proto': 'https' },
    });
    expect(custom.statusCode).toBe(200);
    expect(custom.headers['content-type']).toBe('text/javascript; charset=utf-8');
    const console = await ctx.t.app.inject({
      url: '/widget/v1.js',
      headers: { host: 'localhost:8080' },
    });
    expect(console.headers['content-type']).not.toMatch(/javascript/);
  });

  it('answers 503 with the reason while the loader is not built, and logs it once', async () => {
    const logged: string[] = [];
    const app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
      routerOptions: {
        constraints: {
          siteHost: siteHostStrategy(parseEnv({ DATA_DIR: '/nonexistent' }), {
            isClaimed: () => false,
          }),
        },
      },
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerEnvelope(app);
    const missing = loadWidgetScript('/nonexistent/widget/v1.js');
    await app.register(
      websiteRoutes(parseEnv({ DATA_DIR: '/nonexistent' }), loadSiteAssets(), missing),
    );
    try {
      for (let i = 0; i < 2; i++) {
        const response = await app.inject({
          url: '/widget/v1.js',
          headers: { host: 'demo.localhost' },
        });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({
          error: true,
          result: ['The ordering widget’s script is not built on this server yet.'],
        });
      }
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContain('npm run build -w @oc/widget');
      expect(logged[0]).toContain('/nonexistent/widget/v1.js');
    } finally {
      await app.close();
    }
  });
});

describe('whether a browser takes gzip', () => {
  it('reads Accept-Encoding as RFC 9110 does', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

const OPTIONS: TWidgetOptions = { ...defaultWidgetOptions('#2c7be5'), type: 'popup' };
const previewOf = (params: [string, string][], label = 'demo') =>
  siteRequest(ctx, label, `/_widget/preview?${new URLSearchParams(params)}`);

describe('GET /_widget/preview', () => {
  it('is a plain host page holding exactly the snippet of the options, for the console to frame', async () => {
    for (const options of [
      OPTIONS,
      { ...OPTIONS, type: 'chat', openOnDesktop: true, buttonText: 'Fish & "chips"' } as const,
      { ...OPTIONS, type: 'inline', businessSlug: 'green-bowl', basePath: '/order' } as const,
    ]) {
      const page = await previewOf(widgetPreviewParams(options));
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(widgetSnippet('http://demo.localhost:8080', options));
      expect(page.body).toContain('<html lang="en">');
      expect(page.body).toContain('<h1>Your website</h1>');
      expect(page.body).toMatch(/Preview: this page stands in/);
      expect(page.headers['x-frame-options']).toBeUndefined();
      expect(cspOf(page)).toEqual(
        new Map([
          ['default-src', "'none'"],
          ['script-src', "'self'"],
          ['style-src', "'self'"],
          ['img-src', "'self' data:"],
          ['frame-src', "'self'"],
          ['base-uri', "'none'"],
          ['form-action', "'none'"],
          ['object-src', "'none'"],
          ['frame-ancestors', 'http://localhost:8080'],
        ]),
      );
      // No inline style or script for the policy to refuse: only the snippet's script, by address.
      expect(page.body).not.toMatch(/<style|style="/);
      expect(page.body.match(/<script/g)).toHaveLength(1);
    }
  });

  it('points the snippet at the address it is served on: a custom domain over HTTPS', async () => {
    const page = await proxied.app.inject({
      url: `/_widget/preview?${new URLSearchParams(widgetPreviewParams(OPTIONS))}`,
      headers: { host: 'order.example.test', 'x-forwarded-proto': 'https' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(widgetSnippet('https://order.example.test', OPTIONS));
  });

  it('holds the widget in the language chosen, and refuses one the website does not have', async () => {
    const spanish = { ...OPTIONS, language: 'es' } as const;
    const page = await previewOf(widgetPreviewParams(spanish));
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(widgetSnippet('http://demo.localhost:8080', spanish));
    expect(page.body).toContain('data-language="es"');
    // Without one, the snippet names none: the widget speaks the host page's language.
    expect((await previewOf(widgetPreviewParams(OPTIONS))).body).not.toContain('data-language');

    for (const language of ['xx', 'ES', '']) {
      const refused = await previewOf([...widgetPreviewParams(OPTIONS), ['language', language]]);
      expect(refused.statusCode, language).toBe(400);
      expect(refused.body).toContain('These options are missing or not valid: language.');
      expect(refused.body).not.toContain('<script');
    }
  });

  it('serves its stylesheet', async () => {
    const css = await siteRequest(ctx, 'demo', '/_widget/preview.css');
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.body).toContain('.preview-note');
  });

  it('answers 400 naming the options that are missing or not valid', async () => {
    const valid = widgetPreviewParams(OPTIONS);
    const cases: [[string, string][], string][] = [
      [[], 'type, openOnMobile, openOnDesktop, buttonText, buttonColor'],
      [valid.map(([n, v]) => [n, n === 'buttonColor' ? 'red' : v]), 'buttonColor'],
      [
        [
          ...valid.filter(([n]) => n !== 'type'),
          ['type', 'banner'],
          ['businessSlug', 'Not A Slug'],
        ],
        'type, businessSlug',
      ],
      [valid.map(([n, v]) => [n, n === 'openOnMobile' ? 'yes' : v]), 'openOnMobile'],
      [[...valid, ['basePath', 'order/']], 'basePath'],
    ];
    for (const [params, names] of cases) {
      const page = await previewOf(params);
      expect(page.statusCode, names).toBe(400);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain(`These options are missing or not valid: ${names}.`);
      expect(page.body).not.toContain('<script');
      expect(cspOf(page).get('frame-ancestors')).toBe('http://localhost:8080');
    }
  });

  it('answers the no-website page on a host without a website', async () => {
    const page = await previewOf(widgetPreviewParams(OPTIONS), 'nobody');
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('There is no website at nobody.localhost:8080');
  });
});
