import type { TUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import type { TImageUpload } from '../files/files.types';
import { advancedImageTargets } from '../files/image-targets';
import { storeUploadedImage } from '../files/store-uploaded-image';
import { findThemedApp } from './themed-app';

/** POST /api/apps/:id/images: an image for one of the Advanced image settings of the app's mode. */
export async function uploadAppImage(
  scope: TScope,
  storage: FileStorage,
  appId: number,
  upload: TImageUpload,
): Promise<TUploadedImage> {
  const app = await findThemedApp(scope, appId);
  return storeUploadedImage(scope, storage, upload, advancedImageTargets(app.code));
}
