import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { checkResourceFile, type TResourceTarget } from './check-resource-file';
import type { TUploadedFile } from './files.types';
import { storeCheckedFile } from './store-file';

/**
 * A files action's upload (docs/product/validation.md#upload-files): the form's one source_file, of
 * an extension and content the action takes.
 */
export async function storeResourceFile(
  scope: TScope,
  storage: FileStorage,
  file: TUploadedFile,
  target: TResourceTarget,
): Promise<{ url: string }> {
  return storeCheckedFile(scope, storage, checkResourceFile(file, target));
}
