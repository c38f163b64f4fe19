import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { openDatabase, refreshPlannerStatistics } from './client';
import { isDatabaseUnavailable } from './unavailable';

type TRows<T> = { rows: T[] };

describe.runIf(process.env.TEST_DB === 'postgres')('the PostgreSQL pool', () => {
  it('survives the server ending an idle connection; the next query opens a new one', async () => {
    const database = await openTestDatabase();
    const errors: unknown[] = [];
    const onError = (error: unknown) => errors.push(error);
    process.on('uncaughtException', onError);
    try {
      const first = (await database.db.execute(
        sql`select pg_backend_pid() as pid, current_database() as name`,
      )) as unknown as TRows<{ pid: number; name: string }>;
      const { pid, name } = first.rows[0] as { pid: number; name: string };
      // The connection now sits idle in the pool; an administrator (or a failover) ends it.
      const admin = new pg.Client({ connectionString: `${inject('postgresUrl')}/${name}` });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 300));

      const again = (await database.db.execute(
        sql`select pg_backend_pid() as pid`,
      )) as unknown as TRows<{ pid: number }>;
      expect(again.rows[0]?.pid).not.toBe(pid);
      expect(errors).toEqual([]);
    } finally {
      process.off('uncaughtException', onError);
      await database.close();
    }
  });
});

/**
 * A loopback proxy to the test cluster that, while `breakOnBegin` is set, cuts any connection the
 * moment it sends BEGIN: the database going away just as a transaction starts, every time.
 */
async function beginBreakingProxy(target: URL) {
  const state = { breakOnBegin: false };
  const sockets = new Set<Socket>();
  const server = createServer((downstream) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [downstream, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    upstream.pipe(downstream);
    downstream.on('data', (chunk: Buffer) => {
      if (state.breakOnBegin && /\bbegin\b/i.test(chunk.toString('latin1'))) {
        downstream.destroy();
        upstream.destroy();
      } else {
        upstream.write(chunk);
      }
    });
    downstream.on('close', () => upstream.destroy());
    upstream.on('close', () => downstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    state,
    url: `postgresql://postgres@127.0.0.1:${port}`,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.runIf(process.env.TEST_DB === 'postgres')(
  'a connection that breaks while checked out',
  () => {
    it('neither stops the process nor keeps its pool slot: after more breaks than the pool has connections, queries work again', async () => {
      const database = await openTestDatabase();
      const errors: unknown[] = [];
      const onError = (error: unknown) => errors.push(error);
      process.on('uncaughtException', onError);
      const proxy = await beginBreakingProxy(new URL(inject('postgresUrl')));
      const name = (
        (await database.db.execute(sql`select current_database() as name`)) as unknown as TRows<{
          name: string;
        }>
      ).rows[0]?.name as string;
      const viaProxy = await openDatabase({ databaseUrl: `${proxy.url}/${name}` });
      try {
        proxy.state.breakOnBegin = true;
        // As many breaks as the pool has connections (max 10), one after another.
        for (let i = 0; i < 10; i++) {
          const failed = await viaProxy.db
            .transaction(async (tx) => tx.execute(sql`select 1`))
            .then(
              () => undefined,
              (error: unknown) => error,
            );
          expect(isDatabaseUnavailable(failed), String(failed)).toBe(true);
        }
        proxy.state.breakOnBegin = false;
        const saved = await viaProxy.db.transaction(async (tx) =>
          tx.execute(sql`select 42 as answer`),
        );
        expect((saved as unknown as TRows<{ answer: number }>).rows[0]?.answer).toBe(42);
        expect(errors).toEqual([]);
      } finally {
        process.off('uncaughtException', onError);
        await viaProxy.close();
        await proxy.close();
        await database.close();
      }
    });
  },
);

describe.runIf(process.env.TEST_DB === 'pglite')('a new embedded database', () => {
  it('is created in a process of its own, then opened with its extensions', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oc-pglite-'));
    try {
      // A relative DATA_DIR (as in the journeys' server) is the caller's, not the child's.
      const database = await openDatabase({ dataDir: relative(process.cwd(), dataDir) });
      try {
        expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
        await database.db.execute(sql`create extension if not exists pg_trgm`);
        const result = (await database.db.execute(
          sql`select similarity('pizza', 'pizzas') > 0.5 as close`,
        )) as unknown as TRows<{ close: boolean }>;
        expect(result.rows[0]?.close).toBe(true);
      } finally {
        await database.close();
      }
      // Opened again, it is the same database: nothing is created twice.
      const again = await openDatabase({ dataDir });
      await again.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('that cannot be created says where and why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'oc-pglite-'));
    try {
      // A file where the new database needs a directory of its own.
      mkdirSync(join(dataDir, 'pglite'));
      writeFileSync(join(dataDir, 'pglite', 'global'), 'not a directory');
      await expect(openDatabase({ dataDir })).rejects.toThrow(
        `Could not create the embedded database in ${join(dataDir, 'pglite')}`,
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('has its planner statistics gathered at start (PGlite has no autovacuum to do it)', async () => {
    const database = await openTestDatabase();
    try {
      await database.db.execute(sql`create table counted (n int)`);
      await database.db.execute(sql`insert into counted select generate_series(1, 500)`);
      const rows = async () =>
        (
          (await database.db.execute(
            sql`select reltuples::int as n from pg_class where relname = 'counted'`,
          )) as unknown as TRows<{ n: number }>
        ).rows[0]?.n;
      // Never analyzed: PostgreSQL says -1.
      expect(await rows()).toBe(-1);
      await refreshPlannerStatistics(database);
      expect(await rows()).toBe(500);
    } finally {
      await database.close();
    }
  });
});
