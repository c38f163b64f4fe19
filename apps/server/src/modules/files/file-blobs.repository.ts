import { and, asc, eq, gt } from 'drizzle-orm';
import type { TDb } from '../../db/db.types';
import { fileBlobs, fileChunks } from '../../db/tables/files';

// The stored files' bytes in the database (database-file-storage.ts). Not per project: like the
// disk, the store is content-addressed and shared, and the files table says whose a key is.

export async function findBlob(db: TDb, key: string) {
  const rows = await db
    .select({ size: fileBlobs.size, chunks: fileBlobs.chunks, sha256: fileBlobs.sha256 })
    .from(fileBlobs)
    .where(eq(fileBlobs.key, key))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertChunk(db: TDb, key: string, n: number, bytes: Buffer) {
  await db.insert(fileChunks).values({ key, n, bytes }).onConflictDoNothing();
}

/** Written after all its chunks, in their transaction: a key with a row has its whole file. */
export async function insertBlob(
  db: TDb,
  blob: { key: string; size: number; sha256: string; chunks: number },
) {
  await db.insert(fileBlobs).values(blob).onConflictDoNothing();
}

export async function findChunk(db: TDb, key: string, n: number): Promise<Buffer | null> {
  const rows = await db
    .select({ bytes: fileChunks.bytes })
    .from(fileChunks)
    .where(and(eq(fileChunks.key, key), eq(fileChunks.n, n)))
    .limit(1);
  return rows[0]?.bytes ?? null;
}

/** Up to `limit` keys after `after`, in order. */
export async function listBlobKeys(db: TDb, after: string, limit: number) {
  const rows = await db
    .select({ key: fileBlobs.key })
    .from(fileBlobs)
    .where(gt(fileBlobs.key, after))
    .orderBy(asc(fileBlobs.key))
    .limit(limit);
  return rows.map((r) => r.key);
}
