import { execFile } from 'node:child_process';
import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/**
 * A loopback port nobody listens on right now, for a server a test starts a moment later. Chosen
 * below the kernel's ephemeral range (32768–60999 on Linux), which `listen(0)` would pick from:
 * every outgoing connection (a browser, a database client, a load test) is also given a port from
 * that range, and one could take ours between this check and the server's own listen
 * (EADDRINUSE, seen in the journeys under load). Random, so parallel callers rarely meet; tried
 * again if taken.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await canListen(port)) return port;
  }
  throw new Error('no free port between 20000 and 32000 on 127.0.0.1');
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, not always on PATH. */
export function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  return name;
}

/**
 * Runs a PostgreSQL tool, as the postgres user when we are root (PostgreSQL refuses to run as
 * root). Asynchronous, so that a test's own requests keep flowing while pg_ctl waits.
 */
function asPostgres(args: string[], timeoutMs = 60_000): Promise<void> {
  const isRoot = process.getuid?.() === 0;
  const [name, ...rest] = args;
  const cmd = postgresBin(name as string);
  const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...rest]] : [cmd, rest];
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8', timeout: timeoutMs }, (error, stdout, stderr) => {
      if (error)
        reject(new Error(`${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`));
      else resolve();
    });
  });
}

export type TCluster = {
  /** postgresql://postgres@127.0.0.1:<port>, without a database name. */
  url: string;
  start: () => Promise<void>;
  stop: (mode: 'smart' | 'fast' | 'immediate') => Promise<void>;
};

/**
 * A throwaway cluster in `work` (its data in work/cluster, its log in work/postgres.log), trusting
 * every local connection, listening on 127.0.0.1 only at a free port, started and waited for.
 * Durability is off (nothing in it outlives the tests) unless synchronousCommit is asked for: then
 * a commit is in the WAL before it is acknowledged, so it survives an immediate stop (a crash).
 */
export async function startCluster(
  work: string,
  options: { synchronousCommit?: boolean } = {},
): Promise<TCluster> {
  const cluster = join(work, 'cluster');
  chmodSync(work, 0o777);
  await asPostgres([
    'initdb',
    '-D',
    cluster,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const commits = options.synchronousCommit ? '' : ' -c synchronous_commit=off';
  const start = () =>
    asPostgres([
      'pg_ctl',
      '-D',
      cluster,
      '-w',
      '-l',
      join(work, 'postgres.log'),
      '-o',
      `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off${commits}`,
      'start',
    ]);
  await start();
  return {
    url: `postgresql://postgres@127.0.0.1:${port}`,
    start,
    stop: (mode) => asPostgres(['pg_ctl', '-D', cluster, '-w', '-m', mode, 'stop']),
  };
}
