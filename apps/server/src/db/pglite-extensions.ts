import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions our migrations create, which PGlite must be given when it starts (PostgreSQL has
 * them installed): every PGlite instance, the tests' included, is created with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
