import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openTestDatabase } from '../../test/helpers';

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
