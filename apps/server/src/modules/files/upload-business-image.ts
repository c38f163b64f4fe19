import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import type { TAuditActor } from '../audit/record-audit';
import { getBusiness } from '../catalogue/get-business';
import { setBusinessImage, type TBusinessImageKind } from '../catalogue/set-business-image';
import type { TImageUpload } from './files.types';
import type { TImageTargets } from './image-targets';
import { storeUploadedImage } from './store-uploaded-image';

/**
 * A business's images (docs/product/limits.md#business-images): the logo is cropped 1:1
 * like a website's logo, the header free-form (the console proposes its wide ratio).
 */
const BUSINESS_IMAGE_TARGETS: TImageTargets = new Map([
  ['logo', { isSquare: true }],
  ['header', { isSquare: false }],
]);

/**
 * POST /api/businesses/{businessId}/images/{kind}: the image is checked, cropped and stored as the
 * project's own upload, then becomes the business's logo or header. The business is looked up
 * first, so another project's business is refused before any file is stored; a refused file
 * changes nothing.
 */
export async function uploadBusinessImage(
  scope: TScope,
  storage: FileStorage,
  businessId: number,
  kind: TBusinessImageKind,
  upload: TImageUpload,
  actor: TAuditActor,
): Promise<TBusinessDetails> {
  // Another project's business, or none, is refused before the file is read or stored.
  await getBusiness(scope, businessId);
  // The address names the image; a target the form may also send is not asked for.
  const image = await storeUploadedImage(
    scope,
    storage,
    { ...upload, target: kind },
    BUSINESS_IMAGE_TARGETS,
  );
  return setBusinessImage(scope, businessId, kind, image.url, actor);
}
