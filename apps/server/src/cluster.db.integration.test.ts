import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type PeerCertificate, connect as tlsConnect } from 'node:tls';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startPebble, stopChild, type TPebble } from '../test/pebble';
import { freePort, postgresBin } from '../test/postgres-cluster';
import { startMain } from './main.test-support';
import { PAIR_FREE_FAILURES } from './modules/auth/login-limits';
import { makeKeystore } from './modules/credentials/credentials.test-support';

// The growth path (docs/design.md#growth-path, docs/operations.md): one PostgreSQL database, two
// API processes (WORKERS=0) behind Debian's nginx, configured by the block in
// docs/operations.md#behind-nginx, and a separate worker process. Everything the owner does works
// whichever process answers: a login, an upload, a save seen on the website, an Android build, a
// custom domain's certificate on both HTTPS listeners, the login limit, a worker killed mid-build,
// a rolling restart under load without a failed request or a lost save, and a backup restored
// elsewhere. A cluster needs PostgreSQL: on PGlite (one process, one machine) the file skips.

const OWNER = { email: 'owner@cluster.test', password: 'cluster-password-1' };
const DOMAIN = 'shop.cluster.test';
const FINISHED = ['successful', 'failed', 'error_request'];

const children = new Set<ChildProcess>();
const dirs: string[] = [];
const databases: string[] = [];
let pebble: TPebble | undefined;
let nginx: ChildProcess | undefined;

/** A free port none of this file's servers was given yet. */
const given = new Set<number>();
async function newPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (!given.has(port)) {
      given.add(port);
      return port;
    }
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers something other than undefined; fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined>, ms = 60_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
    await sleep(100);
  }
}

type TAnswer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/** One HTTP request on a new connection to 127.0.0.1:port, with any Host. */
function send(
  port: number,
  path: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<TAnswer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        agent: false,
        timeout: 60_000,
        headers: { host: options.host ?? `localhost:${port}`, ...options.headers },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`timed out: ${path}`)));
    req.on('error', reject);
    req.end(options.body);
  });
}

/** A JSON API call ({error, result} envelope), as the console makes it. */
async function api<T = unknown>(
  port: number,
  method: string,
  path: string,
  {
    token,
    json,
    headers,
  }: { token?: string; json?: object; headers?: Record<string, string> } = {},
) {
  const answer = await send(port, path, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: json ? Buffer.from(JSON.stringify(json)) : undefined,
  });
  const text = answer.body.toString('utf8');
  let body: { error: boolean; result: T };
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${method} ${path}: ${answer.status} ${text.slice(0, 300)}`);
  }
  return { status: answer.status, body, text };
}

/** A multipart/form-data body as a browser sends it. */
async function multipart(fields: Record<string, string>, files: Record<string, [Blob, string]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, [v, name]] of Object.entries(files)) form.append(k, v, name);
  const request = new Request('http://x', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') as string,
  };
}

// ---------------------------------------------------------------------------------------------
// The processes

type TServer = {
  name: string;
  port: number;
  httpsPort?: number;
  env: Record<string, string>;
  proc: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
};

/** Starts src/main.ts with `env`; resolves once /api/ready answers 200. */
async function startServer(name: string, env: Record<string, string>): Promise<TServer> {
  const main = startMain(env);
  children.add(main.proc);
  const server: TServer = {
    name,
    port: Number(env.PORT),
    httpsPort: env.HTTPS_PORT ? Number(env.HTTPS_PORT) : undefined,
    env,
    proc: main.proc,
    exited: main.exited,
    output: main.output,
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    const ready = await send(server.port, '/api/ready').catch(() => undefined);
    if (ready?.status === 200) return server;
    if (main.proc.exitCode !== null || Date.now() > deadline)
      throw new Error(`${name} did not become ready:\n${main.output()}`);
    await sleep(100);
  }
}

/** SIGTERM, and its exit code once it exited (SIGKILL after 30 s). */
async function stopServer(server: TServer): Promise<number | null> {
  server.proc.kill('SIGTERM');
  const force = setTimeout(() => server.proc.kill('SIGKILL'), 30_000);
  const code = await server.exited;
  clearTimeout(force);
  children.delete(server.proc);
  return code;
}

function run(file: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) =>
    execFile(file, args, { encoding: 'utf8', timeout: 120_000 }, (error, stdout, stderr) =>
      error
        ? reject(new Error(`${file} ${args[0]}: ${error.message}\n${stderr}`))
        : resolve(stdout),
    ),
  );
}

async function createDatabase(): Promise<string> {
  const base = inject('postgresUrl');
  const name = `cluster_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  databases.push(name);
  return `${base}/${name}`;
}

/** The nginx configuration of docs/operations.md#behind-nginx, as the operator copies it. */
function nginxBlockOfDocs(): string {
  const docs = readFileSync(new URL('../../../docs/operations.md', import.meta.url), 'utf8');
  const section = docs.split(/^## /m).find((s) => s.startsWith('Behind nginx'));
  const block = section && /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error('docs/operations.md has no nginx block under "## Behind nginx"');
  return block;
}

/** Replaces each example value of the docs' block (each must be there) with the test's own. */
function fillIn(block: string, values: [string, string][]): string {
  let text = block;
  for (const [from, to] of values) {
    if (!text.includes(from)) throw new Error(`the docs' nginx block has no "${from}"`);
    text = text.replaceAll(from, to);
  }
  return text;
}

/** Which upstream answered each request nginx logged (the docs' log format names it). */
function upstreamsOf(log: string, request: RegExp): string[] {
  return log
    .split('\n')
    .filter((line) => request.test(line))
    .map((line) => /upstream=(\S+)/.exec(line)?.[1] ?? '');
}

// ---------------------------------------------------------------------------------------------

describe.skipIf(process.env.TEST_DB !== 'postgres')(
  'past one machine (a cluster needs PostgreSQL: skipped on PGlite)',
  () => {
    let work: string;
    let nginxPort: number;
    let nginxLog: string;
    let shared: Record<string, string>;
    let a: TServer;
    let b: TServer;
    let worker: TServer;
    let token: string;
    let appId: number;
    let siteId: number;
    let imageUrl: string;
    let image: Buffer;
    let apk: Buffer;
    const apkPath = () => `/api/builder/apps/${appId}/downloads/android/debug/apk`;

    const apiEnv = async (name: string) => {
      const [port, httpsPort] = [await newPort(), await newPort()];
      return {
        ...shared,
        WORKERS: '0',
        PORT: String(port),
        HTTPS_PORT: String(httpsPort),
        DATA_DIR: mkdtempSync(join(work, `${name}-`)),
        SHUTDOWN_DRAIN_SECONDS: '1',
      };
    };
    const workerEnv = async (name: string) => ({
      ...shared,
      WORKERS: '1',
      PORT: String(await newPort()),
      DATA_DIR: mkdtempSync(join(work, `${name}-`)),
    });

    beforeAll(async () => {
      work = mkdtempSync(join(tmpdir(), 'oc-cluster-'));
      dirs.push(work);
      // nginx's workers drop root for `nobody`, who must reach its files here.
      chmodSync(work, 0o755);
      nginxPort = await newPort();
      // Pebble validates HTTP-01 through the balancer, as a CA reaches a real deployment.
      const [databaseUrl, started] = await Promise.all([
        createDatabase(),
        startPebble({ httpPort: nginxPort }),
      ]);
      pebble = started;
      shared = {
        DATABASE_URL: databaseUrl,
        FILE_STORAGE: 'postgres',
        SECRET_KEY: randomBytes(32).toString('hex'),
        PLATFORM_DOMAIN: 'localhost',
        PUBLIC_URL: `http://localhost:${nginxPort}`,
        TRUST_PROXY: '127.0.0.1',
        OWNER_EMAIL: OWNER.email,
        OWNER_PASSWORD: OWNER.password,
        ACME_DIRECTORY_URL: pebble.directoryUrl,
        ACME_CA_FILE: pebble.caFile,
        DNS_RESOLVER: pebble.dnsServer,
        DOMAIN_RECHECK_SECONDS: '1',
        JOB_LEASE_SECONDS: '3',
      };
      // The first process seeds the empty database; the others start on it.
      a = await startServer('api-a', await apiEnv('api-a'));
      [b, worker] = await Promise.all([
        startServer('api-b', await apiEnv('api-b')),
        startServer('worker-1', await workerEnv('worker-1')),
      ]);

      const nginxDir = join(work, 'nginx');
      nginxLog = join(nginxDir, 'access.log');
      const block = fillIn(nginxBlockOfDocs(), [
        ['10.0.0.11:8080', `127.0.0.1:${a.port}`],
        ['10.0.0.12:8080', `127.0.0.1:${b.port}`],
        ['listen 80 default_server;', `listen 127.0.0.1:${nginxPort} default_server;`],
        ['/var/log/nginx/owner-console.access.log', nginxLog],
      ]);
      mkdirSync(nginxDir, { mode: 0o755 });
      writeFileSync(join(nginxDir, 'owner-console.conf'), block);
      // Only what running unprivileged in a temporary directory needs; the rest is the docs'.
      writeFileSync(
        join(nginxDir, 'nginx.conf'),
        [
          `pid ${nginxDir}/nginx.pid;`,
          `error_log ${nginxDir}/error.log warn;`,
          'worker_processes 2;',
          'events { worker_connections 1024; }',
          'http {',
          '  access_log off;',
          ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
            (kind) => `  ${kind}_temp_path ${nginxDir}/${kind}_temp;`,
          ),
          `  include ${nginxDir}/owner-console.conf;`,
          '}',
          '',
        ].join('\n'),
      );
      nginx = spawn(
        '/usr/sbin/nginx',
        ['-p', nginxDir, '-c', join(nginxDir, 'nginx.conf'), '-g', 'daemon off;'],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      let nginxErrors = '';
      nginx.stderr?.on('data', (d) => {
        nginxErrors += d;
      });
      const listening = until(
        'nginx listening',
        () =>
          new Promise<true | undefined>((resolve, reject) => {
            if (nginx?.exitCode !== null) return reject(new Error('nginx exited'));
            const socket = netConnect(nginxPort, '127.0.0.1', () => {
              socket.end();
              resolve(true);
            });
            socket.on('error', () => resolve(undefined));
          }),
        20_000,
      );
      await listening.catch((error: Error) => {
        throw new Error(`${error.message}\n${nginxErrors}`);
      });
    }, 240_000);

    afterAll(async () => {
      for (const child of children) child.kill('SIGKILL');
      if (nginx) await stopChild(nginx, 2_000);
      await pebble?.stop();
      const base = inject('postgresUrl');
      const admin = new pg.Client({ connectionString: `${base}/postgres` });
      await admin.connect();
      for (const name of databases)
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it('1. logs in through the balancer as the owner the first process seeded', async () => {
      const login = await api<{ token: string }>(nginxPort, 'POST', '/api/auth/login', {
        json: OWNER,
      });
      expect(login.status, login.text).toBe(200);
      token = login.body.result.token;
      // The session is in the database: both processes know the token.
      for (const server of [a, b]) {
        const me = await api<{ email: string }>(server.port, 'GET', '/api/auth/me', { token });
        expect(me.status, server.name).toBe(200);
      }
      const products = await api<{ id: number; code: string; site_id: number | null }[]>(
        nginxPort,
        'GET',
        '/api/products',
        { token },
      );
      appId = products.body.result.find((p) => p.code === 'app_customer_x')?.id ?? 0;
      siteId = products.body.result.find((p) => p.code === 'web_ordering')?.site_id ?? 0;
      expect(appId).toBeGreaterThan(0);
      expect(siteId).toBeGreaterThan(0);
    });

    it('2. stores an upload through one process and serves it from the other', async () => {
      // Noise, so the file is new and larger than nginx's default body limit (1 MB) and than one
      // 256 KB chunk of the database's file store.
      const side = 650;
      const png = await sharp(randomBytes(side * side * 3), {
        raw: { width: side, height: side, channels: 3 },
      })
        .png({ compressionLevel: 0 })
        .toBuffer();
      expect(png.length).toBeGreaterThan(1024 * 1024);
      const form = await multipart(
        { target: 'site_image' },
        { source_file: [new Blob([png], { type: 'image/png' }), 'noise.png'] },
      );
      const upload = async (port: number) => {
        const answer = await send(port, `/api/sites/${siteId}/images`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType },
          body: form.body,
        });
        expect(answer.status, answer.body.toString().slice(0, 300)).toBe(200);
        return JSON.parse(answer.body.toString()).result as { url: string };
      };
      // Straight to A; then read from B, which has never seen it.
      imageUrl = (await upload(a.port)).url;
      expect(imageUrl).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
      const fromB = await send(b.port, imageUrl);
      expect(fromB.status).toBe(200);
      expect(fromB.headers['content-type']).toBe('image/png');
      image = fromB.body;
      expect((await sharp(image).metadata()).width).toBe(side);
      // The same upload through nginx (client_max_body_size lets it through): the same key,
      // whichever process took it, and the same bytes from A.
      expect((await upload(nginxPort)).url).toBe(imageUrl);
      expect((await send(a.port, imageUrl)).body.equals(image)).toBe(true);
    });

    it('3. a save through one process shows on the website through the other at once', async () => {
      // Each has drawn the page once (its code loaded), so what is timed below is the save's reach.
      for (const server of [a, b])
        expect((await send(server.port, '/', { host: `demo.localhost:${nginxPort}` })).status).toBe(
          200,
        );
      const name = `Cluster Eats ${randomBytes(3).toString('hex')}`;
      const saved = await api<{ name: string }>(a.port, 'PATCH', `/api/sites/${siteId}`, {
        token,
        json: { name },
      });
      expect(saved.status, saved.text).toBe(200);
      // B drops what it kept when it hears A's write (LISTEN/NOTIFY): within a poll of a second.
      const page = await until(
        'the new name on B’s website',
        async () => {
          const answer = await send(b.port, '/', { host: `demo.localhost:${nginxPort}` });
          return answer.status === 200 && answer.body.toString().includes(name)
            ? answer
            : undefined;
        },
        1_000,
      );
      expect(page.headers['content-type']).toMatch(/^text\/html/);

      // A theme saved through B (its button colour) is on A's website as soon.
      const theme = await api<{ version: number }>(b.port, 'GET', `/api/sites/${siteId}/theme`, {
        token,
      });
      expect(theme.status, theme.text).toBe(200);
      const colour = `#${randomBytes(3).toString('hex').toUpperCase()}`;
      const themed = await api(b.port, 'PATCH', `/api/sites/${siteId}/theme`, {
        token,
        json: {
          version: theme.body.result.version,
          changes: [{ path: 'general.components.buttons.color', value: colour }],
        },
      });
      expect(themed.status, themed.text).toBe(200);
      await until(
        'the new button colour on A’s website',
        async () => {
          const answer = await send(a.port, '/', { host: `demo.localhost:${nginxPort}` });
          return answer.body.toString().includes(`--oc-btn-bg:${colour}`) ? answer : undefined;
        },
        1_000,
      );
    });

    it('6. the login limit counts failures on both processes as one', async () => {
      const attempt = (forged: string) =>
        api(nginxPort, 'POST', '/api/auth/login', {
          json: { email: 'guesser@cluster.test', password: 'wrong-password-1' },
          // Forged: nginx replaces it with the client's own address.
          headers: { 'x-forwarded-for': forged },
        });
      const before = existsSync(nginxLog) ? readFileSync(nginxLog, 'utf8').length : 0;
      for (let i = 1; i <= PAIR_FREE_FAILURES; i++) {
        const answer = await attempt(`203.0.113.${i}`);
        expect(answer.status, `attempt ${i}: ${answer.text}`).toBe(401);
      }
      // The next one is refused, as on one process, and so is it on each process directly.
      const refused = await attempt('203.0.113.99');
      expect(refused.status, refused.text).toBe(429);
      for (const server of [a, b]) {
        const direct = await api(server.port, 'POST', '/api/auth/login', {
          json: { email: 'guesser@cluster.test', password: 'wrong-password-1' },
        });
        expect(direct.status, server.name).toBe(429);
      }
      // The failures were spread over both processes (round robin).
      const logged = await until('nginx logged the logins', async () => {
        const lines = upstreamsOf(
          readFileSync(nginxLog, 'utf8').slice(before),
          /"POST \/api\/auth\/login HTTP\/1\.1" 401 /,
        );
        return lines.length >= PAIR_FREE_FAILURES ? lines : undefined;
      });
      expect(new Set(logged)).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    });

    it('4. a debug build is built by the worker and downloaded through either process', async () => {
      const jks = makeKeystore('JKS');
      const keys = await multipart(
        { store_password: jks.storePassword, key_alias: jks.alias, key_password: jks.keyPassword },
        { store_file: [new Blob([jks.bytes]), 'upload.jks'] },
      );
      const saved = await send(nginxPort, `/api/builder/apps/${appId}/credentials/android`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': keys.contentType },
        body: keys.body,
      });
      expect(saved.status, saved.body.toString()).toBe(200);
      const build = await startBuild();
      const ended = await waitForBuild(build, FINISHED);
      expect(ended, JSON.stringify(ended)).toMatchObject({
        status: 'successful',
        error_code: null,
      });

      const fromA = await send(a.port, apkPath(), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(fromA.status).toBe(200);
      expect(fromA.headers['content-type']).toBe('application/vnd.android.package-archive');
      apk = fromA.body;
      const file = join(work, 'debug.apk');
      writeFileSync(file, apk);
      await run('apksigner', ['verify', file]);
      const fromB = await send(b.port, apkPath(), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(fromB.body.equals(apk)).toBe(true);

      // The QR code's signed link, made by B, points at the balancer (PUBLIC_URL) and opens
      // without logging in on A, B and through nginx alike.
      const link = await api<{ url: string }>(b.port, 'POST', `${apkPath()}/link`, { token });
      expect(link.status, link.text).toBe(200);
      const url = new URL(link.body.result.url);
      expect(url.origin).toBe(`http://localhost:${nginxPort}`);
      for (const port of [a.port, b.port, nginxPort]) {
        const linked = await send(port, `${url.pathname}${url.search}`);
        expect(linked.status, String(port)).toBe(200);
        expect(linked.body.equals(apk)).toBe(true);
      }
    }, 240_000);

    async function startBuild(): Promise<number> {
      const started = await api<{ id: number }>(
        nginxPort,
        'POST',
        `/api/builder/apps/${appId}/builds`,
        { token, json: { platform: 'android', mode: 'debug' } },
      );
      expect(started.status, started.text).toBe(201);
      return started.body.result.id;
    }

    async function waitForBuild(buildId: number, statuses: string[], ms = 180_000) {
      return until(
        `build ${buildId} ${statuses.join('|')}`,
        async () => {
          const answer = await api<{ build: { status: string; error_code: string | null } }>(
            nginxPort,
            'GET',
            `/api/builder/apps/${appId}/builds/${buildId}/log`,
            { token },
          );
          return statuses.includes(answer.body.result.build.status)
            ? answer.body.result.build
            : undefined;
        },
        ms,
      );
    }

    it('5. a custom domain’s certificate is issued through the balancer and served by both processes', async () => {
      if (!pebble) throw new Error('no pebble');
      await pebble.setCname(DOMAIN, 'demo.localhost');
      // Pebble connects to the address the name has: nginx's, on this machine.
      await pebble.addA(DOMAIN, ['127.0.0.1']);
      const requested = await api(nginxPort, 'POST', `/api/sites/${siteId}/domain`, {
        token,
        json: { domain: DOMAIN, google_maps_api_key: 'cluster-key' },
      });
      expect(requested.status, requested.text).toBe(200);
      const issued = await until(
        'the certificate issued',
        async () => {
          const status = await api<{ ssl_status: string | null; ssl_process_status: string }>(
            nginxPort,
            'GET',
            `/api/sites/${siteId}/domain`,
            { token },
          );
          const s = status.body.result;
          if (s.ssl_process_status === 'ended' && s.ssl_status !== 'issued')
            throw new Error(`ended ${s.ssl_status}: ${status.text}`);
          return s.ssl_status === 'issued' ? s : undefined;
        },
        120_000,
      );
      expect(issued.ssl_process_status).toBe('ended');

      const root = await pebble.rootPem();
      for (const server of [a, b]) {
        const port = server.httpsPort as number;
        // The handshake: the issued certificate, for the domain, chained to pebble's root.
        const peer = await new Promise<PeerCertificate>((resolve, reject) => {
          const socket = tlsConnect(
            { host: '127.0.0.1', port, servername: DOMAIN, ca: root },
            () => {
              const certificate = socket.getPeerCertificate();
              socket.end();
              resolve(certificate);
            },
          );
          socket.on('error', reject);
        });
        expect(peer.subjectaltname, server.name).toContain(`DNS:${DOMAIN}`);
        // And the website on it, once the process routes the domain (read again every 10 s).
        await until(
          `${server.name} serves the website on ${DOMAIN}`,
          () =>
            new Promise<true | undefined>((resolve, reject) => {
              const req = httpsRequest(
                { host: '127.0.0.1', port, path: '/', servername: DOMAIN, ca: root, agent: false },
                (res) => {
                  res.resume();
                  res.on('end', () => resolve(res.statusCode === 200 ? true : undefined));
                },
              );
              req.setHeader('host', DOMAIN);
              req.on('error', reject);
              req.end();
            }),
          30_000,
        );
      }
    }, 180_000);

    it('7. a worker killed mid-build: a second worker takes the build over and finishes it', async () => {
      const build = await startBuild();
      const running = await waitForBuild(build, ['building', 'finishing', ...FINISHED]);
      expect(FINISHED, 'the build ended before the worker could be killed').not.toContain(
        running.status,
      );
      worker.proc.kill('SIGKILL');
      await worker.exited;
      children.delete(worker.proc);
      worker = await startServer('worker-2', await workerEnv('worker-2'));
      // Taken again once the dead worker's lease (JOB_LEASE_SECONDS=3) ran out.
      const ended = await waitForBuild(build, FINISHED);
      expect(ended, JSON.stringify(ended)).toMatchObject({
        status: 'successful',
        error_code: null,
      });
      const log = await api<{ lines: { text: string }[] }>(
        nginxPort,
        'GET',
        `/api/builder/apps/${appId}/builds/${build}/log`,
        { token },
      );
      expect(log.body.result.lines.map((l) => l.text)).toContain(
        'The server building this app stopped; building again.',
      );
      apk = (await send(nginxPort, apkPath(), { headers: { authorization: `Bearer ${token}` } }))
        .body;
    }, 240_000);

    it('8. a rolling restart under load: no failed request, no lost save', async () => {
      const failures: string[] = [];
      const unreflected: string[] = [];
      let answered = 0;
      let saves = 0;
      let lastSaved = '';
      let running = true;
      const check = (what: string, answer: TAnswer | Error) => {
        if (answer instanceof Error) failures.push(`${what}: ${answer.message}`);
        else if (answer.status >= 400)
          failures.push(`${what}: ${answer.status} ${answer.body.toString().slice(0, 200)}`);
        else answered++;
      };
      const auth = { authorization: `Bearer ${token}` };
      const loop = async (body: (i: number) => Promise<void>) => {
        for (let i = 1; running; i++) await body(i);
      };
      const loops = [
        loop(async () =>
          check(
            'website',
            await send(nginxPort, '/', { host: `demo.localhost:${nginxPort}` }).catch((e) => e),
          ),
        ),
        loop(async () =>
          check(
            'app',
            await send(nginxPort, `/api/builder/apps/${appId}`, { headers: auth }).catch((e) => e),
          ),
        ),
        loop(async () => check('image', await send(nginxPort, imageUrl).catch((e) => e))),
        loop(async (i) => {
          const name = `Rolling ${i}`;
          const saved = await send(nginxPort, `/api/sites/${siteId}`, {
            method: 'PATCH',
            headers: { ...auth, 'content-type': 'application/json' },
            body: Buffer.from(JSON.stringify({ name })),
          }).catch((e) => e);
          check('save', saved);
          if (saved instanceof Error || saved.status !== 200) return;
          saves++;
          lastSaved = name;
          const read = await send(nginxPort, `/api/sites/${siteId}`, { headers: auth }).catch(
            (e) => e,
          );
          check('read back', read);
          if (!(read instanceof Error) && JSON.parse(read.body.toString()).result.name !== name)
            unreflected.push(name);
        }),
      ];
      const started = Date.now();
      const logMark = readFileSync(nginxLog, 'utf8').length;
      const restarted: Record<string, string> = {};
      try {
        for (const which of ['a', 'b'] as const) {
          const old = which === 'a' ? a : b;
          const at = Date.now();
          expect(await stopServer(old), `${old.name} exit code`).toBe(0);
          const stopped = Date.now();
          const again = await startServer(old.name, old.env);
          if (which === 'a') a = again;
          else b = again;
          const ready = Date.now();
          // nginx has no health checks of its own: it sends to a process it saw fail again only
          // after fail_timeout. Before stopping the next, wait until it does (its log shows it).
          const upstream = `upstream=127.0.0.1:${again.port}`;
          const mark = readFileSync(nginxLog, 'utf8').length;
          await until(
            `nginx sends to the restarted ${old.name}`,
            async () =>
              readFileSync(nginxLog, 'utf8').slice(mark).includes(upstream) ? true : undefined,
            30_000,
          );
          restarted[old.name] =
            `stopped in ${stopped - at} ms, ready ${ready - stopped} ms later, in nginx's turn ${Date.now() - ready} ms later`;
        }
        // At least 15 s of load in all.
        while (Date.now() - started < 15_000) await sleep(100);
      } finally {
        running = false;
        await Promise.all(loops);
      }
      // Requests a stopping process handed over (503) and nginx answered from the other.
      const handedOver = readFileSync(nginxLog, 'utf8')
        .slice(logMark)
        .split('\n')
        .filter((line) => /upstream_status=503, 2\d\d/.test(line)).length;
      console.info(
        `rolling restart: ${answered} answers, ${saves} saves, ${handedOver} handed over, in ${Date.now() - started} ms; ${JSON.stringify(restarted)}`,
      );
      const errors = readFileSync(join(work, 'nginx', 'error.log'), 'utf8');
      expect(failures, `nginx's error log:\n${errors}`).toEqual([]);
      expect(unreflected).toEqual([]);
      // Each stopping process handed at least one GET over before its listener closed.
      expect(handedOver).toBeGreaterThanOrEqual(2);
      expect(saves).toBeGreaterThan(10);
      for (const server of [a, b]) {
        const site = await api<{ name: string }>(server.port, 'GET', `/api/sites/${siteId}`, {
          token,
        });
        expect(site.body.result.name, server.name).toBe(lastSaved);
      }
    }, 240_000);

    it('9. a pg_dump restored into a new database serves the website and the downloads', async () => {
      const dump = join(work, 'owner-console.dump');
      await run(postgresBin('pg_dump'), [
        '--format=custom',
        `--file=${dump}`,
        shared.DATABASE_URL as string,
      ]);
      const restoredUrl = await createDatabase();
      await run(postgresBin('pg_restore'), ['--no-owner', '--dbname', restoredUrl, dump]);
      const site = await api<{ name: string }>(a.port, 'GET', `/api/sites/${siteId}`, { token });
      const restored = await startServer('restored', {
        ...(await apiEnv('restored')),
        DATABASE_URL: restoredUrl,
      });
      // A new DATA_DIR: nothing but the dump holds the files.
      const page = await send(restored.port, '/', { host: `demo.localhost:${restored.port}` });
      expect(page.status).toBe(200);
      expect(page.body.toString()).toContain(site.body.result.name);
      const download = await send(restored.port, apkPath(), {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.status).toBe(200);
      expect(download.body.equals(apk)).toBe(true);
      expect((await send(restored.port, imageUrl)).body.equals(image)).toBe(true);
      expect(await stopServer(restored)).toBe(0);
    }, 180_000);
  },
);
