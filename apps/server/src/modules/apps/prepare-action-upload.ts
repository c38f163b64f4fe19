import { classifyActionGroup, isHiddenImage, isImageKind } from '@oc/domain/apps/actions.rules';
import { effectiveImageRules } from '@oc/domain/uploads/upload.rules';
import { DEFAULT_FILE_MAX_KB, KB } from '@oc/domain/uploads/upload-limits';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { assertChangeable, findAppAction } from './app-actions';
import type { TActionRow } from './app-settings.repository';
import { findSettableApp } from './find-settable-app';

/** An action found and checked to take a file, and how large a file it takes. */
export type TActionUpload = {
  action: TActionRow;
  isImage: boolean;
  /** The action's own size limit: the form is read within it. */
  maxBytes: number;
  /** The answer to a file over the limit. */
  tooLarge: () => AppError;
};

/**
 * The first half of an upload for an action (docs/product/api.md#app-settings): the action is found
 * and checked to take a file (an image action: general images, icons, notifications, splash
 * screens; or a files action), before the form is read, since its size limit is the action's own.
 */
export async function prepareActionUpload(
  scope: TScope,
  ids: { appId: number; actionId: number },
): Promise<TActionUpload> {
  const app = await findSettableApp(scope, ids.appId);
  const action = await findAppAction(scope, app, ids.actionId);
  const kind = classifyActionGroup(action.group);
  const isImage = isImageKind(kind);
  if (!isImage && kind !== 'files') throw AppError.of(400, 'THIS_SETTING_TAKES_NO_FILE');
  if (isHiddenImage(action, app.code)) throw AppError.of(403, 'THIS_IMAGE_IS_NOT_USED_BY_THIS_APP');
  assertChangeable(action);
  if (isImage) {
    const { maxSizeKb } = effectiveImageRules(action.fileRules);
    return {
      action,
      isImage,
      maxBytes: maxSizeKb * KB,
      tooLarge: () =>
        AppError.of(413, 'THE_MAXIMUM_IMAGE_SIZE_IS_SIZE', { size: `${maxSizeKb} KB` }),
    };
  }
  const maxSizeKb = action.fileRules?.max_size ?? DEFAULT_FILE_MAX_KB;
  return {
    action,
    isImage,
    maxBytes: maxSizeKb * KB,
    tooLarge: () => AppError.of(413, 'INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE'),
  };
}
