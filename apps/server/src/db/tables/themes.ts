import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { apps } from './apps';
import { projectId } from './auth';
import { id, updatedAt } from './columns';
import { sites } from './sites';

// The tables the themes module owns: only its repositories read or write them.

/**
 * A theme values tree. Websites own one through their site; the kiosk and franchises apps, which
 * have no site, own one directly (docs/decisions/005-app-themes.md). Exactly one owner is set.
 */
export const themes = pgTable(
  'themes',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    appId: integer('app_id'),
    themeId: text('theme_id').notNull(),
    structure: text('structure').notNull(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    /** Bumped on every save (docs/product/theme-values.md#saving). */
    version: integer('version').notNull().default(1),
    /**
     * The version at which each path was last written: a save is stale only for paths it changes.
     */
    pathVersions: jsonb('path_versions')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('themes_site_unique').on(t.siteId),
    uniqueIndex('themes_app_unique').on(t.appId),
    // Through (project_id, app_id): an app's theme can only ever sit in the app's own project.
    foreignKey({
      name: 'themes_app_same_project_fk',
      columns: [t.projectId, t.appId],
      foreignColumns: [apps.projectId, apps.id],
    }).onDelete('cascade'),
    check('themes_one_owner', sql`(${t.siteId} is null) <> (${t.appId} is null)`),
  ],
);
