import { type ChildProcess, spawn } from 'node:child_process';
import { ZDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { freePort } from '../../../test/postgres-cluster';
import { configs, jobs, sites } from '../../db/schema';
import { requireAuthWith } from '../../plugins/require-auth';
import { authenticate } from '../auth/authenticate';
import { DomainClaimedElsewhere } from '../sites/domain-claimed-elsewhere';
import { changeDomainState } from './change-domain-state';
import { domainRoutes } from './domains.routes';

// The custom domain API on a real database, its DNS check against a DNS server the test controls
// (pebble-challtestsrv, which answers nothing for a name it was not told about).

const PLATFORM = 'platform.test';
const CONSOLE_HOST = 'console.test';
let dnsProcess: ChildProcess;
let dnsManagement: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let ours: string;
let theirs: string;
const site = { ordering: 0, franchise: 0, dashboard: 0, theirs: 0 };
let ownProject = 0;

async function dnsSet(path: string, body: object) {
  const response = await fetch(`${dnsManagement}/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`challtestsrv ${path}: ${response.status}`);
}

async function startDns() {
  const [dnsPort, managementPort] = await Promise.all([freePort(), freePort()]);
  dnsManagement = `http://127.0.0.1:${managementPort}`;
  dnsProcess = spawn(
    'pebble-challtestsrv',
    [
      ...['-dns01', `127.0.0.1:${dnsPort}`, '-http01', '', '-https01', '', '-tlsalpn01', ''],
      ...['-defaultIPv4', '', '-defaultIPv6', '', '-management', `127.0.0.1:${managementPort}`],
    ],
    { stdio: 'ignore' },
  );
  const until = Date.now() + 20_000;
  for (;;) {
    try {
      await fetch(`${dnsManagement}/`);
      break;
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return `127.0.0.1:${dnsPort}`;
}

const siteIdsOf = async (token: string) => {
  const products = (await t.app.inject({ url: '/api/products', headers: bearer(token) })).json()
    .result as { code: string; site_id: number | null }[];
  return Object.fromEntries(products.map((p) => [p.code, p.site_id]));
};

beforeAll(async () => {
  const dnsServer = await startDns();
  t = await createTestApp({
    PLATFORM_DOMAIN: PLATFORM,
    DNS_RESOLVER: dnsServer,
    HTTPS_PORT: '8443',
    PUBLIC_URL: `http://${CONSOLE_HOST}:8080`,
  });
  // Until app.ts registers the routes, the test does it as app.ts will: under /api, logged in.
  if (!t.app.hasRoute({ method: 'GET', url: '/api/sites/:id/domain' }))
    await t.app.register(
      async (api) => {
        api.addHook('onRequest', requireAuthWith(authenticate));
        await api.register(domainRoutes);
      },
      { prefix: '/api' },
    );
  ours = await t.login('demo');
  theirs = await t.login('other');
  const mine = await siteIdsOf(ours);
  site.ordering = mine.web_ordering ?? 0;
  site.franchise = mine.web_franchise ?? 0;
  site.dashboard = mine.web_dashboard ?? 0;
  site.theirs = (await siteIdsOf(theirs)).web_ordering ?? 0;
  const [own] = await t.database.db.select().from(sites).where(eq(sites.id, site.ordering));
  ownProject = own?.projectId ?? 0;
});

afterAll(async () => {
  await t?.close();
  dnsProcess?.kill();
});

function call(
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  token = ours,
): Promise<{ statusCode: number; body: { error: boolean; result: unknown } }> {
  return t.app
    .inject({ method, url, payload, headers: bearer(token) })
    .then((r) => ({ statusCode: r.statusCode, body: r.json() }));
}

const request = (siteId: number, payload: object, token = ours) =>
  call('POST', `/api/sites/${siteId}/domain`, payload, token);
const status = (r: { body: { result: unknown } }) => ZDomainStatus.parse(r.body.result);

/** Puts a site back to no request, as a finished one leaves it, with no job waiting. */
async function reset(siteId: number) {
  await t.database.db
    .update(sites)
    .set({ domain: null, sslStatus: null, sslProcessStatus: null })
    .where(eq(sites.id, siteId));
  await t.database.db.delete(jobs).where(and(eq(jobs.kind, 'certificate'), eq(jobs.refId, siteId)));
}

describe('requesting a custom domain', () => {
  it('lists every field problem at once, in the catalogue’s words', async () => {
    const none = await request(site.ordering, { domain: '' });
    expect(none.statusCode).toBe(400);
    expect(none.body.result).toEqual([
      'The Google Maps API key field is required.',
      'The domain field is required.',
    ]);
    const bad = await request(site.ordering, {
      domain: 'https://order pizza.com/',
      google_maps_api_key: ' ',
    });
    expect(bad.body.result).toEqual([
      'The Google Maps API key field is required.',
      'The domain is not valid',
    ]);
  });

  it('stores the domain cleaned of a pasted address and in lower case, saves the maps key, queues the job', async () => {
    const r = await request(site.ordering, {
      domain: '  https://Order.Pizza-Shop.COM/menu?table=4 ',
      google_maps_api_key: ' AIza-key ',
    });
    expect(r.statusCode).toBe(200);
    const s = status(r);
    expect(s).toMatchObject({
      site_id: site.ordering,
      domain: 'order.pizza-shop.com',
      ssl_status: null,
      ssl_process_status: 'pending',
      dns: {
        type: 'CNAME',
        name: 'order.pizza-shop.com',
        value: `demo.${PLATFORM}`,
        seen: [],
        matches: false,
        problem: null,
        checked_at: null,
      },
      certificate: null,
    });
    expect(s.timeline.map((e) => e.kind)).toEqual(['requested']);
    const [ordering] = await t.database.db.select().from(sites).where(eq(sites.id, site.ordering));
    const [key] = await t.database.db
      .select({ value: configs.value })
      .from(configs)
      .where(
        and(
          eq(configs.projectId, ordering?.projectId ?? 0),
          eq(configs.key, 'google_maps_api_key'),
        ),
      );
    expect(key?.value).toBe('AIza-key');
    const queued = await t.database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'certificate'), eq(jobs.refId, site.ordering)));
    expect(queued.map((j) => j.state)).toEqual(['queued']);
    // The site object says the same.
    const siteObject = (await call('GET', `/api/sites/${site.ordering}`)).body.result;
    expect(siteObject).toMatchObject({
      domain: 'order.pizza-shop.com',
      ssl_process_status: 'pending',
    });

    // While it is in progress, another request is refused; the key is now the project's.
    const again = await request(site.ordering, { domain: 'other.pizza-shop.com' });
    expect(again.statusCode).toBe(409);
    expect(again.body.result).toEqual([
      'A custom domain is already being created for this website. Wait for it to finish, or cancel it, then try again.',
    ]);
  });

  it('cancels only a request in progress: cancelled, ended, an event, the job ended', async () => {
    const r = await call('POST', `/api/sites/${site.ordering}/domain/cancel`);
    expect(r.statusCode).toBe(200);
    const s = status(r);
    expect(s).toMatchObject({ ssl_status: 'cancelled', ssl_process_status: 'ended' });
    expect(s.timeline.map((e) => e.kind)).toEqual(['requested', 'cancelled']);
    const states = await t.database.db
      .select({ state: jobs.state })
      .from(jobs)
      .where(and(eq(jobs.kind, 'certificate'), eq(jobs.refId, site.ordering)));
    expect(states.map((j) => j.state)).toEqual(['cancelled']);
    const twice = await call('POST', `/api/sites/${site.ordering}/domain/cancel`);
    expect(twice.statusCode).toBe(409);
    expect(twice.body.result).toEqual(['There is no custom domain request in progress to cancel.']);
  });

  it('refuses the platform’s own domains and the dashboard', async () => {
    for (const domain of [PLATFORM, `demo.${PLATFORM}`, `x.demo-franchise.${PLATFORM}`]) {
      const r = await request(site.franchise, { domain });
      expect(r.statusCode, domain).toBe(400);
      expect(r.body.result).toEqual([
        `The domain ${domain} belongs to this platform. Enter a domain of your own, such as order.example.com.`,
      ]);
    }
    const dashboard = await request(site.dashboard, { domain: 'admin.pizza-shop.com' });
    expect(dashboard.statusCode).toBe(400);
    expect(dashboard.body.result).toEqual(['This website cannot have a custom domain.']);
  });

  it('refuses the console’s own hosts: PUBLIC_URL’s and the one it is being used at', async () => {
    await reset(site.ordering);
    const publicHost = await request(site.ordering, {
      domain: CONSOLE_HOST,
      google_maps_api_key: 'k',
    });
    expect(publicHost.statusCode).toBe(400);
    expect(publicHost.body.result).toEqual([
      `The domain ${CONSOLE_HOST} is where this console is reached, so it cannot be a website’s address. Enter another domain of your own, such as order.example.com.`,
    ]);
    // Reached at another name (no PUBLIC_URL, or a second name of the same server).
    const here = await t.app.inject({
      method: 'POST',
      url: `/api/sites/${site.ordering}/domain`,
      payload: { domain: 'Admin.Pizza-Shop.com', google_maps_api_key: 'k' },
      headers: { ...bearer(ours), host: 'admin.pizza-shop.com:8080' },
    });
    expect(here.statusCode).toBe(400);
    expect(here.json().result[0]).toMatch(
      /^The domain admin\.pizza-shop\.com is where this console/,
    );
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, site.ordering));
    expect(row?.domain).toBeNull();
  });

  it('lets a request that proved nothing block nobody; cancelling releases the domain at once', async () => {
    await reset(site.ordering);
    await reset(site.theirs);
    // Another account asks for the victim's domain, which it cannot prove.
    const squat = await request(
      site.theirs,
      { domain: 'Victim.Example.com', google_maps_api_key: 'k' },
      theirs,
    );
    expect(squat.statusCode).toBe(200);
    const mine = await request(site.ordering, { domain: 'victim.example.com' });
    expect(mine.statusCode).toBe(200);
    expect(status(mine)).toMatchObject({
      domain: 'victim.example.com',
      ssl_process_status: 'pending',
    });
    // Cancelled: the domain is anyone's again, though the cancelled request still shows it.
    await reset(site.ordering);
    const cancelled = await call(
      'POST',
      `/api/sites/${site.theirs}/domain/cancel`,
      undefined,
      theirs,
    );
    expect(status(cancelled)).toMatchObject({
      ssl_status: 'cancelled',
      domain: 'victim.example.com',
    });
    expect((await request(site.ordering, { domain: 'victim.example.com' })).statusCode).toBe(200);
  });

  it('refuses a domain another website has proven (409) in words of its own, and one of two racing claims wins', async () => {
    await reset(site.ordering);
    await reset(site.theirs);
    const first = await request(
      site.theirs,
      { domain: 'Shared.Example.com', google_maps_api_key: 'k' },
      theirs,
    );
    expect(first.statusCode).toBe(200);
    // Its challenge passed: now it is theirs.
    await t.database.db
      .update(sites)
      .set({ sslStatus: 'pre-issued' })
      .where(eq(sites.id, site.theirs));
    const taken = await request(site.ordering, { domain: 'shared.example.com' });
    expect(taken.statusCode).toBe(409);
    // Not told to remove it "from that website": it belongs to an account they cannot see.
    expect(taken.body.result).toEqual([
      'The domain shared.example.com is already connected to another account. Choose another domain. If the domain is yours, remove it from the other account first.',
    ]);
    // One of the owner's own websites: they are told to free it there.
    await reset(site.ordering);
    await t.database.db
      .update(sites)
      .set({ domain: 'own.example.com', sslStatus: 'issued', sslProcessStatus: 'ended' })
      .where(eq(sites.id, site.ordering));
    const own = await request(site.franchise, { domain: 'own.example.com' });
    expect(own.statusCode).toBe(409);
    expect(own.body.result).toEqual([
      'The domain own.example.com is already used by another website. Choose another domain, or remove it from that website first.',
    ]);
    await reset(site.ordering);

    // Two websites ask for one domain: both wait; the unique index lets only one claim it.
    const both = await Promise.all([
      request(site.ordering, { domain: 'race.example.com' }),
      request(site.franchise, { domain: 'race.example.com' }),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const claims = await Promise.allSettled(
      [site.ordering, site.franchise].map((id) =>
        changeDomainState(
          { db: t.database.db, projectId: ownProject },
          id,
          'race.example.com',
          { sslProcessStatus: 'pending' },
          { sslStatus: 'pre-issued' },
        ),
      ),
    );
    expect(claims.map((c) => c.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = claims.find((c) => c.status === 'rejected');
    expect((lost as PromiseRejectedResult).reason).toBeInstanceOf(DomainClaimedElsewhere);
    const holders = await t.database.db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.domain, 'race.example.com'), eq(sites.sslStatus, 'pre-issued')));
    expect(holders).toHaveLength(1);
    // The franchise site's target is its own host.
    const franchise = status(await call('GET', `/api/sites/${site.franchise}/domain`));
    expect(franchise.dns?.value).toBe(`demo-franchise.${PLATFORM}`);
    await reset(site.ordering);
    await reset(site.franchise);
    // Put back as the next test expects it: their request for shared.example.com, proven.
    await t.database.db
      .update(sites)
      .set({ domain: 'shared.example.com', sslStatus: 'pre-issued', sslProcessStatus: 'pending' })
      .where(eq(sites.id, site.theirs));
  });

  it('answers 404 for another project’s site on every route', async () => {
    const theirsSite = site.theirs;
    for (const [method, url, payload] of [
      ['GET', `/api/sites/${theirsSite}/domain`, undefined],
      [
        'POST',
        `/api/sites/${theirsSite}/domain`,
        { domain: 'mine.example.com', google_maps_api_key: 'k' },
      ],
      ['POST', `/api/sites/${theirsSite}/domain/check`, undefined],
      ['POST', `/api/sites/${theirsSite}/domain/cancel`, undefined],
    ] as const) {
      const r = await call(method, url, payload);
      expect(r.statusCode, url).toBe(404);
    }
    // Nothing of theirs changed.
    const [row] = await t.database.db.select().from(sites).where(eq(sites.id, theirsSite));
    expect(row?.domain).toBe('shared.example.com');
  });
});

describe('the DNS check', () => {
  const domain = 'dns.pizza-shop.com';
  const target = `demo.${PLATFORM}`;
  const check = async () => {
    const r = await call('POST', `/api/sites/${site.ordering}/domain/check`);
    expect(r.statusCode).toBe(200);
    return status(r);
  };

  beforeAll(async () => {
    await reset(site.ordering);
    const r = await request(site.ordering, { domain, google_maps_api_key: 'k' });
    expect(r.statusCode).toBe(200);
  });

  it('says when nothing answers for the name', async () => {
    const s = await check();
    expect(s.dns).toMatchObject({ seen: [], matches: false });
    expect(s.dns?.problem).toBe(
      `No DNS record answers for ${domain} yet. Create the CNAME record shown here at your DNS provider; changes can take a few minutes to an hour to be seen.`,
    );
    expect(s.dns?.checked_at).not.toBeNull();
  });

  it('says when the name has an address record instead', async () => {
    await dnsSet('add-a', { host: domain, addresses: ['10.1.2.3'] });
    const s = await check();
    expect(s.dns).toMatchObject({ seen: ['10.1.2.3'], matches: false });
    expect(s.dns?.problem).toBe(
      `${domain} has an address record (10.1.2.3) instead of a CNAME to ${target}. Remove the A/AAAA record and create the CNAME record shown here.`,
    );
    await dnsSet('clear-a', { host: domain });
  });

  it('says where a CNAME elsewhere points', async () => {
    await dnsSet('set-cname', { host: domain, target: 'shops.example.net' });
    const s = await check();
    expect(s.dns).toMatchObject({ seen: ['shops.example.net'], matches: false });
    expect(s.dns?.problem).toBe(
      `${domain} points to shops.example.net, not to ${target}. Change the CNAME record at your DNS provider to ${target}.`,
    );
    // GET says the same from what was stored.
    const got = status(await call('GET', `/api/sites/${site.ordering}/domain`));
    expect(got.dns?.problem).toBe(s.dns?.problem);
  });

  it('matches the right CNAME (any case), adding one dns_seen event however often it is checked', async () => {
    await dnsSet('set-cname', { host: domain, target: target.toUpperCase() });
    const s = await check();
    expect(s.dns).toMatchObject({ seen: [target], matches: true, problem: null });
    const again = await check();
    expect(again.timeline.map((e) => e.kind)).toEqual(['requested', 'dns_seen']);
  });

  it('says when the DNS server cannot be asked, without an error, keeping the last answer', async () => {
    const down = await createTestApp({
      PLATFORM_DOMAIN: PLATFORM,
      HTTPS_PORT: '8443',
      DNS_RESOLVER: `127.0.0.1:${await freePort()}`,
    });
    try {
      if (!down.app.hasRoute({ method: 'GET', url: '/api/sites/:id/domain' }))
        await down.app.register(
          async (api) => {
            api.addHook('onRequest', requireAuthWith(authenticate));
            await api.register(domainRoutes);
          },
          { prefix: '/api' },
        );
      const token = await down.login('demo');
      const ordering = (await down.app.inject({ url: '/api/products', headers: bearer(token) }))
        .json()
        .result.find((p: { code: string }) => p.code === 'web_ordering').site_id as number;
      await down.app.inject({
        method: 'POST',
        url: `/api/sites/${ordering}/domain`,
        payload: { domain, google_maps_api_key: 'k' },
        headers: bearer(token),
      });
      const r = await down.app.inject({
        method: 'POST',
        url: `/api/sites/${ordering}/domain/check`,
        headers: bearer(token),
      });
      expect(r.statusCode).toBe(200);
      const s = ZDomainStatus.parse(r.json().result);
      expect(s.dns?.problem).toBe(
        'The DNS check could not be made right now (the DNS server refused the connection). It will be tried again.',
      );
      expect(s.dns).toMatchObject({ matches: false, checked_at: null });
    } finally {
      await down.close();
    }
  });
});

describe('a server that cannot serve certificates', () => {
  it('says so in the status and refuses a request, changing nothing', async () => {
    const off = await createTestApp({ PLATFORM_DOMAIN: PLATFORM });
    try {
      if (!off.app.hasRoute({ method: 'GET', url: '/api/sites/:id/domain' }))
        await off.app.register(
          async (api) => {
            api.addHook('onRequest', requireAuthWith(authenticate));
            await api.register(domainRoutes);
          },
          { prefix: '/api' },
        );
      const token = await off.login('demo');
      const ordering = (await off.app.inject({ url: '/api/products', headers: bearer(token) }))
        .json()
        .result.find((p: { code: string }) => p.code === 'web_ordering').site_id as number;
      const got = await off.app.inject({
        url: `/api/sites/${ordering}/domain`,
        headers: bearer(token),
      });
      expect(ZDomainStatus.parse(got.json().result).certificates_available).toBe(false);
      const r = await off.app.inject({
        method: 'POST',
        url: `/api/sites/${ordering}/domain`,
        payload: { domain: 'order.pizza.com', google_maps_api_key: 'k' },
        headers: bearer(token),
      });
      expect(r.statusCode).toBe(409);
      expect(r.json().result).toEqual([
        'This server cannot issue certificates for custom domains yet, so a custom domain cannot be requested. Ask the person who runs the server to turn on HTTPS for custom domains (HTTPS_PORT); your website stays at its default address meanwhile.',
      ]);
      const [row] = await off.database.db.select().from(sites).where(eq(sites.id, ordering));
      expect(row).toMatchObject({ domain: null, sslProcessStatus: null });
      const queued = await off.database.db.select().from(jobs).where(eq(jobs.refId, ordering));
      expect(queued).toHaveLength(0);
    } finally {
      await off.close();
    }
  });
});
