import {
  SITE_IMAGE_TARGET_NAMES,
  SITE_IMAGE_TARGETS,
  type TUploadedImage,
} from '@oc/domain/uploads/image-upload.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import type { TImageUpload } from '../files/files.types';
import { advancedImageTargets, type TImageTargets } from '../files/image-targets';
import { storeUploadedImage } from '../files/store-uploaded-image';
import { findSite } from './find-site';

/**
 * A website's images: its Basic pickers (docs/product/website-settings.md#images-section) and the
 * Advanced image settings of its mode.
 */
const siteImageTargets = (kind: Parameters<typeof advancedImageTargets>[0]): TImageTargets =>
  new Map([
    ...SITE_IMAGE_TARGET_NAMES.map((name) => [name, SITE_IMAGE_TARGETS[name]] as const),
    ...advancedImageTargets(kind),
  ]);

/** POST /api/sites/:id/images: an image for a Basic picker or an Advanced image setting. */
export async function uploadSiteImage(
  scope: TScope,
  storage: FileStorage,
  siteId: number,
  upload: TImageUpload,
): Promise<TUploadedImage> {
  const site = await findSite(scope, siteId);
  return storeUploadedImage(scope, storage, upload, siteImageTargets(site.kind));
}
