import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest, type Server } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createSecureContext, type PeerCertificate } from 'node:tls';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helpers';
import { closeHttps, createHttpsServer, listenHttps } from './https-server';
import { refreshCustomDomains } from './modules/website/custom-domains';

// docs/decisions/016-custom-domain-serving.md: the real HTTPS listener in front of the real app,
// with a certificate made here and a certificate source of the test's own (the certificates module
// gives the server its own).

const DOMAIN = 'order.example.test';
let dir: string;
let cert: string;
let t: Awaited<ReturnType<typeof createTestApp>>;
let server: Server;
let port: number;
const asked: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oc-https-'));
  // Node cannot make an X.509 certificate; openssl makes a self-signed one for the domain.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      `/CN=${DOMAIN}`,
      '-addext',
      `subjectAltName=DNS:${DOMAIN}`,
    ],
    { stdio: 'ignore' },
  );
  cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const context = createSecureContext({ cert, key: readFileSync(join(dir, 'key.pem')) });

  t = await createTestApp({ HTTPS_PORT: '0' });
  await t.database.db.execute(sql`
    update sites set domain = ${DOMAIN}, ssl_status = 'issued', ssl_process_status = 'ended'
    where kind = 'ordering' and project_id = (
      select project_id from configs
      where scope = 'configurations' and key = 'subdomain' and value = 'demo')`);
  await refreshCustomDomains();
  await t.app.ready();
  server = createHttpsServer(t.app, async (hostname) => {
    asked.push(hostname);
    return hostname === DOMAIN ? context : null;
  });
  port = (await listenHttps(server, '127.0.0.1', 0)).port;
});
afterAll(async () => {
  if (server) await closeHttps(server);
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

type TAnswer = {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
  peer: PeerCertificate;
};

/** A GET over HTTPS to 127.0.0.1, asking for `servername`, trusting only the test's certificate. */
function get(servername: string, path: string, host = servername): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpsRequest(
      { host: '127.0.0.1', port, path, servername, headers: { host }, ca: cert, agent: false },
      (res) => {
        const peer = (res.socket as import('node:tls').TLSSocket).getPeerCertificate();
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, peer }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('the HTTPS listener', () => {
  it('presents the certificate of the name asked for and serves that site', async () => {
    const answer = await get(DOMAIN, '/');
    expect(answer.peer.subject.CN).toBe(DOMAIN);
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('Welcome to Demo Eats');
    // The app sees HTTPS: HSTS, and no redirect to itself.
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(asked).toContain(DOMAIN);
  });

  it('asks for the name in lower case', async () => {
    const answer = await get('ORDER.Example.test', '/businesses', DOMAIN);
    expect(answer.status).toBe(200);
    expect(asked.at(-1)).toBe(DOMAIN);
  });

  it('fails the handshake for a name it has no certificate for, or no name at all', async () => {
    await expect(get('other.example.test', '/')).rejects.toThrow();
    expect(asked).toContain('other.example.test');
    // An address names no host (no SNI): there is no default certificate to fall back on.
    await expect(
      new Promise((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port, rejectUnauthorized: false }, () => {
          socket.end();
          resolve('connected');
        });
        socket.on('error', reject);
      }),
    ).rejects.toThrow();
  });

  it('answers 421 to a request whose Host is not the name its connection was made for', async () => {
    // A connection opened with this shop's certificate cannot reach the console or another host.
    for (const host of ['localhost', 'localhost:8080', 'other.example.test', '127.0.0.1']) {
      const answer = await get(DOMAIN, '/', host);
      expect(answer.status, host).toBe(421);
      expect(answer.body).not.toContain('Welcome to Demo Eats');
      const api = await get(DOMAIN, '/api/health', host);
      expect(api.status, host).toBe(421);
    }
    // The same name with a port, a final dot or in capitals is the same host.
    for (const host of [`${DOMAIN}:443`, `${DOMAIN.toUpperCase()}`, `${DOMAIN}.`]) {
      const answer = await get(DOMAIN, '/', host);
      expect(answer.status, host).toBe(200);
    }
  });

  it('sends HSTS over HTTPS only', async () => {
    const plain = await t.app.inject({ url: '/api/health', headers: { host: 'localhost:8080' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // The console's API answers on the HTTPS listener too (same app), with HSTS.
    const secure = await get(DOMAIN, '/api/health');
    expect(secure.status).toBe(200);
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000');
  });
});
