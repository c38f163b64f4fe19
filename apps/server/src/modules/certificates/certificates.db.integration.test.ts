import { X509Certificate } from 'node:crypto';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { connect } from 'node:tls';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/helpers';
import { startPebble, type TPebble } from '../../../test/pebble';
import { freePort } from '../../../test/postgres-cluster';
import type { TDb } from '../../db/client';
import { acmeAccounts, acmeChallenges, certificates, projects, sites } from '../../db/schema';
import type { TEnv } from '../../env';
import type { TSecretBox } from '../../lib/secrets';
import { CertificateFailure } from './certificate-failure';
import { acmeChallengeRoutes } from './certificates.routes';
import { currentCertificate } from './current-certificate';
import { endCertificates } from './end-certificates';
import { obtainCertificate } from './obtain-certificate';
import { createTlsContexts } from './tls-contexts';

// Real orders against pebble: our app listens on loopback, pebble's HTTP-01 check connects to it,
// and challtestsrv is the DNS pebble asks where each test name points.

let t: Awaited<ReturnType<typeof createTestApp>>;
let pebble: TPebble | undefined;
let db: TDb;
let secrets: TSecretBox;
let env: TEnv;
let site: { projectId: number; siteId: number };
const tlsServers: Server[] = [];

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  secrets = t.app.secrets;
  // app.ts serves the challenge route once custom domains are served; registered here when it
  // does not (yet), so the test runs against the whole app either way.
  if (!t.app.hasRoute({ method: 'GET', url: '/.well-known/acme-challenge/:token' }))
    await t.app.register(acmeChallengeRoutes);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  pebble = await startPebble({ httpPort: port });
  env = { ...t.app.env, ACME_DIRECTORY_URL: pebble.directoryUrl, ACME_CA_FILE: pebble.caFile };
  const [row] = await db
    .select({ projectId: sites.projectId, siteId: sites.id })
    .from(sites)
    .innerJoin(projects, eq(projects.id, sites.projectId))
    .where(eq(projects.code, 'demo'))
    .limit(1);
  if (!row) throw new Error('no demo site');
  site = row;
});

afterAll(async () => {
  await Promise.all(tlsServers.map((s) => new Promise((r) => s.close(r))));
  await pebble?.stop();
  await t?.close();
});

function order(domain: string, over: { env?: TEnv; signal?: AbortSignal } = {}) {
  const lines: string[] = [];
  const result = obtainCertificate(
    { db, env: over.env ?? env, secrets },
    { ...site, domain },
    { signal: over.signal ?? AbortSignal.timeout(60_000), log: (line) => lines.push(line) },
  );
  return { lines, result };
}

/** The certificate an HTTPS server using `contexts` presents for `servername`, verified. */
async function presented(contexts: ReturnType<typeof createTlsContexts>, servername: string) {
  const server = createServer({
    SNICallback: (name, done) =>
      contexts.contextFor(name).then((context) => done(null, context ?? undefined), done),
  });
  tlsServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const ca = await pebble?.rootPem();
  return new Promise<{ serial: string; authorized: boolean }>((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port, servername, ca, timeout: 10_000 }, () => {
      const peer = socket.getPeerCertificate();
      resolve({ serial: peer.serialNumber, authorized: socket.authorized });
      socket.end();
    });
    socket.on('error', reject);
    socket.on('timeout', () => socket.destroy(new Error('TLS handshake timed out')));
  }).finally(() => server.close());
}

/**
 * Runs `start` with setTimeout on a fake clock, and waits for what it started: a real moment for
 * sockets and the database, then the clock a second on, until it settles. The real clock is back
 * after, with nothing left pending.
 */
async function onFakeClock<T>(start: () => Promise<T>): Promise<T> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  let settled = false;
  try {
    const done = start().finally(() => {
      settled = true;
    });
    while (!settled) {
      await sleep(10);
      await vi.advanceTimersByTimeAsync(1_000);
    }
    return await done;
  } finally {
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
  }
}

const rowsOf = (domain: string) =>
  db.select().from(certificates).where(eq(certificates.domain, domain)).orderBy(certificates.id);

describe('the challenge route', () => {
  it('answers a known token with its key authorization on any host, and nothing else', async () => {
    await db.insert(acmeChallenges).values({
      token: 'known-token_1',
      keyAuthorization: 'known-token_1.thumb',
      domain: 'x.test',
    });
    const known = await t.app.inject({
      url: '/.well-known/acme-challenge/known-token_1',
      headers: { host: 'whatever.example.org' },
    });
    expect(known.statusCode).toBe(200);
    expect(known.headers['content-type']).toMatch(/^text\/plain/);
    expect(known.body).toBe('known-token_1.thumb');
    for (const token of ['unknown-token', 'known-token_1.', 'known%20token']) {
      const other = await t.app.inject({ url: `/.well-known/acme-challenge/${token}` });
      expect(other.statusCode).toBe(404);
    }
    await db.delete(acmeChallenges).where(eq(acmeChallenges.token, 'known-token_1'));
    const gone = await t.app.inject({ url: '/.well-known/acme-challenge/known-token_1' });
    expect(gone.statusCode).toBe(404);
  });
});

describe('ordering certificates from pebble', () => {
  const domain = 'order.example.test';
  let firstSerial = '';

  it('obtains, stores sealed and serves a certificate for the domain', async () => {
    await pebble?.addA(domain, ['127.0.0.1']);
    const { lines, result } = order('Order.Example.Test');
    const issued = await result;
    expect(lines[0]).toBe('Asking the certificate authority for a certificate…');
    expect(lines).toContain('Challenge passed');
    expect(lines.join('\n')).not.toMatch(/PRIVATE KEY/);
    expect(issued.issuer).toMatch(/Pebble/);
    expect(issued.notAfter.getTime()).toBeGreaterThan(Date.now());
    expect(issued.notBefore.getTime()).toBeLessThanOrEqual(Date.now() + 60_000);

    const [row] = await rowsOf(domain);
    expect(row).toMatchObject({ id: issued.id, status: 'issued', siteId: site.siteId });
    expect(row?.keySealed).not.toMatch(/PRIVATE KEY/);
    expect(secrets.decrypt(row?.keySealed ?? '').toString()).toMatch(/BEGIN PRIVATE KEY/);
    const leaf = new X509Certificate(row?.certificatePem ?? '');
    expect(leaf.checkHost(domain)).toBe(domain);
    firstSerial = leaf.serialNumber;

    const [account] = await db.select().from(acmeAccounts);
    expect(account?.directoryUrl).toBe(env.ACME_DIRECTORY_URL);
    expect(account?.keySealed).not.toMatch(/PRIVATE KEY/);
    expect(account?.accountUrl).toMatch(/^https:\/\/127\.0\.0\.1:/);
    // The answer is removed once the CA has checked it.
    expect(await db.select().from(acmeChallenges)).toEqual([]);

    expect(await currentCertificate(db, domain)).toEqual(issued);
    const contexts = createTlsContexts({ db, secrets });
    expect(await contexts.contextFor(domain)).not.toBeNull();
    expect(await contexts.contextFor('unknown.example.test')).toBeNull();
    const seen = await presented(contexts, domain);
    expect(seen.authorized).toBe(true);
    expect(seen.serial.toUpperCase()).toBe(firstSerial.toUpperCase());
  });

  it('a second order replaces the first, and the TLS contexts serve the new one', async () => {
    const contexts = createTlsContexts({ db, secrets });
    expect(await contexts.contextFor(domain)).not.toBeNull();
    const second = await order(domain).result;
    const rows = await rowsOf(domain);
    expect(rows.map((r) => r.status)).toEqual(['replaced', 'issued']);
    expect(rows[1]?.id).toBe(second.id);
    expect((await currentCertificate(db, domain))?.id).toBe(second.id);
    // The account made by the first order is used again.
    expect(await db.select().from(acmeAccounts)).toHaveLength(1);
    const seen = await presented(contexts, domain);
    expect(seen.serial.toUpperCase()).toBe(
      new X509Certificate(rows[1]?.certificatePem ?? '').serialNumber.toUpperCase(),
    );
    expect(seen.serial.toUpperCase()).not.toBe(firstSerial.toUpperCase());
  });

  it('ending the certificates stops serving the domain', async () => {
    const contexts = createTlsContexts({ db, secrets });
    expect(await contexts.contextFor(domain)).not.toBeNull();
    await endCertificates(db, domain, 'revoked');
    expect(await currentCertificate(db, domain)).toBeNull();
    expect(await contexts.contextFor(domain)).toBeNull();
    expect((await rowsOf(domain)).map((r) => r.status)).toEqual(['replaced', 'revoked']);
  });
});

describe('orders that fail', () => {
  it('says which address the CA could not reach', async () => {
    // 127.0.0.2 is loopback too, but our server listens on 127.0.0.1 only.
    const domain = 'unreachable.example.test';
    await pebble?.addA(domain, ['127.0.0.2']);
    const failure = await order(domain).result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CertificateFailure);
    expect((failure as CertificateFailure).reason).toMatch(
      /^The certificate authority could not reach http:\/\/unreachable\.example\.test\/\.well-known\/acme-challenge\/[\w-]+: .+/,
    );
    expect(await rowsOf(domain)).toEqual([]);
    expect(await db.select().from(acmeChallenges)).toEqual([]);
  });

  it("passes on the CA's refusal", async () => {
    const failure = await order('bad_name.example.test').result.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CertificateFailure);
    expect((failure as CertificateFailure).reason).toMatch(
      /^The certificate authority refused the request: .*illegal character/,
    );
  });

  it('says when the CA cannot be reached', { timeout: 45_000 }, async () => {
    const nowhere = { ...env, ACME_DIRECTORY_URL: `https://127.0.0.1:${await freePort()}/dir` };
    // acme-client waits 2 s and 4 s between its tries (acme-transport.ts): on a fake clock, so the
    // test waits only for the refused connections themselves.
    const failure = await onFakeClock(() =>
      order('order.example.test', { env: nowhere }).result.catch((error: unknown) => error),
    );
    expect(failure).toBeInstanceOf(CertificateFailure);
    expect((failure as CertificateFailure).reason).toMatch(
      /^The certificate authority \(127\.0\.0\.1:\d+\) could not be reached: .+/,
    );
  });

  it('stops when its signal aborts', async () => {
    const domain = 'aborted.example.test';
    const controller = new AbortController();
    const lines: string[] = [];
    const result = obtainCertificate(
      { db, env, secrets },
      { ...site, domain },
      {
        signal: controller.signal,
        log: (line) => {
          lines.push(line);
          if (line.startsWith('The certificate authority is checking')) controller.abort();
        },
      },
    );
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(await rowsOf(domain)).toEqual([]);
  });
});
