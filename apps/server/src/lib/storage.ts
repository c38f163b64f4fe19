import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Files (uploads, artifacts) behind one interface; local disk by default (docs/design.md#data). */
export interface FileStorage {
  /** Stores the bytes and returns their content-addressed key, e.g. `ab/abcdef….png`. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
  /**
   * Stores bytes made from a stored file (a resized image, `ab/abcdef….w640.png`) beside it.
   */
  putDerived(key: string, bytes: Buffer): Promise<void>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{64}(?:\.w[0-9]{1,4})?\.[a-z0-9]{1,8}$/;
const isStorageKey = (key: string) => KEY_PATTERN.test(key);

/** Writes the file unless it exists, atomically: a reader sees the whole file or none of it. */
async function writeOnce(path: string, bytes: Buffer) {
  const exists = await stat(path).then(
    () => true,
    () => false,
  );
  if (exists) return;
  await mkdir(dirname(path), { recursive: true });
  const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(tmp, bytes);
  await rename(tmp, path);
}

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(bytes, extension) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash}.${extension.toLowerCase()}`;
      await writeOnce(join(root, key), bytes);
      return key;
    },
    async putDerived(key, bytes) {
      if (!isStorageKey(key)) throw new Error(`not a storage key: ${key}`);
      await writeOnce(join(root, key), bytes);
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return readFile(join(root, key)).catch(() => null);
    },
  };
}
