import { afterAll, beforeAll } from 'vitest';
import type { TDb } from '../src/db/db.types';

// Every statement goes through the driver's client (the PGlite instance or the pg pool): counting
// its query calls counts the statements of a request, whichever database the project runs on.

type TClient = { query: (...args: unknown[]) => Promise<unknown> };

/**
 * Counts the statements run on the test app's database from `beforeAll` to `afterAll`: `reset()`
 * starts again from 0 and `count()` says how many since. `db` is read when the counting starts.
 */
export function countStatements(db: () => TDb) {
  let statements = 0;
  let client: TClient;
  let query: TClient['query'];
  beforeAll(() => {
    client = (db() as unknown as { $client: TClient }).$client;
    query = client.query;
    client.query = (...args) => {
      statements += 1;
      return query.apply(client, args);
    };
  });
  afterAll(() => {
    client.query = query;
  });
  return {
    reset: () => {
      statements = 0;
    },
    count: () => statements,
  };
}
