// What the API benchmarks share: the real server and a bare Fastify as child processes on loopback,
// their memory as the kernel counts it, and a throwaway PostgreSQL cluster.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../apps/server/src/db/client';
import { freePort, startCluster, type TCluster } from '../../apps/server/test/postgres-cluster';

export { freePort };

/**
 * What is still running or on disk (servers, the cluster, temp dirs), undone in reverse on SIGINT
 * or SIGTERM too: a benchmark stopped by hand leaves no PostgreSQL behind (pg_ctl detaches it, so
 * the terminal's signal never reaches it).
 */
const pending = new Set<() => Promise<void> | void>();
function undoLater(undo: () => Promise<void> | void) {
  pending.add(undo);
  return async () => {
    if (pending.delete(undo)) await undo();
  };
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    for (const undo of [...pending].reverse()) await undo();
    process.exit(130);
  });
}

/** A temp dir, removed by the returned function or on a signal. */
export function tempDir(prefix: string): { path: string; remove: () => Promise<void> } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: undoLater(() => rmSync(path, { recursive: true, force: true })) };
}

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIST_MAIN = `${ROOT}apps/server/dist/main.js`;
const SRC_MAIN = `${ROOT}apps/server/src/main.ts`;
const BARE = fileURLToPath(new URL('./bare-fastify.mjs', import.meta.url));

/**
 * How the real server is started: the compiled build as `npm start` runs it when it exists, else
 * the sources through tsx. The bare Fastify gets the same Node flags, so the comparison measures
 * our code, not the loader.
 */
export function serverCommand(): { nodeArgs: string[]; main: string; label: string } {
  return existsSync(DIST_MAIN)
    ? builtServer()
    : { nodeArgs: ['--import', 'tsx'], main: SRC_MAIN, label: 'apps/server/src/main.ts (tsx)' };
}

/** The compiled server, for the benchmarks that measure only what `npm start` runs. */
export function builtServer(): { nodeArgs: string[]; main: string; label: string } {
  if (!existsSync(DIST_MAIN)) {
    throw new Error(`${DIST_MAIN} is missing: run \`npm run build\` first`);
  }
  return { nodeArgs: ['--enable-source-maps'], main: DIST_MAIN, label: 'apps/server/dist/main.js' };
}

export type TRunning = {
  child: ChildProcess;
  pid: number;
  base: string;
  /** ms from spawn to the first 200 of /api/health. */
  readyMs: number;
  stop: () => Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startAndWait(args: string[], env: NodeJS.ProcessEnv, port: number) {
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = undoLater(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  });
  try {
    // Polled often so the figure is within a few ms of the moment the server could answer.
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${args.at(-1)} stopped (${child.exitCode})`);
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error(`${args.at(-1)}: no health`);
      await sleep(10);
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, pid: child.pid as number, base, readyMs: performance.now() - started, stop };
}

export type TServerOptions = {
  dataDir: string;
  databaseUrl?: string | undefined;
  ownerEmail: string;
  ownerPassword: string;
  workers: number;
  /** More settings (the order limits a load would otherwise meet). */
  env?: NodeJS.ProcessEnv;
};

/** The real server, on a free loopback port, logging warnings only. */
export async function startServer(options: TServerOptions): Promise<TRunning> {
  const { nodeArgs, main } = serverCommand();
  const env: NodeJS.ProcessEnv = {
    DATA_DIR: options.dataDir,
    OWNER_EMAIL: options.ownerEmail,
    OWNER_PASSWORD: options.ownerPassword,
    LOG_LEVEL: 'warn',
    WORKERS: String(options.workers),
    // Set or removed (spawn leaves out undefined): an inherited one must not turn a PGlite run
    // into a PostgreSQL one.
    DATABASE_URL: options.databaseUrl,
    ...options.env,
  };
  return startAndWait([...nodeArgs, main], env, await freePort());
}

/**
 * A bare Fastify 5 (the very one the server depends on) answering `routes` (path → captured JSON
 * body and content type) and nothing else.
 */
export type TBareRoute = (
  | { body: string; contentType: string }
  | { bodyBase64: string; contentType: string; contentEncoding: string }
) & {
  /** More headers to send, as given (the real server's own, to compare like with like). */
  headers?: Record<string, string>;
};

export async function startBare(routes: Record<string, TBareRoute>): Promise<TRunning> {
  const fastify = createRequire(`${ROOT}apps/server/package.json`).resolve('fastify');
  return startAndWait(
    [...serverCommand().nodeArgs, BARE],
    { BARE_FASTIFY: fastify, BARE_ROUTES: JSON.stringify(routes) },
    await freePort(),
  );
}

/** VmRSS (now) and VmHWM (the peak so far) of a process, in MB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+)`, 'm'))?.[1]);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

/**
 * A throwaway cluster (apps/server/test/postgres-cluster.ts) in a temp dir of its own (its user
 * must reach it), a way to make empty databases, and a stop that removes it.
 */
export async function startPostgres(): Promise<{
  createDatabase: (name: string) => Promise<string>;
  stop: () => Promise<void>;
}> {
  const work = tempDir('oc-bench-pg-');
  let cluster: TCluster;
  try {
    cluster = await startCluster(work.path);
  } catch (error) {
    await work.remove();
    throw error;
  }
  const createDatabase = async (name: string) => {
    const admin = await openDatabase({ databaseUrl: `${cluster.url}/postgres` });
    try {
      await admin.db.execute(`CREATE DATABASE ${name}`);
    } finally {
      await admin.close();
    }
    return `${cluster.url}/${name}`;
  };
  const stopCluster = undoLater(() => cluster.stop('immediate'));
  const stop = async () => {
    await stopCluster();
    await work.remove();
  };
  return { createDatabase, stop };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/**
 * Runs `measure` on PGlite (no database URL) and then on a throwaway PostgreSQL database named
 * `name`, or on the one BENCH_DATABASES names (pglite, postgres; both by default).
 */
export async function onEachDatabase(
  name: string,
  measure: (label: string, databaseUrl?: string) => Promise<void>,
) {
  const databases = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
  if (databases.includes('pglite')) await measure('PGlite');
  if (!databases.includes('postgres')) return;
  const postgres = await startPostgres();
  try {
    await measure('PostgreSQL', await postgres.createDatabase(name));
  } finally {
    await postgres.stop();
  }
}
