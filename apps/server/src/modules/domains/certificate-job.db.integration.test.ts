import type { AddressInfo } from 'node:net';
import { ZDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';
import { startPebble, type TPebble } from '../../../test/pebble';
import { certificates, jobs } from '../../db/schema';
import type { TEnv } from '../../env';
import { requireAuthWith } from '../../plugins/require-auth';
import { authenticate } from '../auth/authenticate';
import { startCrlAuthority, type TCrlAuthority } from '../certificates/revocation.test-support';
import { createTlsContexts } from '../certificates/tls-contexts';
import type { TJobWorkers } from '../jobs/jobs.types';
import { startJobWorkers } from '../jobs/start-job-workers';
import { certificateJobHandler } from './certificate-job';
import { domainRoutes } from './domains.routes';

// The certificate job end to end: the app listens on loopback for pebble's HTTP-01 check,
// challtestsrv (through the pebble harness) is the DNS both pebble and our check ask, and a real
// job worker runs the job. Expiry and renewal dates are moved by SQL, never waited for. For
// revocation, a certificate of a CA made with openssl, whose revocation list a loopback server
// serves, is stored in place of pebble's (pebble's name no list).

const DAY_MS = 86_400_000;

const PLATFORM = 'platform.test';
let t: Awaited<ReturnType<typeof createTestApp>>;
let pebble: TPebble | undefined;
let crlCa: TCrlAuthority | undefined;
let workers: TJobWorkers | undefined;
/** The job's warnings: message and what it said about. */
const warnings: { about: object; message?: string }[] = [];
let token: string;
const site = { ordering: 0, franchise: 0 };

beforeAll(async () => {
  t = await createTestApp({ PLATFORM_DOMAIN: PLATFORM, HTTPS_PORT: '8443' });
  if (!t.app.hasRoute({ method: 'GET', url: '/api/sites/:id/domain' }))
    await t.app.register(
      async (api) => {
        api.addHook('onRequest', requireAuthWith(authenticate));
        await api.register(domainRoutes);
      },
      { prefix: '/api' },
    );
  // app.ts serves pebble's HTTP-01 challenges (/.well-known/acme-challenge/:token) on every host.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  pebble = await startPebble({ httpPort: port });
  crlCa = await startCrlAuthority();
  const env: TEnv = {
    ...t.app.env,
    ACME_DIRECTORY_URL: pebble.directoryUrl,
    ACME_CA_FILE: pebble.caFile,
    DNS_RESOLVER: pebble.dnsServer,
  };
  const log = { info: () => {}, warn: () => {}, error: () => {} };
  const jobLog = {
    ...log,
    warn: (about: object, message?: string) => void warnings.push({ about, message }),
  };
  workers = startJobWorkers(
    t.database.db,
    [certificateJobHandler({ db: t.database.db, env, secrets: t.app.secrets, log: jobLog })],
    // A long lease: a pebble order on a busy machine must not look like a dead worker.
    { count: 1, leaseMs: 60_000, pollMs: 100, log },
  );
  token = await t.login('demo');
  const products = (await t.app.inject({ url: '/api/products', headers: bearer(token) })).json()
    .result as { code: string; site_id: number | null }[];
  const idOf = (code: string) => products.find((p) => p.code === code)?.site_id ?? 0;
  site.ordering = idOf('web_ordering');
  site.franchise = idOf('web_franchise');
}, 90_000);

afterAll(async () => {
  await workers?.stop();
  await pebble?.stop();
  await crlCa?.stop();
  await t?.close();
});

async function call(method: 'GET' | 'POST', url: string, payload?: object) {
  const r = await t.app.inject({ method, url, payload, headers: bearer(token) });
  return { statusCode: r.statusCode, body: r.json() };
}

const statusOf = async (siteId: number) =>
  ZDomainStatus.parse((await call('GET', `/api/sites/${siteId}/domain`)).body.result);

const jobOf = async (siteId: number) => {
  const [row] = await t.database.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'certificate'), eq(jobs.refId, siteId)))
    .orderBy(sql`${jobs.id} desc`)
    .limit(1);
  if (!row) throw new Error('no certificate job');
  return row;
};

/** Polls every 100 ms until cond holds; fails after `ms`. */
async function waitFor(cond: () => Promise<boolean>, what: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await cond())) {
    if (Date.now() > until) throw new Error(`waitFor: ${what} not met within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Makes the site's waiting job due now and wakes the worker, as if its time had come. */
async function runJobNow(siteId: number) {
  const { id } = await jobOf(siteId);
  await t.database.db.update(jobs).set({ runAt: sql`now()` }).where(eq(jobs.id, id));
  workers?.wake();
}

describe('the certificate job', () => {
  it('keeps a request pending while DNS does not match, coming back later; a cancel ends it', async () => {
    const domain = 'wait.pizza-shop.com';
    const r = await call('POST', `/api/sites/${site.franchise}/domain`, {
      domain,
      google_maps_api_key: 'k',
    });
    expect(r.statusCode).toBe(200);
    workers?.wake();
    // The harness's DNS answers an unknown name with 127.0.0.1: an address, not the CNAME.
    await waitFor(async () => (await statusOf(site.franchise)).dns?.checked_at != null, 'checked');
    await waitFor(async () => (await jobOf(site.franchise)).state === 'queued', 'job waiting');
    const job = await jobOf(site.franchise);
    expect(job.attempts).toBe(0);
    // DOMAIN_RECHECK_SECONDS (60 by default) from now.
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + 30_000);
    const s = await statusOf(site.franchise);
    expect(s).toMatchObject({ ssl_status: null, ssl_process_status: 'pending' });
    expect(s.dns).toMatchObject({ value: `demo-franchise.${PLATFORM}`, matches: false });
    expect(s.dns?.problem).toContain('has an address record (127.0.0.1)');

    const cancelled = await call('POST', `/api/sites/${site.franchise}/domain/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await jobOf(site.franchise)).state).toBe('cancelled');
  });

  it('orders the certificate once the CNAME matches, renews it, and ends it expired', async () => {
    const domain = 'shop.pizza-shop.com';
    await pebble?.setCname(domain, `demo.${PLATFORM}`);
    // Pebble connects to the address the name has; the CNAME's target is not a real host here.
    await pebble?.addA(domain, ['127.0.0.1']);
    const r = await call('POST', `/api/sites/${site.ordering}/domain`, {
      domain,
      google_maps_api_key: 'k',
    });
    expect(r.statusCode).toBe(200);
    workers?.wake();
    await waitFor(
      async () => (await statusOf(site.ordering)).ssl_process_status === 'ended',
      'process ended',
    );
    const issued = await statusOf(site.ordering);
    expect(issued).toMatchObject({ ssl_status: 'issued', dns: { matches: true } });
    expect(issued.timeline.map((e) => e.kind)).toEqual([
      'requested',
      'dns_seen',
      'challenge_passed',
      'issued',
    ]);
    expect(issued.certificate?.issuer).toBeTruthy();
    // Back within a day to check revocation, or at the renewal date (30 days before the
    // certificate ends) if that is sooner.
    await waitFor(async () => (await jobOf(site.ordering)).state === 'queued', 'job waiting');
    const notAfter = new Date(issued.certificate?.not_after ?? 0).getTime();
    const issuedAt = new Date(issued.timeline.at(-1)?.at ?? 0).getTime();
    const runAt = (await jobOf(site.ordering)).runAt.getTime();
    expect(runAt).toBeLessThanOrEqual(Math.min(notAfter - 30 * DAY_MS, Date.now() + DAY_MS));
    expect(runAt).toBeGreaterThanOrEqual(
      Math.min(notAfter - 30 * DAY_MS, issuedAt + DAY_MS - 60_000),
    );

    // Within 30 days of its end: renewed, the new certificate served, still issued.
    await t.database.db
      .update(certificates)
      .set({ notAfter: sql`now() + interval '10 days'` })
      .where(eq(certificates.domain, domain));
    await runJobNow(site.ordering);
    await waitFor(
      async () => (await statusOf(site.ordering)).timeline.some((e) => e.kind === 'renewed'),
      'renewed',
    );
    const renewed = await statusOf(site.ordering);
    expect(renewed).toMatchObject({ ssl_status: 'issued', ssl_process_status: 'ended' });
    expect(new Date(renewed.certificate?.not_after ?? 0).getTime()).toBeGreaterThan(
      Date.now() + 30 * 86_400_000,
    );

    // Its end passed without a renewal: expired, no certificate served.
    await waitFor(async () => (await jobOf(site.ordering)).state === 'queued', 'job waiting');
    await t.database.db
      .update(certificates)
      .set({ notAfter: sql`now() - interval '1 minute'` })
      .where(eq(certificates.domain, domain));
    await runJobNow(site.ordering);
    await waitFor(async () => (await statusOf(site.ordering)).ssl_status === 'expired', 'expired');
    const expired = await statusOf(site.ordering);
    expect(expired).toMatchObject({ ssl_process_status: 'ended', certificate: null });
    expect(expired.timeline.at(-1)?.kind).toBe('expired');
    await waitFor(async () => (await jobOf(site.ordering)).state === 'done', 'job done');
  });
});

describe('the revocation check', () => {
  const domain = 'crl.pizza-shop.com';
  const list = '/crl-pizza-shop.crl';
  const serial = '7E57C0DE01';
  const notKnown = () =>
    warnings.filter(
      (w) =>
        w.message === 'certificate: revocation not known' &&
        (w.about as { siteId?: number }).siteId === site.franchise,
    );

  /** Runs the waiting job now and waits until it waits again, a day or less away. */
  async function runCheck() {
    const hits = crlCa?.hits(list) ?? 0;
    await runJobNow(site.franchise);
    await waitFor(async () => (crlCa?.hits(list) ?? 0) > hits, 'list fetched');
    await waitFor(async () => {
      const job = await jobOf(site.franchise);
      return job.state === 'queued' && job.runAt.getTime() > Date.now() + DAY_MS / 2;
    }, 'job waiting');
    return jobOf(site.franchise);
  }

  it("reads the CA's list daily, serves a certificate it does not list, and ends the domain revoked once it does", async () => {
    const ca = crlCa;
    if (!ca) throw new Error('no CRL authority');
    await pebble?.setCname(domain, `demo-franchise.${PLATFORM}`);
    await pebble?.addA(domain, ['127.0.0.1']);
    const r = await call('POST', `/api/sites/${site.franchise}/domain`, {
      domain,
      google_maps_api_key: 'k',
    });
    expect(r.statusCode).toBe(200);
    workers?.wake();
    await waitFor(async () => (await statusOf(site.franchise)).ssl_status === 'issued', 'issued');
    await waitFor(async () => (await jobOf(site.franchise)).state === 'queued', 'job waiting');

    // The served certificate becomes one of our CA's, its list naming other certificates only.
    const { chain, key } = await ca.issue({ serial, domain, crlUrls: [ca.url(list)] });
    ca.serve(list, await ca.crl({ revoked: [{ serial: '0102', at: new Date() }] }));
    await t.database.db
      .update(certificates)
      .set({ certificatePem: chain, keySealed: t.app.secrets.encrypt(key) })
      .where(and(eq(certificates.domain, domain), eq(certificates.status, 'issued')));
    const good = await runCheck();
    expect(good.runAt.getTime()).toBeLessThanOrEqual(Date.now() + DAY_MS);
    const stillIssued = await statusOf(site.franchise);
    expect(stillIssued).toMatchObject({ ssl_status: 'issued', ssl_process_status: 'ended' });
    expect(stillIssued.certificate).not.toBeNull();
    expect(stillIssued.timeline.map((e) => e.kind)).not.toContain('revoked');
    expect(notKnown()).toEqual([]);

    // A list that cannot be read tells nothing: one warning, the certificate still served.
    ca.serve(list, Buffer.from('not a list'));
    await runCheck();
    expect(notKnown()).toEqual([
      {
        about: {
          siteId: site.franchise,
          domain,
          reason: `the revocation list at ${ca.url(list)} could not be read`,
        },
        message: 'certificate: revocation not known',
      },
    ]);
    expect((await statusOf(site.franchise)).ssl_status).toBe('issued');
    const contexts = createTlsContexts({ db: t.database.db, secrets: t.app.secrets });
    expect(await contexts.contextFor(domain)).not.toBeNull();

    // The CA revokes it: the domain ends revoked and the certificate is no longer served.
    const revokedAt = new Date('2026-03-04T05:06:07Z');
    ca.serve(list, await ca.crl({ revoked: [{ serial, at: revokedAt, reason: 'keyCompromise' }] }));
    await runJobNow(site.franchise);
    await waitFor(async () => (await statusOf(site.franchise)).ssl_status === 'revoked', 'revoked');
    const revoked = await statusOf(site.franchise);
    expect(revoked).toMatchObject({ ssl_process_status: 'ended', certificate: null });
    expect(revoked.timeline.at(-1)).toMatchObject({
      kind: 'revoked',
      detail: 'The certificate authority revoked the certificate on 2026-03-04 (key compromise).',
    });
    const rows = await t.database.db
      .select({ status: certificates.status })
      .from(certificates)
      .where(eq(certificates.domain, domain));
    expect(rows).toEqual([{ status: 'revoked' }]);
    expect(await contexts.contextFor(domain)).toBeNull();
    await waitFor(async () => (await jobOf(site.franchise)).state === 'done', 'job done');
  });
});
