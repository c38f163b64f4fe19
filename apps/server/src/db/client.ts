import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { attachReadCaches } from '../lib/read-cache';
import { SERVER_DIR } from '../lib/server-dir';
import type { TDb } from './db.types';
import { PGLITE_EXTENSIONS } from './pglite-extensions';
import * as schema from './schema';
import { noticeOwnWrites, WriteWatch, watchPglite, watchPostgres } from './write-watch';

export type { TDb };
export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  /** When the database last changed, as this process has heard (what the read caches follow). */
  writes: WriteWatch;
  close: () => Promise<void>;
};

const MIGRATIONS_FOLDER = join(SERVER_DIR, 'drizzle');

/**
 * A pool that takes back a checked-out connection as soon as it breaks. Drizzle's transaction()
 * sends BEGIN before the try whose finally releases the connection, so a connection that breaks on
 * BEGIN (the database stopping at that moment) would never come back, and after `max` such breaks
 * the pool would have no connection left to give until the process restarts. The holder's own
 * later release then does nothing, and its further queries fail at once ("not queryable").
 */
class CheckoutSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: () => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    // pg-pool's own pool.query() checks out with a callback and already releases on error.
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then((client) => {
      const release = client.release.bind(client);
      let released = false;
      const onBroken = (error: Error) => {
        if (released) return;
        released = true;
        release(error);
      };
      client.once('error', onBroken);
      client.release = (error?: Error | boolean) => {
        client.removeListener('error', onBroken);
        if (released) return;
        released = true;
        release(error);
      };
      return client;
    });
  }
}

/** PGlite under DATA_DIR by default; PostgreSQL when a URL is given. Same schema, same code. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  pglite?: PGlite;
}): Promise<TDatabase> {
  if (options.databaseUrl) {
    const pool = new CheckoutSafePool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the database is away a request waits at most this long for a connection, then is
      // answered 503 (db/unavailable.ts), instead of queueing without end.
      connectionTimeoutMillis: 5_000,
      // Notices a database host that vanished without closing its connections (a failover, a cut
      // network), which would otherwise look like a query that never ends.
      keepAlive: true,
    });
    // An idle connection the server ends (a restart, a failover, an administrator) is reported here;
    // the pool drops it and opens a new one when needed. Without a listener Node treats it as an
    // uncaught error and stops the process.
    pool.on('error', () => {});
    // The pool listens only while a connection is idle. One that breaks while checked out (in a
    // transaction when the database restarts) reports on the client itself, and with nobody
    // listening that too would stop the process. Its query fails with the same error, which is
    // what the request answers with, so nothing is lost by listening here.
    const watch = new WriteWatch();
    pool.on('connect', (client) => {
      client.on('error', () => {});
      noticeOwnWrites(client, watch);
    });
    const db = drizzlePg({ client: pool, schema }) as unknown as TDb;
    const listening = watchPostgres(options.databaseUrl, watch);
    attachReadCaches(db, watch);
    return {
      db,
      kind: 'postgres',
      writes: watch,
      close: async () => {
        await listening.stop();
        await pool.end();
      },
    };
  }
  let client = options.pglite;
  if (!client) {
    let dir: string | undefined;
    if (options.dataDir) {
      dir = join(options.dataDir, 'pglite');
      mkdirSync(dir, { recursive: true });
      if (!existsSync(join(dir, 'PG_VERSION'))) await createPgliteDir(dir);
    }
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  }
  const owned = client;
  const db = drizzlePglite({ client: owned, schema }) as unknown as TDb;
  const watch = new WriteWatch();
  await watchPglite(owned, watch);
  attachReadCaches(db, watch);
  return { db, kind: 'pglite', writes: watch, close: () => owned.close() };
}

/**
 * The script that creates a new PGlite directory in a process of its own (db/pglite-init.ts): next
 * to this module when running from source, and built beside dist/main.js (build.mjs). Found from
 * the package (decision 021), as every file the server reads at run time.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
const PGLITE_INIT = join(SERVER_DIR, FROM_SOURCE ? 'src/db/pglite-init.ts' : 'dist/pglite-init.js');

/** Creates an empty PGlite data directory in a child process (why: db/pglite-init.ts). */
function createPgliteDir(dir: string): Promise<void> {
  // The directory is the script's argument, after the script's path: Node reads no option there.
  // Absolute, as the child runs in the server's folder (where tsx is found).
  const args = [...(FROM_SOURCE ? ['--import', 'tsx'] : []), PGLITE_INIT, resolve(dir)];
  return new Promise((resolve, reject) => {
    execFile(process.execPath, args, { cwd: SERVER_DIR }, (error, _stdout, stderr) => {
      if (!error) return resolve();
      reject(
        new Error(
          `Could not create the embedded database in ${dir}: ${stderr.trim() || error.message}`,
        ),
      );
    });
  });
}

/**
 * PGlite has no autovacuum, so nothing else ever gathers the planner's statistics: without them
 * a business search that matches nothing reads every row instead of the trigram index
 * (docs/decisions/022-business-search-trigram-index.md). Run at each start, after the demo seed;
 * PostgreSQL's autovacuum does this by itself.
 */
export async function refreshPlannerStatistics(database: TDatabase): Promise<void> {
  if (database.kind === 'pglite') await database.db.execute(sql`analyze`);
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
