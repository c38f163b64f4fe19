import { type ChildProcess, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../test/postgres-cluster';
import { startMain } from './main.test-support';

// The `npm start` contract (docs/design.md#commands): on an empty database the server creates the
// demo project, prints how to log in (a generated password once), serves the API, and shuts down on
// SIGTERM; given HTTPS_PORT, it listens for HTTPS too (that start on a database already seeded,
// as it is not about the first start). Refusing a bad environment needs no database:
// main.integration.test.ts.
let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/**
 * The database the server starts on: its DATA_DIR (where PGlite lives) and, on PostgreSQL, its
 * DATABASE_URL. Empty, or a copy of the tests' seeded template (migrated, with the two tenants),
 * which spares the start initdb, the migrations and the demo seed.
 */
async function databaseOf(
  kind: 'empty' | 'seeded',
): Promise<{ DATA_DIR: string; DATABASE_URL?: string }> {
  dataDir = mkdtempSync(join(tmpdir(), 'oc-start-'));
  if (process.env.TEST_DB !== 'postgres') {
    if (kind === 'seeded') {
      // PGlite's dump is a tarball of its data directory, which the server opens as it is.
      mkdirSync(join(dataDir, 'pglite'));
      execFileSync('tar', ['-xf', inject('pgliteTemplate'), '-C', join(dataDir, 'pglite')], {
        stdio: 'ignore',
      });
    }
    return { DATA_DIR: dataDir };
  }
  const base = inject('postgresUrl');
  const name = `start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${kind === 'seeded' ? ' TEMPLATE oc_template' : ''}`);
  await admin.end();
  return { DATA_DIR: dataDir, DATABASE_URL: `${base}/${name}` };
}

describe('starting the server', () => {
  it('creates the demo project on an empty database, prints a working login, and stops on SIGTERM', async () => {
    const database = await databaseOf('empty');
    const databaseUrl = database.DATABASE_URL;
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      OWNER_EMAIL: 'boss@start.test',
      ...database,
    });
    child = server.proc;
    const out = await server.waitFor(/Password: (\S+)\s+\(generated/);
    const password = /Password: (\S+)/.exec(out)?.[1] as string;
    expect(out).toContain('Email:    boss@start.test');
    expect(out).toContain(`Website:  http://demo.localhost:${port}`);

    let health: Response | undefined;
    for (let i = 0; i < 100 && !health?.ok; i++) {
      health = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
      if (!health?.ok) await new Promise((r) => setTimeout(r, 100));
    }
    expect(await health?.json()).toMatchObject({
      result: { database: databaseUrl ? 'postgres' : 'pglite' },
    });
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'boss@start.test', password }),
    });
    expect(login.status).toBe(200);
    expect(existsSync(join(database.DATA_DIR, 'secret.key'))).toBe(true);
    const { result } = (await login.json()) as { result: { token: string } };
    expect(server.output()).not.toContain(result.token);
    // Without HTTPS_PORT custom domains cannot be served: the operator is told once.
    expect(server.output().match(/Custom domains are off: set HTTPS_PORT/g)).toHaveLength(1);

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 150_000);

  it('listens for HTTPS on HTTPS_PORT, with no certificate for an unknown name, and stops on SIGTERM', async () => {
    const database = await databaseOf('seeded');
    const port = await freePort();
    let httpsPort = await freePort();
    while (httpsPort === port) httpsPort = await freePort();
    const server = startMain({
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      LOG_LEVEL: 'info',
      ...database,
    });
    child = server.proc;
    await server.waitFor(/HTTPS listening for custom domains/);
    // Listening (not refused), but no certificate is ever shown for a name it has none for.
    const failure = await new Promise<NodeJS.ErrnoException>((resolve, reject) => {
      const socket = connect(
        { host: '127.0.0.1', port: httpsPort, servername: 'nowhere.example.test' },
        () => reject(new Error('handshake succeeded')),
      );
      socket.on('error', resolve);
    });
    expect(failure.code).not.toBe('ECONNREFUSED');
    expect(server.output()).not.toContain('Custom domains are off');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 150_000);
  it('says it is not ready as soon as it begins to stop, still answers while it drains, then exits', async () => {
    const database = await databaseOf('seeded');
    const port = await freePort();
    const server = startMain({
      PORT: String(port),
      SHUTDOWN_DRAIN_SECONDS: '3',
      LOG_LEVEL: 'info',
      ...database,
    });
    child = server.proc;
    const at = `http://127.0.0.1:${port}`;
    let ready: Response | undefined;
    for (let i = 0; i < 600 && !ready?.ok; i++) {
      ready = await fetch(`${at}/api/ready`).catch(() => undefined);
      if (!ready?.ok) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready?.status).toBe(200);

    server.proc.kill('SIGTERM');
    await server.waitFor(/shutting down/);
    const stopping = await fetch(`${at}/api/ready`);
    expect(stopping.status).toBe(503);
    expect(await stopping.json()).toEqual({
      error: true,
      result: ['This server is restarting. Please try again in a few seconds.'],
    });
    // A request that reaches it while it drains is answered as usual.
    expect((await fetch(`${at}/api/health`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    // And then it takes no more connections.
    await expect(fetch(`${at}/api/health`)).rejects.toThrow();
  }, 150_000);
});
