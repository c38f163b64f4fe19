import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import * as repo from './files.repository';
import type { TCheckedFile } from './files.types';

/** A stored file's public address. */
const urlOf = (key: string) => `/files/${key}`;

/**
 * Stores the bytes content-addressed (docs/design.md#data) and records that the project uploaded
 * them; answers their public address.
 */
export async function storeFile(
  scope: TScope,
  storage: FileStorage,
  file: { bytes: Buffer; extension: string; mimeType: string; originalName?: string | null },
): Promise<{ key: string; url: string }> {
  const key = await storage.put(file.bytes, file.extension);
  await repo.recordFile(scope, {
    key,
    mimeType: file.mimeType,
    size: file.bytes.length,
    ...(file.originalName === undefined ? {} : { originalName: file.originalName }),
  });
  return { key, url: urlOf(key) };
}

/** An app action's checked upload, stored under the name it was sent as (cut to 255 characters). */
export const storeCheckedFile = (scope: TScope, storage: FileStorage, checked: TCheckedFile) =>
  storeFile(scope, storage, {
    ...checked,
    originalName: checked.originalName.slice(0, 255) || null,
  });
