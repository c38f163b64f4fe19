import { sql } from 'drizzle-orm';
import { foreignKey, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { id } from './columns';

// The tables the catalogue module owns: only its repositories read or write them.

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** The franchise the business belongs to, whose franchise website lists it; null for none. */
    franchiseId: integer('franchise_id'),
  },
  (t) => [
    uniqueIndex('businesses_project_slug_unique').on(t.projectId, t.slug),
    index('businesses_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('businesses_project_franchise_idx').on(t.projectId, t.franchiseId),
    // The business search's `name ILIKE '%term%'` (businesses.repository.ts): a trigram index
    // answers a substring match, which no btree can (decision 022; the migration creates pg_trgm).
    // fastupdate off: a new row goes straight into the index, not into a pending list that every
    // search reads through until (auto)vacuum merges it or it passes 4 MB; PGlite has no autovacuum.
    index('businesses_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Through (project_id, franchise_id): a business only ever joins its own project's franchise.
    foreignKey({
      name: 'businesses_franchise_same_project_fk',
      columns: [t.projectId, t.franchiseId],
      foreignColumns: [franchises.projectId, franchises.id],
    }),
  ],
);

export const franchises = pgTable(
  'franchises',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    header: text('header'),
  },
  (t) => [
    uniqueIndex('franchises_project_slug_unique').on(t.projectId, t.slug),
    // The target of businesses' (project_id, franchise_id) foreign key.
    uniqueIndex('franchises_project_id_unique').on(t.projectId, t.id),
  ],
);

/**
 * Spec "Configs" (google_maps_api_key, site_url) and "Configurations" (subdomain): key/value rows.
 */
export const configs = pgTable(
  'configs',
  {
    id: id(),
    projectId: projectId(),
    scope: text('scope', { enum: ['configs', 'configurations'] }).notNull(),
    key: text('key').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('configs_project_key_unique').on(t.projectId, t.scope, t.key)],
);
