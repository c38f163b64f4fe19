import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { auditValue } from '../audit/audit-value';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import type { TUploadedFile } from '../files/files.types';
import { parseCrop } from '../files/image-crop';
import { storeResourceFile } from '../files/store-resource-file';
import { storeResourceImage } from '../files/store-resource-image';
import * as repo from './app-settings.repository';
import { actionOf } from './app-settings-answers';
import { cropToSlot } from './crop-to-slot';
import type { TActionUpload } from './prepare-action-upload';

/**
 * The second half of an upload for an action (docs/product/api.md#app-settings), once the form was
 * read within the action's limit (prepare-action-upload.ts): the file is checked and stored
 * content-addressed (docs/design.md#data), and the action points at it. With a crop (an image of
 * the wrong size the owner cropped), the chosen area is scaled to the slot's size first.
 */
export async function uploadActionFile(
  scope: TScope,
  storage: FileStorage,
  { action, isImage }: TActionUpload,
  file: TUploadedFile,
  actor: TAuditActor,
  rawCrop?: string,
): Promise<TBaseAction> {
  const crop = parseCrop(rawCrop);
  if (crop && !isImage)
    throw AppError.of(400, 'INVALID_REQUEST', { details: 'only an image can be cropped' });
  // A crop the owner chose for a wrong-size image: the area scaled to the slot's exact size.
  const sent = crop ? await cropToSlot(file, crop, action.fileRules) : file;
  const stored = isImage
    ? await storeResourceImage(scope, storage, sent, action.fileRules)
    : await storeResourceFile(scope, storage, file, action);
  const saved = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const updated = await repo.updateAction(inTx, action, { publicUrl: stored.url });
    if (!updated) throw AppError.of(404, 'ACTION_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'apps',
      action: 'app.file_saved',
      target: action.name,
      changes: {
        [action.name]: {
          before: auditValue(action.publicUrl),
          after: auditValue(updated.publicUrl),
        },
      },
    });
    return updated;
  });
  return actionOf(saved);
}
