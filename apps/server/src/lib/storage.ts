import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Files (uploads, artifacts) behind one interface; local disk by default (docs/design.md#data). */
export interface FileStorage {
  /** Stores the bytes and returns their content-addressed key, e.g. `ab/abcdef….png`. */
  put(bytes: Buffer, extension: string): Promise<string>;
  get(key: string): Promise<Buffer | null>;
}

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{64}\.[a-z0-9]{1,8}$/;
const isStorageKey = (key: string) => KEY_PATTERN.test(key);

export function createDiskStorage(root: string): FileStorage {
  return {
    async put(bytes, extension) {
      const hash = createHash('sha256').update(bytes).digest('hex');
      const key = `${hash.slice(0, 2)}/${hash}.${extension.toLowerCase()}`;
      const path = join(root, key);
      const exists = await stat(path).then(
        () => true,
        () => false,
      );
      if (!exists) {
        await mkdir(dirname(path), { recursive: true });
        // Atomic: a reader sees the whole file or none of it.
        const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
        await writeFile(tmp, bytes);
        await rename(tmp, path);
      }
      return key;
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      return readFile(join(root, key)).catch(() => null);
    },
  };
}
