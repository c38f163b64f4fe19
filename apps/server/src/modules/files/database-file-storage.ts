import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import type { TDb } from '../../db/db.types';
import {
  type FileStorage,
  hashFile,
  isStorageKey,
  keyOf,
  type TOpenedFile,
} from '../../lib/storage';
import * as repo from './file-blobs.repository';

// The stored files in the database (FILE_STORAGE=postgres, docs/decisions/034-files-in-the-database.md),
// so that every process behind a balancer reads what any of them stored. A file is cut into
// chunks of FILE_CHUNK_BYTES, each its own row, written and read one at a time: a built app of
// 100 MB is never one value in a query nor whole in memory.

/** 256 KB: small enough to hold a few in memory per request, large enough to send quickly. */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** Cuts a stream of pieces of any size into chunks of exactly FILE_CHUNK_BYTES (the last less). */
export async function* chunksOf(pieces: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  /** The first `size` bytes held, as one chunk; the rest stays held (views, not copies). */
  const take = (size: number) => {
    const parts: Buffer[] = [];
    let needed = size;
    while (needed > 0) {
      const first = held[0] as Buffer;
      if (first.length <= needed) {
        parts.push(first);
        held.shift();
        needed -= first.length;
      } else {
        parts.push(first.subarray(0, needed));
        held[0] = first.subarray(needed);
        needed = 0;
      }
    }
    heldBytes -= size;
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts, size);
  };
  for await (const piece of pieces) {
    if (piece.length === 0) continue;
    held.push(piece);
    heldBytes += piece.length;
    while (heldBytes >= FILE_CHUNK_BYTES) yield take(FILE_CHUNK_BYTES);
  }
  if (heldBytes > 0) yield take(heldBytes);
  held = [];
}

async function* piecesOf(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

export function createDatabaseStorage(db: TDb): FileStorage {
  /** Stores `pieces` under `key` unless it is there: chunks, then the row that says it is whole. */
  const store = async (key: string, sha256: string, pieces: () => AsyncIterable<Buffer>) => {
    if (await repo.findBlob(db, key)) return;
    await db.transaction(async (tx) => {
      let n = 0;
      let size = 0;
      for await (const chunk of chunksOf(pieces())) {
        await repo.insertChunk(tx, key, n, chunk);
        n += 1;
        size += chunk.length;
      }
      await repo.insertBlob(tx, { key, size, sha256, chunks: n });
    });
  };

  const open = async (key: string): Promise<TOpenedFile | null> => {
    if (!isStorageKey(key)) return null;
    const blob = await repo.findBlob(db, key);
    if (!blob) return null;
    const chunks = async function* () {
      for (let n = 0; n < blob.chunks; n += 1) {
        const chunk = await repo.findChunk(db, key, n);
        if (!chunk) throw new Error(`stored file ${key} has lost its chunk ${n}`);
        yield chunk;
      }
    };
    return { size: blob.size, stream: () => Readable.from(chunks()) };
  };

  return {
    async put(bytes, extension) {
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      const key = keyOf(sha256, extension);
      await store(key, sha256, () => piecesOf(bytes));
      return key;
    },
    async putFile(path, extension) {
      const sha256 = await hashFile(path);
      const key = keyOf(sha256, extension);
      await store(key, sha256, () => createReadStream(path, { highWaterMark: FILE_CHUNK_BYTES }));
      return key;
    },
    async putDerived(key, bytes) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await store(key, sha256, () => piecesOf(bytes));
    },
    async get(key) {
      const opened = await open(key);
      if (!opened) return null;
      const parts: Buffer[] = [];
      for await (const chunk of opened.stream()) parts.push(chunk as Buffer);
      return Buffer.concat(parts);
    },
    open,
    async *keys() {
      let after = '';
      for (;;) {
        const page = await repo.listBlobKeys(db, after, 500);
        yield* page;
        const last = page.at(-1);
        if (!last || page.length < 500) return;
        after = last;
      }
    },
  };
}
