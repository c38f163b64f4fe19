import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { createDiskStorage } from '../src/lib/storage';
import { startCluster } from './postgres-cluster';
import { prepareTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    filesDir: string;
    pgliteTemplate: string;
    postgresUrl: string;
  }
}

/** PGlite: one migrated, seeded data dir, dumped once; every test file loads its own copy. */
async function setupPglite(project: TestProject, work: string) {
  const { PGlite } = await import('@electric-sql/pglite');
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
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
  const cluster = await startCluster(work);
  const admin = new pg.Client({ connectionString: `${cluster.url}/postgres` });
  await admin.connect();
  await admin.query('CREATE DATABASE oc_template');
  await admin.end();
  const database = await openDatabase({ databaseUrl: `${cluster.url}/oc_template` });
  await prepareTemplate(database, createDiskStorage(join(work, 'files')));
  await database.close();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop('immediate');
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
