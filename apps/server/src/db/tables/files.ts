import {
  bigint,
  customType,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
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

/** Bytes as PostgreSQL's bytea: a Buffer in, a Buffer out (PGlite answers a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The stored files' bytes when they are kept in the database (FILE_STORAGE=postgres,
 * docs/decisions/034-files-in-the-database.md): one row per content-addressed key, written last,
 * so a key that has a row has all its chunks.
 */
export const fileBlobs = pgTable('file_blobs', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  /** The SHA-256 of the bytes, hex: the key's own for an original, checked by files:migrate. */
  sha256: text('sha256').notNull(),
  chunks: integer('chunks').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A stored file's bytes in order, FILE_CHUNK_BYTES each (the last shorter). */
export const fileChunks = pgTable(
  'file_chunks',
  {
    key: text('key').notNull(),
    n: integer('n').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.n] })],
);
