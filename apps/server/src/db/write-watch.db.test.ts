import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/helpers';
import { type ReadCache, readCachesOf } from '../lib/read-cache';
import type { TDatabase } from './client';

type TRows<T> = { rows: T[] };

let database: TDatabase;
let cache: ReadCache;
beforeEach(async () => {
  database = await openTestDatabase();
  const caches = readCachesOf(database.db);
  if (!caches) throw new Error('the database has no read caches');
  cache = caches.apps;
});
afterEach(async () => {
  await database.close();
});

/** The demo project's name, read through the cache; `load` counts the reads that reached the database. */
const load = vi.fn(async () => {
  const result = (await database.db.execute(
    sql`select name from projects where code = 'demo'`,
  )) as unknown as TRows<{ name: string }>;
  return result.rows[0]?.name;
});
const projectName = () => cache.read('project-name', load);
beforeEach(() => {
  load.mockClear();
});

async function until(condition: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still not ${what} after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Whether the cache keeps values now: a read right after a read does not reach the database. */
async function keeping(): Promise<boolean> {
  await projectName();
  load.mockClear();
  await projectName();
  return load.mock.calls.length === 0;
}

describe('every table says when it is written (migration 0008)', () => {
  it('has the row and truncate triggers on every table', async () => {
    const result = (await database.db.execute(sql`
      select t.tablename as table, array_agg(g.tgname::text order by g.tgname) as triggers
      from pg_tables t
      left join pg_trigger g
        on g.tgrelid = format('%I.%I', t.schemaname, t.tablename)::regclass and not g.tgisinternal
      where t.schemaname = 'public'
      group by t.tablename
      order by t.tablename
    `)) as unknown as TRows<{ table: string; triggers: (string | null)[] }>;
    expect(result.rows.length).toBeGreaterThan(20);
    const without = result.rows.filter(
      (row) => !(row.triggers.includes('oc_writes') && row.triggers.includes('oc_writes_truncate')),
    );
    expect(without.map((row) => row.table)).toEqual([]);
  });
});

describe('what was read is kept until a write', () => {
  it('keeps a read while nothing is written', async () => {
    await until(keeping, 'keeping');
    expect(await projectName()).toBe(await load());
  });

  it('reads again once a statement has written, before that statement returns', async () => {
    await until(keeping, 'keeping');
    for (let i = 0; i < 5; i++) {
      await database.db.execute(
        sql`update projects set name = ${`Renamed ${i}`} where code = 'demo'`,
      );
      expect(await projectName()).toBe(`Renamed ${i}`);
    }
  });

  it('reads again once a transaction has committed, and not what it rolled back', async () => {
    await until(keeping, 'keeping');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update projects set name = 'Committed' where code = 'demo'`);
    });
    expect(await projectName()).toBe('Committed');
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`update projects set name = 'Rolled back' where code = 'demo'`);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await projectName()).toBe('Committed');
  });

  it('a read that waited for a transaction does not keep what it saw before the commit', async () => {
    await until(keeping, 'keeping');
    let reading: Promise<string | undefined> = Promise.resolve(undefined);
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`update projects set name = 'During' where code = 'demo'`);
      // Started while the transaction is open: sees the name from before it (or waits for it).
      reading = projectName();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    await reading;
    expect(await projectName()).toBe('During');
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('other processes’ writes (PostgreSQL)', () => {
  const nameOfDatabase = async () => {
    const result = (await database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as TRows<{ name: string }>;
    return result.rows[0]?.name ?? '';
  };

  async function otherConnection() {
    const other = new pg.Client({
      connectionString: `${inject('postgresUrl')}/${await nameOfDatabase()}`,
    });
    await other.connect();
    return other;
  }

  it('hears a write made on another connection', async () => {
    await until(keeping, 'keeping');
    const other = await otherConnection();
    try {
      await other.query(`update projects set name = 'From elsewhere' where code = 'demo'`);
      await until(async () => (await projectName()) === 'From elsewhere', 'heard');
    } finally {
      await other.end();
    }
  });

  it('keeps nothing while its listening connection is gone, and hears writes again after', async () => {
    await until(keeping, 'keeping');
    const other = await otherConnection();
    try {
      const ended = await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query ilike 'LISTEN%'`,
      );
      expect(ended.rowCount).toBe(1);
      // A write while nobody listens: no notification will ever tell of it.
      await other.query(`update projects set name = 'Unheard' where code = 'demo'`);
      await until(async () => !(await keeping()), 'reading every time');
      expect(await projectName()).toBe('Unheard');
      // It listens again within a few seconds, and keeps again.
      await until(keeping, 'keeping again');
      await other.query(`update projects set name = 'Heard again' where code = 'demo'`);
      await until(async () => (await projectName()) === 'Heard again', 'heard');
    } finally {
      await other.end();
    }
  });
});
