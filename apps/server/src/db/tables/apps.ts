import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id, updatedAt } from './columns';
import { sites } from './sites';

// The tables the apps module owns: only its repositories read or write them.

/** The app (product) a row belongs to; deleted with it. */
export const appId = () =>
  integer('app_id')
    .notNull()
    .references(() => apps.id, { onDelete: 'cascade' });

/** The template an app (or website product) is made from. */
export const bases = pgTable('bases', {
  id: id(),
  projectId: projectId(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  platforms: jsonb('platforms').$type<('ios' | 'android')[]>().notNull(),
});

/** A product of the project: one of the three websites or six apps. */
export const apps = pgTable(
  'apps',
  {
    id: id(),
    projectId: projectId(),
    baseId: integer('base_id')
      .notNull()
      .references(() => bases.id),
    siteId: integer('site_id').references(() => sites.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    version: text('version').notNull().default('1.0.0'),
    package: text('package').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('apps_project_idx').on(t.projectId),
    // The target of themes' (project_id, app_id) foreign key.
    uniqueIndex('apps_project_id_unique').on(t.projectId, t.id),
  ],
);

export const baseConstants = pgTable(
  'base_constants',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    type: text('type', { enum: ['string', 'integer', 'decimal', 'boolean', 'json'] }).notNull(),
    value: text('value'),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('base_constants_app_code_unique').on(t.appId, t.code)],
);

export type TFileRulesRow = {
  width?: number;
  height?: number;
  max_size?: number;
  extension?: string[];
  mimetype?: string[];
};

export const baseActions = pgTable(
  'base_actions',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    group: text('group').notNull(),
    name: text('name').notNull(),
    targetPath: text('target_path').notNull(),
    publicUrl: text('public_url'),
    editable: boolean('editable').notNull().default(true),
    fileRules: jsonb('file_rules').$type<TFileRulesRow>(),
    textContent: text('text_content'),
    sourcePath: text('source_path'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('base_actions_app_idx').on(t.appId)],
);
