import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
export type TDatabase = { db: TDb; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite under DATA_DIR by default; PostgreSQL when a URL is given. Same schema, same code. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported here;
    // the pool drops it and opens a new one when needed. Without a listener Node treats it as an
    // uncaught error and stops the process. https://node-postgres.com/apis/pool#error
    pool.on('error', () => {});
    const db = drizzlePg({ client: pool, schema }) as unknown as TDb;
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let client = options.pglite;
  if (!client) {
    let dir: string | undefined;
    if (options.dataDir) {
      dir = join(options.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
    }
    client = await PGlite.create(dir);
  }
  const owned = client;
  const db = drizzlePglite({ client: owned, schema }) as unknown as TDb;
  return { db, kind: 'pglite', close: () => owned.close() };
}

export async function migrateDatabase(database: TDatabase): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'postgres') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
    await migratePg(database.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants its driver's own type
    await migratePglite(database.db as any, config);
  }
}
