import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

/**
 * The database (PGlite or PostgreSQL, opened by client.ts) or a transaction in it. Its own file so
 * that lib/read-cache.ts, which client.ts uses, can name it without importing client.ts back.
 */
export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;
