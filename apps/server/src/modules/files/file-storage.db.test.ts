import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/helpers';
import type { TDatabase } from '../../db/client';
import { fileBlobs, fileChunks } from '../../db/tables/files';
import { createDiskStorage, type FileStorage, withLocalCopies } from '../../lib/storage';
import { createDatabaseStorage, FILE_CHUNK_BYTES } from './database-file-storage';

// Both stores keep the same promises (lib/storage.ts): the same keys for the same bytes, whole
// files or none, downloads a piece at a time. The database's is checked on PGlite and PostgreSQL.

let database: TDatabase;
let work: string;
beforeAll(async () => {
  database = await openTestDatabase();
  work = await mkdtemp(join(tmpdir(), 'oc-storage-'));
});
afterAll(async () => {
  await database?.close();
  await rm(work, { recursive: true, force: true });
});

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const stores: [string, () => FileStorage][] = [
  ['disk', () => createDiskStorage(join(work, 'disk'))],
  ['database', () => createDatabaseStorage(database.db)],
];

describe.each(stores)('the %s store', (_name, storeOf) => {
  it('keys bytes by their content, the same key as the other store', async () => {
    const bytes = randomBytes(1000);
    const key = await storeOf().put(bytes, 'PNG');
    expect(key).toBe(`${sha(bytes).slice(0, 2)}/${sha(bytes)}.png`);
    expect(await storeOf().put(bytes, 'png')).toBe(key);
    expect((await storeOf().get(key))?.equals(bytes)).toBe(true);
  });

  it('stores a large file from the disk and gives it back a piece at a time', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES * 3 + 12_345);
    const path = join(work, `app-${_name}.apk`);
    await writeFile(path, bytes);
    const key = await storeOf().putFile(path, 'apk');
    expect(key).toBe(`${sha(bytes).slice(0, 2)}/${sha(bytes)}.apk`);
    const opened = await storeOf().open(key);
    expect(opened?.size).toBe(bytes.length);
    const stream = opened?.stream();
    if (!stream) throw new Error('not opened');
    const pieces: number[] = [];
    const parts: Buffer[] = [];
    for await (const piece of stream) {
      pieces.push((piece as Buffer).length);
      parts.push(piece as Buffer);
    }
    expect(Buffer.concat(parts).equals(bytes)).toBe(true);
    // Never the whole file at once.
    expect(Math.max(...pieces)).toBeLessThanOrEqual(FILE_CHUNK_BYTES);
  });

  it('keeps a file made from another beside it, and lists every key', async () => {
    const original = await storeOf().put(randomBytes(64), 'jpg');
    const derived = original.replace(/\.jpg$/, '.w640.jpg');
    const bytes = randomBytes(32);
    await storeOf().putDerived(derived, bytes);
    expect((await storeOf().get(derived))?.equals(bytes)).toBe(true);
    const keys: string[] = [];
    for await (const key of storeOf().keys()) keys.push(key);
    expect(keys).toEqual(expect.arrayContaining([original, derived]));
    expect([...keys].sort()).toEqual(keys);
  });

  it('answers nothing for an unknown or malformed key', async () => {
    const unknown = `${'a'.repeat(2)}/${'a'.repeat(64)}.png`;
    expect(await storeOf().get(unknown)).toBeNull();
    expect(await storeOf().open(unknown)).toBeNull();
    expect(await storeOf().get('../../etc/passwd')).toBeNull();
    expect(await storeOf().open('../secret.key')).toBeNull();
    await expect(storeOf().putDerived('../x.png', Buffer.from('x'))).rejects.toThrow();
  });

  it('stores the same bytes sent at once by several requests once, and an empty file', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES + 1);
    const keys = await Promise.all([1, 2, 3].map(() => storeOf().put(bytes, 'bin')));
    expect(new Set(keys).size).toBe(1);
    expect((await storeOf().get(keys[0] as string))?.equals(bytes)).toBe(true);
    const empty = await storeOf().put(Buffer.alloc(0), 'txt');
    expect((await storeOf().get(empty))?.length).toBe(0);
    expect((await storeOf().open(empty))?.size).toBe(0);
  });
});

describe('the database store', () => {
  it('writes a file as chunks of at most 256 KB, and its row last', async () => {
    const bytes = randomBytes(FILE_CHUNK_BYTES * 2 + 7);
    const key = await createDatabaseStorage(database.db).put(bytes, 'zip');
    const { eq } = await import('drizzle-orm');
    const chunks = await database.db
      .select({ n: fileChunks.n, bytes: fileChunks.bytes })
      .from(fileChunks)
      .where(eq(fileChunks.key, key));
    expect(chunks.map((c) => c.bytes.length).sort((a, b) => b - a)).toEqual([
      FILE_CHUNK_BYTES,
      FILE_CHUNK_BYTES,
      7,
    ]);
    const [blob] = await database.db.select().from(fileBlobs).where(eq(fileBlobs.key, key));
    expect(blob).toMatchObject({ size: bytes.length, chunks: 3, sha256: sha(bytes) });
  });

  it('with local copies, serves a file read once from this machine’s disk', async () => {
    const store = createDatabaseStorage(database.db);
    const bytes = randomBytes(500);
    const key = await store.put(bytes, 'png');
    const cached = withLocalCopies(store, join(work, 'cache'));
    expect((await cached.get(key))?.equals(bytes)).toBe(true);
    const { eq } = await import('drizzle-orm');
    await database.db.delete(fileChunks).where(eq(fileChunks.key, key));
    await database.db.delete(fileBlobs).where(eq(fileBlobs.key, key));
    expect((await cached.get(key))?.equals(bytes)).toBe(true);
    expect(await store.get(key)).toBeNull();
    // The copy is on this machine's disk, under its own key.
    expect((await createDiskStorage(join(work, 'cache')).get(key))?.equals(bytes)).toBe(true);
  });
});
