-- The business search filters on name ILIKE '%term%'; a GIN trigram index answers that (decision
-- 022). pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner, or any role with
-- CREATE on the database, may create it without being a superuser. Debian ships it in
-- postgresql-15; PGlite is given it from @electric-sql/pglite/contrib/pg_trgm
-- (db/pglite-extensions.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "businesses_name_trgm_idx" ON "businesses" USING gin ("name" gin_trgm_ops) WITH (fastupdate=false);
