import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Files (uploads, resized images, built apps) behind one interface: the local disk for one machine,
 * the database for several (docs/design.md#data, docs/decisions/034-files-in-the-database.md).
 */
export interface FileStorage {
  /** Stores the bytes and returns their content-addressed key, e.g. `ab/abcdef….png`. */
  put(bytes: Buffer, extension: string): Promise<string>;
  /**
   * Stores a file from the disk, read a piece at a time (a built app: never whole in memory), and
   * returns its key as `put` would.
   */
  putFile(path: string, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /** A stored file to send (a download): its size and its bytes, read a piece at a time. */
  open(key: string): Promise<TOpenedFile | null>;
  /**
   * Stores bytes made from a stored file (a resized image, `ab/abcdef….w640.png`) beside it.
   */
  putDerived(key: string, bytes: Buffer): Promise<void>;
  /** Every stored key, originals and derived (files:migrate copies them). */
  keys(): AsyncIterable<string>;
}

export type TOpenedFile = { size: number; stream: () => Readable };

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{64}(?:\.w[0-9]{1,4})?\.[a-z0-9]{1,8}$/;
export const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** The key of bytes whose SHA-256 is `hash` (hex). */
export const keyOf = (hash: string, extension: string) =>
  `${hash.slice(0, 2)}/${hash}.${extension.toLowerCase()}`;

/** The SHA-256 of a file on disk, hex, read a piece at a time. */
export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const piece of createReadStream(path)) hash.update(piece as Buffer);
  return hash.digest('hex');
}

/** The SHA-256 a key names: the original's hash (a derived file's is its original's). */
export const hashOfKey = (key: string) => key.slice(3, 67);

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** Writes the file unless it exists, atomically: a reader sees the whole file or none of it. */
async function writeOnce(path: string, write: (tmp: string) => Promise<void>) {
  if (await exists(path)) return;
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await write(tmp);
    await rename(tmp, path);
  } finally {
    await rm(tmp, { force: true });
  }
}

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(bytes, extension) {
      const key = keyOf(createHash('sha256').update(bytes).digest('hex'), extension);
      await writeOnce(join(root, key), (tmp) => writeFile(tmp, bytes));
      return key;
    },
    async putFile(path, extension) {
      const key = keyOf(await hashFile(path), extension);
      await writeOnce(join(root, key), (tmp) => copyFile(path, tmp));
      return key;
    },
    async putDerived(key, bytes) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      await writeOnce(join(root, key), (tmp) => writeFile(tmp, bytes));
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return readFile(join(root, key)).catch(() => null);
    },
    async open(key) {
      if (!isStorageKey(key)) return null;
      const path = join(root, key);
      const size = await stat(path).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
      return size === null ? null : { size, stream: () => createReadStream(path) };
    },
    async *keys() {
      const dirs = await readdir(root).catch(() => [] as string[]);
      for (const dir of dirs.sort()) {
        if (!/^[0-9a-f]{2}$/.test(dir)) continue;
        const names = await readdir(join(root, dir)).catch(() => [] as string[]);
        for (const name of names.sort()) {
          const key = `${dir}/${name}`;
          if (isStorageKey(key)) yield key;
        }
      }
    },
  };
}

/**
 * `store` with a copy of what it reads kept on this machine's disk (`cacheRoot`): images and
 * other files read again and again come from the disk after the first time. Keys name their
 * content, so a kept copy is never stale. Downloads (`open`) are not kept: a built app is read
 * rarely and may be large.
 */
export function withLocalCopies(store: FileStorage, cacheRoot: string): FileStorage {
  const local = createDiskStorage(cacheRoot);
  return {
    ...store,
    keys: () => store.keys(),
    async get(key) {
      const kept = await local.get(key);
      if (kept) return kept;
      const bytes = await store.get(key);
      // A copy that cannot be written (a full disk) only costs the next read a trip.
      if (bytes) await local.putDerived(key, bytes).catch(() => undefined);
      return bytes;
    },
  };
}
