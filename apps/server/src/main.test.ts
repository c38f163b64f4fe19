import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';

// The `npm start` contract (docs/design.md#commands): on an empty database the server creates the
// demo project, prints how to log in (a generated password once), serves the API, and shuts down on
// SIGTERM.
const MAIN = new URL('./main.ts', import.meta.url).pathname;
let child: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(() => {
  child?.kill('SIGKILL');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function emptyDatabaseUrl(): Promise<string | undefined> {
  if (process.env.TEST_DB !== 'postgres') return undefined;
  const base = inject('postgresUrl');
  const name = `start_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return `${base}/${name}`;
}

function start(env: Record<string, string>) {
  const proc = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, LOG_LEVEL: 'warn', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (d) => {
    output += d;
  });
  proc.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => proc.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, ms = 40_000) => {
    const until = Date.now() + ms;
    while (!pattern.test(output)) {
      if (Date.now() > until || proc.exitCode !== null)
        throw new Error(`no ${pattern} in:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return output;
  };
  return { proc, exited, waitFor, output: () => output };
}

describe('starting the server', () => {
  it('creates the demo project on an empty database, prints a working login, and stops on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oc-start-'));
    const databaseUrl = await emptyDatabaseUrl();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const server = start({
      PORT: String(port),
      DATA_DIR: dataDir,
      OWNER_EMAIL: 'boss@start.test',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
    expect(existsSync(join(dataDir, 'secret.key'))).toBe(true);
    const { result } = (await login.json()) as { result: { token: string } };
    expect(server.output()).not.toContain(result.token);
    // Without HTTPS_PORT custom domains cannot be served: the operator is told once.
    expect(server.output().match(/Custom domains are off: set HTTPS_PORT/g)).toHaveLength(1);

    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 60_000);

  it('listens for HTTPS on HTTPS_PORT, with no certificate for an unknown name, and stops on SIGTERM', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'oc-start-'));
    const databaseUrl = await emptyDatabaseUrl();
    const port = 20000 + Math.floor(Math.random() * 20000);
    const httpsPort = port + 1;
    const server = start({
      PORT: String(port),
      HTTPS_PORT: String(httpsPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
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
  }, 60_000);

  it('refuses a bad environment with a message that names the variable', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: '/nonexistent' });
    child = server.proc;
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid environment:\n\s+PORT: /);
  }, 30_000);
});
