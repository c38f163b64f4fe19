import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { configs } from '../../db/schema';
import { appSiteUrl } from '../apps/app-site-url';
import { refreshCustomDomains } from './custom-domains';
import { httpsAddressOf } from './https-redirect.http';
import { setCustomDomain } from './website.test-support';

// docs/decisions/016-custom-domain-serving.md: a site's custom domain serves its website once the
// certificate is issued and the process has ended; plain HTTP on it goes to HTTPS. Only a proven
// domain (challenge passed, or issued) routes its host to a website; the console's own host never.

type TApp = Awaited<ReturnType<typeof createTestApp>>;
let https8443: TApp;
let behindProxy: TApp;
let httpOnly: TApp;
let publicUrl: TApp;
const apps = () => [https8443, behindProxy, httpOnly, publicUrl];
const CONSOLE_HOST = 'console.example.test';

const request = (
  t: TApp,
  host: string,
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
) => t.app.inject({ method: init.method ?? 'GET', url, headers: { host, ...init.headers } });

beforeAll(async () => {
  https8443 = await createTestApp({ HTTPS_PORT: '8443' });
  behindProxy = await createTestApp({ HTTPS_PORT: '443', TRUST_PROXY: '127.0.0.1' });
  httpOnly = await createTestApp();
  publicUrl = await createTestApp({ PUBLIC_URL: `http://${CONSOLE_HOST}:8080` });
  for (const t of apps()) {
    // An HTTP-01 challenge under way, as the certificates module stores it.
    await t.database.db.execute(sql`
      insert into acme_challenges (token, key_authorization, domain)
      values ('tok-1', 'tok-1.thumbprint', 'order.example.test')`);
    await setCustomDomain(t, 'demo', 'ordering', 'order.example.test', 'issued', 'ended');
    await setCustomDomain(
      t,
      'demo',
      'franchise',
      'franchise.example.test',
      'pending_validation',
      'pending',
    );
    await setCustomDomain(t, 'other', 'ordering', 'old.other.test', 'cancelled', 'ended');
    await setCustomDomain(t, 'other', 'franchise', 'proven.other.test', 'pre-issued', 'pending');
  }
  // Written before this server refused it: a website holding the console's own host, issued.
  await setCustomDomain(publicUrl, 'demo', 'ordering', CONSOLE_HOST, 'issued', 'ended');
  await refreshCustomDomains();
});
afterAll(async () => {
  await Promise.all(apps().map((t) => t?.close()));
});

describe('a custom domain', () => {
  it('serves its site’s website as the default host does, once issued and ended', async () => {
    for (const t of [httpOnly, behindProxy]) {
      const byDomain = await request(t, 'order.example.test', '/', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      const byDefault = await request(t, 'demo.localhost:8080', '/');
      expect(byDomain.statusCode).toBe(200);
      expect(byDomain.body).toContain('Welcome to Demo Eats');
      expect(byDomain.headers['content-security-policy']).toBe(
        byDefault.headers['content-security-policy'],
      );
      const listing = await request(t, 'Order.Example.Test.', '/businesses', {
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(listing.statusCode).toBe(200);
      expect(listing.body).toContain('Athens Grill');
    }
  });

  it('shows the no-website page on a proven domain until it is issued, and on unknown website hosts', async () => {
    for (const host of ['proven.other.test', 'nobody.localhost:8080']) {
      const response = await request(httpOnly, host, '/');
      expect(response.statusCode, host).toBe(404);
      expect(response.body, host).toContain(`There is no website at ${host}`);
    }
  });

  it('routes nothing for a request that proved nothing: pending, cancelled, failed, expired', async () => {
    const t = httpOnly;
    await setCustomDomain(t, 'other', 'franchise', 'failed.other.test', 'error', 'ended');
    await setCustomDomain(t, 'demo', 'franchise', 'expired.example.test', 'expired', 'ended');
    await refreshCustomDomains();
    try {
      for (const host of [
        'franchise.example.test',
        'old.other.test',
        'failed.other.test',
        'expired.example.test',
      ]) {
        // The console's answer (this test server has no console build, and says so).
        const home = await request(t, host, '/login');
        expect(home.body, host).toMatch(/console is not built/);
      }
      // Their own certificate challenge still answers.
      const challenge = await request(
        t,
        'franchise.example.test',
        '/.well-known/acme-challenge/tok-1',
      );
      expect(challenge.body).toBe('tok-1.thumbprint');
    } finally {
      await setCustomDomain(t, 'other', 'franchise', 'proven.other.test', 'pre-issued', 'pending');
      await setCustomDomain(
        t,
        'demo',
        'franchise',
        'franchise.example.test',
        'pending_validation',
        'pending',
      );
      await refreshCustomDomains();
    }
  });

  it('always answers as the console on PUBLIC_URL’s host, whatever the sites hold', async () => {
    for (const path of ['/', '/login']) {
      const page = await request(publicUrl, `${CONSOLE_HOST}:8080`, path);
      expect(page.body, path).toMatch(/console is not built/);
      expect(page.body, path).not.toContain('Welcome to Demo Eats');
    }
  });

  it('leaves the console’s own hosts, and names no site holds, to the console', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', 'localhost', 'unknown.example.test']) {
      const home = await request(https8443, host, '/');
      expect(home.body, host).toMatch(/console is not built/);
      const health = await request(https8443, host, '/api/health');
      expect(health.json().result.status, host).toBe('ok');
    }
  });

  it('stops being served as soon as the domain is cancelled and the list refreshed', async () => {
    await setCustomDomain(httpOnly, 'demo', 'ordering', 'order.example.test', 'cancelled', 'ended');
    // The database is asked on every page, so the page goes before the list is even refreshed.
    expect((await request(httpOnly, 'order.example.test', '/')).statusCode).toBe(404);
    await refreshCustomDomains();
    // Then the host routes nothing: the console answers there, not the website.
    const released = await request(httpOnly, 'order.example.test', '/');
    expect(released.body).toMatch(/console is not built/);
    await setCustomDomain(httpOnly, 'demo', 'ordering', 'order.example.test', 'issued', 'ended');
    await refreshCustomDomains();
    expect((await request(httpOnly, 'order.example.test', '/')).statusCode).toBe(200);
  });
});

describe('the address a built app opens', () => {
  it('is the custom domain only once it is issued, never a cancelled, failed or expired one', async () => {
    const t = httpOnly;
    const [project] = await t.database.db
      .select({ id: configs.projectId })
      .from(configs)
      .where(and(eq(configs.key, 'subdomain'), eq(configs.value, 'demo')));
    const scope = { db: t.database.db, projectId: project?.id ?? 0 };
    const opened = async (ssl: string, process: string) => {
      await setCustomDomain(t, 'demo', 'ordering', 'order.example.test', ssl, process);
      return appSiteUrl(scope, t.app.env, 'app_customer_x');
    };
    try {
      expect(await opened('issued', 'ended')).toBe('https://order.example.test');
      for (const [ssl, process] of [
        ['cancelled', 'ended'],
        ['error', 'ended'],
        ['expired', 'ended'],
        ['revoked', 'ended'],
        ['pre-issued', 'pending'],
      ] as const)
        expect(await opened(ssl, process), ssl).toBe('http://demo.localhost:8080');
    } finally {
      await setCustomDomain(t, 'demo', 'ordering', 'order.example.test', 'issued', 'ended');
    }
  });
});

describe('HTTP on a custom domain', () => {
  it('redirects to HTTPS with the same path and query and the HTTPS port', async () => {
    const get = await request(https8443, 'order.example.test', '/businesses?page=2');
    expect(get.statusCode).toBe(308);
    expect(get.headers.location).toBe('https://order.example.test:8443/businesses?page=2');
    const post = await request(https8443, 'ORDER.example.test:80', '/_site/orders', {
      method: 'POST',
    });
    expect(post.statusCode).toBe(308);
    expect(post.headers.location).toBe('https://order.example.test:8443/_site/orders');
    // Without a trusted proxy, anyone could claim the request came over HTTPS.
    const claimed = await request(https8443, 'order.example.test', '/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(claimed.statusCode).toBe(308);
  });

  it('omits port 443, and trusts X-Forwarded-Proto only from a listed proxy', async () => {
    const plain = await request(behindProxy, 'order.example.test', '/x?y=1');
    expect(plain.statusCode).toBe(308);
    expect(plain.headers.location).toBe('https://order.example.test/x?y=1');
    const forwarded = await request(behindProxy, 'order.example.test', '/', {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forwarded.statusCode).toBe(200);
    expect(forwarded.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });

  it('keeps ACME challenges on HTTP, on every host', async () => {
    // The certificates module's route answers: no website route shadows it, no redirect moves it.
    for (const host of ['order.example.test', 'franchise.example.test', 'new.example.test']) {
      const response = await request(https8443, host, '/.well-known/acme-challenge/tok-1');
      expect(response.statusCode, host).toBe(200);
      expect(response.body, host).toBe('tok-1.thumbprint');
    }
  });

  it('does not redirect where it should not', async () => {
    // No HTTPS listener: the custom domain is served over HTTP.
    expect((await request(httpOnly, 'order.example.test', '/')).statusCode).toBe(200);
    // Only served custom domains: not a pending one, nor the default hosts.
    for (const host of ['franchise.example.test', 'demo.localhost:8080', 'localhost:8080']) {
      const response = await request(https8443, host, '/');
      expect(response.statusCode, host).not.toBe(308);
    }
  });

  it('never lets the request target pick another host', () => {
    expect(httpsAddressOf(443, 'order.example.test', 'http://evil.test/x')).toBe(
      'https://order.example.test/',
    );
    expect(httpsAddressOf(8443, 'order.example.test', '//evil.test/x')).toBe(
      'https://order.example.test:8443//evil.test/x',
    );
  });
});
