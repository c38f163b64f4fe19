import { integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { createdAt, id } from './columns';

// The tables the files module owns: only its repositories read or write them.

/** Metadata of stored files (content-addressed on disk); one row per project and key. */
export const files = pgTable(
  'files',
  {
    id: id(),
    projectId: projectId(),
    key: text('key').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('files_project_key_unique').on(t.projectId, t.key)],
);
