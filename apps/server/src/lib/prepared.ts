import type { TDb } from '../db/client';

/**
 * A statement built once per database (or transaction) instead of on every call: drizzle turns the
 * query into SQL text once, and on PostgreSQL the named statement is also parsed and planned once
 * per connection. For the reads every request makes (the session, the app record).
 */
export function preparedOn<T>(prepare: (db: TDb) => T): (db: TDb) => T {
  const built = new WeakMap<TDb, T>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = prepare(db);
      built.set(db, statement);
    }
    return statement;
  };
}
