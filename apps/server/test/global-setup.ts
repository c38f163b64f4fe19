import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { createDiskStorage } from '../src/lib/storage';
import { prepareTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    filesDir: string;
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Debian keeps initdb and pg_ctl in /usr/lib/postgresql/<version>/bin, not always on PATH. */
function postgresBin(name: string): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort().reverse() : [];
  for (const version of versions) {
    const path = join(root, version, 'bin', name);
    if (existsSync(path)) return path;
  }
  return name;
}

const asPostgres = (args: string[]) => {
  // PostgreSQL refuses to run as root; run its tools as the postgres user when we are root.
  const isRoot = process.getuid?.() === 0;
  const [name, ...rest] = args;
  const cmd = postgresBin(name as string);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...rest], { encoding: 'utf8' })
    : spawnSync(cmd, rest, { encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
};

/** PGlite: one migrated, seeded data dir, dumped once; every test file loads its own copy. */
async function setupPglite(project: TestProject, work: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create();
  const database = await openDatabase({ pglite: client });
  await prepareTemplate(database, createDiskStorage(join(work, 'files')));
  const dump = await client.dumpDataDir('none');
  const path = join(work, 'template.tar');
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgliteTemplate', path);
  return async () => {};
}

/** PostgreSQL: a throwaway cluster on a free loopback port; each test file copies a template db. */
async function setupPostgres(project: TestProject, work: string) {
  const cluster = join(work, 'cluster');
  chmodSync(work, 0o777);
  asPostgres(['initdb', '-D', cluster, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  asPostgres([
    'pg_ctl',
    '-D',
    cluster,
    '-w',
    '-l',
    join(work, 'postgres.log'),
    '-o',
    `-p ${port} -k ${work} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ]);
  const url = `postgresql://postgres@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${url}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE oc_template');
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${url}/oc_template` });
  await prepareTemplate(database, createDiskStorage(join(work, 'files')));
  await database.close();
  project.provide('postgresUrl', url);
  return async () => {
    asPostgres(['pg_ctl', '-D', cluster, '-m', 'immediate', 'stop']);
  };
}

export default async function setup(project: TestProject) {
  const work = mkdtempSync(join(tmpdir(), 'oc-test-'));
  project.provide('filesDir', join(work, 'files'));
  const kind = project.name.endsWith('postgres') ? 'postgres' : 'pglite';
  const stop =
    kind === 'postgres' ? await setupPostgres(project, work) : await setupPglite(project, work);
  return async () => {
    await stop();
    rmSync(work, { recursive: true, force: true });
  };
}
