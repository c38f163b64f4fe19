import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { TDatabase } from '../../db/client';
import { projects } from '../../db/schema';
import type { TScope } from '../../lib/scope';
import { businessSearchQueries, searchBusinesses } from './businesses.repository';

const COUNT = 10_000;
let database: TDatabase;
let scope: TScope;

beforeAll(async () => {
  database = await openTestDatabase();
  const [demo] = await database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, 'demo'));
  if (!demo) throw new Error('no demo project');
  scope = { db: database.db, projectId: demo.id };
  // One statement for all the rows, then fresh statistics: the planner chooses by them, and with
  // the template's 25 businesses a scan is rightly cheaper than any index.
  await database.db.execute(sql`
    insert into businesses (project_id, slug, name)
    select ${demo.id}, 'plan-' || g, 'Business ' || lpad(g::text, 5, '0')
    from generate_series(1, ${COUNT}) g`);
  await database.db.execute(sql`analyze businesses`);
});

afterAll(async () => {
  await database.close();
});

async function planOf(query: SQLWrapper) {
  const result = await database.db.execute(sql`explain ${query.getSQL()}`);
  return (result as unknown as { rows: { 'QUERY PLAN': string }[] }).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');
}

describe(`business search with ${COUNT} businesses`, () => {
  it('finds a 3+ character term through the trigram index, for the page and its count', async () => {
    for (const search of ['01234', 'pizza', 'zzzz-nothing']) {
      const { items, total } = businessSearchQueries(scope, { search, limit: 20, offset: 0 });
      for (const query of [items, total]) {
        expect(await planOf(query), search).toContain(
          'Bitmap Index Scan on businesses_name_trgm_idx',
        );
      }
    }
    const found = await searchBusinesses(scope, { search: '01234', limit: 20, offset: 0 });
    expect(found.items.map((b) => b.name)).toEqual(['Business 01234']);
    expect(found.total).toBe(1);
  });
});
