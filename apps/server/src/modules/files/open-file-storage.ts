import { join } from 'node:path';
import type { TDb } from '../../db/db.types';
import { fileStorageOf, type TEnv } from '../../env';
import { createDiskStorage, type FileStorage, withLocalCopies } from '../../lib/storage';
import { createDatabaseStorage } from './database-file-storage';

/** This machine's folder of stored files (FILE_STORAGE=disk). */
export const filesDir = (env: Pick<TEnv, 'DATA_DIR'>) => join(env.DATA_DIR, 'files');

/**
 * The store the server keeps files in (FILE_STORAGE): the disk under DATA_DIR, or the database,
 * with copies of what this process reads kept under DATA_DIR/files-cache.
 */
export function openFileStorage(
  env: Pick<TEnv, 'DATA_DIR' | 'FILE_STORAGE' | 'DATABASE_URL'>,
  db: TDb,
): FileStorage {
  if (fileStorageOf(env) === 'disk') return createDiskStorage(filesDir(env));
  return withLocalCopies(createDatabaseStorage(db), join(env.DATA_DIR, 'files-cache'));
}
