import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TBuild } from '@oc/domain/builds/build.schema';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../../test/postgres-cluster';
import { makeKeystore } from '../credentials/credentials.test-support';

// Builds are durable jobs (docs/design.md#jobs): the real server, killed while it builds, finds the
// build again on its next start and ends it, never leaving it 'building'; a process with WORKERS=0
// never builds, and one with workers on the same database does.

const MAIN = new URL('../../main.ts', import.meta.url).pathname;
const PASSWORD = 'restart-password-1';
const EMAIL = 'owner@restart.test';
const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function emptyDatabaseUrl(): Promise<string> {
  const base = inject('postgresUrl');
  const name = `restart_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return `${base}/${name}`;
}

/** The real server (main.ts), on its own port; answers its base URL once it is healthy. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      OWNER_EMAIL: EMAIL,
      OWNER_PASSWORD: PASSWORD,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 60_000;
  for (;;) {
    const health = await fetch(`${base}/api/health`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > until || child.exitCode !== null)
      throw new Error(`the server did not start:\n${output}`);
    await sleep(100);
  }
  return { base, child, output: () => output };
}

async function api<T>(base: string, path: string, token: string | null, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await fetch(`${base}${path}`, { ...init, headers });
  return { status: response.status, body: (await response.json()) as { result: T } };
}

/** Logs in, saves a real keystore for the demo customer app and asks for a release build. */
async function startReleaseBuild(base: string) {
  const login = await api<{ token: string }>(base, '/api/auth/login', null, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  const token = login.body.result.token;
  const products = await api<{ id: number; code: string }[]>(base, '/api/products', token);
  const appId = products.body.result.find((p) => p.code === 'app_customer_x')?.id as number;
  const jks = makeKeystore('JKS');
  const form = new FormData();
  form.append('store_password', jks.storePassword);
  form.append('key_alias', jks.alias);
  form.append('key_password', jks.keyPassword);
  form.append('store_file', new Blob([jks.bytes]), 'upload.jks');
  const keys = await api(base, `/api/builder/apps/${appId}/credentials/android`, token, {
    method: 'POST',
    body: form,
  });
  expect(keys.status).toBe(200);
  const started = await api<TBuild>(base, `/api/builder/apps/${appId}/builds`, token, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ platform: 'android', mode: 'release' }),
  });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  return { token, appId, buildId: started.body.result.id };
}

/** The build's current state, read through the log route as the console does. */
async function buildNow(base: string, token: string, appId: number, buildId: number) {
  const answer = await api<{ build: TBuild }>(
    base,
    `/api/builder/apps/${appId}/builds/${buildId}/log`,
    token,
  );
  return answer.body.result.build;
}

/** Polls until the build's status is one of `statuses`; bounded, so a stuck build fails the test. */
async function waitForStatus(
  base: string,
  build: { token: string; appId: number; buildId: number },
  statuses: string[],
  ms = 120_000,
): Promise<TBuild> {
  const until = Date.now() + ms;
  for (;;) {
    const now = await buildNow(base, build.token, build.appId, build.buildId);
    if (statuses.includes(now.status)) return now;
    if (Date.now() > until) throw new Error(`build still ${now.status}`);
    await sleep(50);
  }
}

const FINISHED = ['successful', 'failed', 'error_request'];

describe('a build whose server dies', () => {
  it('is built again (or given up with BUILD_WORKER_LOST) by the next start: never stuck', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oc-restart-'));
    dirs.push(dataDir);
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      WORKERS: '1',
      JOB_LEASE_SECONDS: '2',
      ...(process.env.TEST_DB === 'postgres' ? { DATABASE_URL: await emptyDatabaseUrl() } : {}),
    };
    const first = await startServer(env);
    const build = await startReleaseBuild(first.base);
    const running = await waitForStatus(first.base, build, ['building', 'finishing', ...FINISHED]);
    expect(FINISHED, 'the build ended before the server could be killed').not.toContain(
      running.status,
    );
    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));

    const second = await startServer(env);
    const ended = await waitForStatus(second.base, build, FINISHED);
    if (ended.status === 'failed') expect(ended.error_code).toBe('BUILD_WORKER_LOST');
    else expect(ended).toMatchObject({ status: 'successful', error_code: null });
    const log = await api<{ lines: { text: string }[] }>(
      second.base,
      `/api/builder/apps/${build.appId}/builds/${build.buildId}/log`,
      build.token,
    );
    const texts = log.body.result.lines.map((l) => l.text);
    if (ended.status === 'successful')
      expect(texts).toContain('The server building this app stopped; building again.');
  }, 240_000);
});

describe.runIf(process.env.TEST_DB === 'postgres')('separate worker processes', () => {
  it('a WORKERS=0 process never builds; a worker process on the same database does', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oc-workers-'));
    dirs.push(dataDir);
    // One database, one secret key and one file store for both, as separate processes would share.
    const shared = {
      DATA_DIR: dataDir,
      DATABASE_URL: await emptyDatabaseUrl(),
      SECRET_KEY: randomBytes(32).toString('hex'),
    };
    const apiOnly = await startServer({ ...shared, WORKERS: '0' });
    const build = await startReleaseBuild(apiOnly.base);
    // Several seconds, many polls: a worker would have taken it within one poll (1 s).
    for (let i = 0; i < 15; i++) {
      expect((await buildNow(apiOnly.base, build.token, build.appId, build.buildId)).status).toBe(
        'queued',
      );
      await sleep(200);
    }
    await startServer({ ...shared, WORKERS: '1' });
    const ended = await waitForStatus(apiOnly.base, build, FINISHED);
    expect(ended).toMatchObject({ status: 'successful', error_code: null });
  }, 240_000);
});
