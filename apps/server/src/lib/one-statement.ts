import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/db.types';
import { preparedOn } from './prepared';

/**
 * One module's share of a read that several modules answer together: a value its repository
 * selects from its own tables (a row or a list as JSON, lib/json-rows.ts), taking its keys from
 * named placeholders (`sql.placeholder('appId')`) that the read fills in.
 */
export type TStatementPart<T> = (db: TDb) => SQL<T>;

/** What a statement of these parts answers: each part's value under its name. */
export type TStatementValues<TParts> = {
  [K in keyof TParts]: TParts[K] extends TStatementPart<infer T> ? T : never;
};

/**
 * Several modules' parts as ONE statement, prepared once per database (lib/prepared.ts): a read
 * that combines modules (reads/) costs what one module's read would, since on PGlite every
 * statement waits for the one before and on PostgreSQL each is a round trip. The SQL stays in each
 * module's repository; this only puts the parts side by side in one select.
 */
export function oneStatement<TParts extends Record<string, TStatementPart<unknown>>>(
  name: string,
  parts: TParts,
): (db: TDb, values: Record<string, unknown>) => Promise<TStatementValues<TParts>> {
  const statement = preparedOn((db) => {
    const fields: Record<string, SQL<unknown>> = {};
    for (const [key, part] of Object.entries(parts)) fields[key] = part(db);
    // A select of no table answers one row: the parts' values side by side.
    return db.select(fields).from(sql`(select) as one`).prepare(name);
  });
  return async (db, values) => {
    const [row] = await statement(db).execute(values);
    if (!row) throw new Error(`the statement ${name} answered no row`);
    return row as TStatementValues<TParts>;
  };
}
