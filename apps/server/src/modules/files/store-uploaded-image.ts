import type { TUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import type { TImageUpload } from './files.types';
import { parseCrop } from './image-crop';
import type { TImageTargets } from './image-targets';
import { storeFile } from './store-file';
import { processWebsiteImage } from './website-image';

/**
 * One image upload for a website or an app (docs/product/website-settings.md#image-flow,
 * docs/design.md#data): the form's single source_file, checked by content, cropped as the form's
 * crop says (1:1 where the target wants it), re-encoded and stored as a content-addressed file. The
 * caller has already checked the owner.
 */
export async function storeUploadedImage(
  scope: TScope,
  storage: FileStorage,
  upload: TImageUpload,
  targets: TImageTargets,
): Promise<TUploadedImage> {
  const [file, ...others] = upload.files;
  if (!file || others.length > 0) throw AppError.of(400, 'ONE_FILE_AT_A_TIME');
  const target = upload.target === undefined ? undefined : targets.get(upload.target);
  if (!target)
    throw AppError.of(400, 'INVALID_REQUEST', {
      details: `target must be one of ${[...targets.keys()].join(', ')}`,
    });
  const image = await processWebsiteImage(file.bytes, {
    crop: parseCrop(upload.crop),
    mustBeSquare: target.isSquare,
  });
  const { url } = await storeFile(scope, storage, {
    bytes: image.bytes,
    extension: image.extension,
    mimeType: image.extension === 'png' ? 'image/png' : 'image/jpeg',
  });
  return { url, width: image.width, height: image.height };
}
