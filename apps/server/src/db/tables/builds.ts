import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { appId } from './apps';
import { projectId } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the builds module owns: only its repositories read or write them.

export const builds = pgTable(
  'builds',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    status: text('status').notNull(),
    appVersion: text('app_version').notNull(),
    mode: text('mode').notNull(),
    kind: text('kind', { enum: ['assemble', 'bundle'] })
      .notNull()
      .default('assemble'),
    jobId: text('job_id'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('builds_app_idx').on(t.appId, t.platform),
    // At most one unfinished build per app and platform, however many requests race.
    uniqueIndex('builds_one_running_unique')
      .on(t.appId, t.platform)
      .where(sql`${t.status} in ('pending', 'queued', 'building', 'finishing')`),
  ],
);

/**
 * A build's log, a line a row, written as the build goes (docs/product/builds.md#following-a-build).
 */
export const buildLogs = pgTable(
  'build_logs',
  {
    id: id(),
    projectId: projectId(),
    buildId: integer('build_id')
      .notNull()
      .references(() => builds.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('build_logs_build_seq_unique').on(t.buildId, t.seq)],
);

export const builtApps = pgTable(
  'built_apps',
  {
    id: id(),
    projectId: projectId(),
    appId: appId(),
    buildId: integer('build_id').references(() => builds.id, { onDelete: 'set null' }),
    platform: text('platform', { enum: ['ios', 'android'] }).notNull(),
    mode: text('mode').notNull(),
    kind: text('kind', { enum: ['assemble', 'bundle'] }).notNull(),
    extension: text('extension').notNull(),
    fileKey: text('file_key').notNull(),
    appVersion: text('app_version').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    size: integer('size').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('built_apps_app_idx').on(t.appId)],
);
