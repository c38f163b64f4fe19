import type { TFileRules } from '@oc/domain/apps/app.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { checkResourceImage } from './check-resource-image';
import type { TUploadedFile } from './files.types';
import { storeCheckedFile } from './store-file';

/**
 * An app resource image (docs/product/validation.md#app-resource-image): the form's one
 * source_file, judged by its content against the action's file rules, stored encoded again
 * (docs/decisions/008-uploaded-files-verified.md). The form was read within the rules' size.
 */
export async function storeResourceImage(
  scope: TScope,
  storage: FileStorage,
  file: TUploadedFile,
  rules: TFileRules | null,
): Promise<{ url: string }> {
  return storeCheckedFile(scope, storage, await checkResourceImage(file, rules));
}
