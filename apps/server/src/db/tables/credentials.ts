import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appId } from './apps';
import { projectId, projects } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the credentials module owns: only its repositories read or write them.

/** Store credentials: the secret fields are one AES-256-GCM blob; `summary` says which are set. */
export const storeCredentials = pgTable(
  'store_credentials',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    secret: text('secret'),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('store_credentials_app_platform_unique').on(t.appId, t.platform)],
);

/**
 * The project's Android debug key (Test builds), made once on the first debug build; sealed like
 * credentials (docs/design.md#data).
 */
export const debugKeys = pgTable('debug_keys', {
  id: id(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
