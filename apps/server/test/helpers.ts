import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { fileKeyOf } from '@oc/domain/uploads/file-url';
import type { FastifyServerOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type TDatabase } from '../src/db/client';
import { PGLITE_EXTENSIONS } from '../src/db/pglite-extensions';
import { files } from '../src/db/schema';
import { parseEnv } from '../src/env';
import { createSecretBox } from '../src/lib/secrets';
import { createDiskStorage } from '../src/lib/storage';
import { TEST_USERS } from './template';

export { TEST_USERS };

/** A fresh copy of the seeded template database, on PGlite or PostgreSQL per the Vitest project. */
export async function openTestDatabase(): Promise<TDatabase> {
  if (process.env.TEST_DB !== 'postgres' && process.env.TEST_DB !== 'pglite')
    throw new Error(
      'This test opens a database, but its project has none: a server test file that opens one is ' +
        'named *.db.test.ts (or *.db.integration.test.ts), and runs on PGlite and on PostgreSQL ' +
        '(docs/decisions/003-tests-on-two-databases.md).',
    );
  if (process.env.TEST_DB === 'postgres') {
    const base = inject('postgresUrl');
    const name = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE oc_template`);
    await admin.end();
    const database = await openDatabase({ databaseUrl: `${base}/${name}` });
    return {
      ...database,
      close: async () => {
        await database.close();
        const drop = new pg.Client({ connectionString: `${base}/postgres` });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({
    loadDataDir: new Blob([tarball]),
    extensions: PGLITE_EXTENSIONS,
  });
  return openDatabase({ pglite: client });
}

/**
 * `env` adds to or overrides the test environment, e.g. { TRUST_PROXY: '127.0.0.1' }; `logger` is
 * the server's (none by default), e.g. `loggedLines()`'s stream.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  { logger = false }: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const database = await openTestDatabase();
  const parsed = parseEnv({
    DATA_DIR: '/nonexistent',
    PORT: '8080',
    CONSOLE_DIST: '/nonexistent',
    ...env,
  });
  const app = await buildApp({
    env: parsed,
    database,
    storage: createDiskStorage(inject('filesDir')),
    secrets: createSecretBox(randomBytes(32)),
    logger,
  });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.close();
    },
    async login(who: keyof typeof TEST_USERS = 'demo') {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: TEST_USERS[who],
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
      return response.json().result.token as string;
    },
  };
}

/** A log stream for `createTestApp`, keeping each line it is given. */
export function loggedLines(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, stream };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * One app per test file, logged in as both tenants: `ours` (demo) and `theirs` (other). The returned
 * object is filled in beforeAll.
 */
export function setupTestApp() {
  const ctx = {} as {
    t: Awaited<ReturnType<typeof createTestApp>>;
    ours: string;
    theirs: string;
    get: (url: string, token?: string) => Promise<LightMyRequestResponse>;
  };
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.ours = await ctx.t.login('demo');
    ctx.theirs = await ctx.t.login('other');
    ctx.get = (url, token = ctx.ours) => ctx.t.app.inject({ url, headers: bearer(token) });
  });
  afterAll(async () => {
    await ctx.t.close();
  });
  return ctx;
}

/** The id of the caller's product with this base code (apps and websites alike). */
export async function productIdOf(
  ctx: ReturnType<typeof setupTestApp>,
  code: string,
  token = ctx.ours,
): Promise<number> {
  const products = (await ctx.get('/api/products', token)).json().result as {
    id: number;
    code: string;
  }[];
  const found = products.find((p) => p.code === code);
  if (!found) throw new Error(`no product ${code}`);
  return found.id;
}

/**
 * Records file URLs as uploads of the caller's project, as an upload would, for tests about what a
 * save does with an image rather than about the upload itself.
 */
export async function recordOwnFiles(
  ctx: ReturnType<typeof setupTestApp>,
  urls: string[],
  token = ctx.ours,
) {
  const me = (await ctx.get('/api/auth/me', token)).json().result as { project: { id: number } };
  await ctx.t.database.db
    .insert(files)
    .values(
      urls.map((url) => ({
        projectId: me.project.id,
        key: fileKeyOf(url),
        mimeType: url.endsWith('.png') ? 'image/png' : 'image/jpeg',
        size: 1,
      })),
    )
    .onConflictDoNothing();
}
