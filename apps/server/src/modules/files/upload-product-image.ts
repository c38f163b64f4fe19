import type { TUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import type { TScope } from '../../lib/scope';
import type { FileStorage } from '../../lib/storage';
import { getBusiness } from '../catalogue/get-business';
import type { TImageUpload } from './files.types';
import type { TImageTargets } from './image-targets';
import { storeUploadedImage } from './store-uploaded-image';

/**
 * A product's photo (docs/product/menus.md#product-images) is cropped as the console proposes: the
 * server does not hold it to one ratio, as menus imported from a file bring images of any shape.
 */
const PRODUCT_IMAGE_TARGETS: TImageTargets = new Map([['product', { isSquare: false }]]);

/**
 * POST /api/businesses/{businessId}/product-images: the image is checked, cropped and stored as the
 * project's own upload, and its address answered; no product changes until the owner saves one
 * with that address. The business is looked up first, so nothing is stored for another project's
 * business.
 */
export async function uploadProductImage(
  scope: TScope,
  storage: FileStorage,
  businessId: number,
  upload: TImageUpload,
): Promise<TUploadedImage> {
  await getBusiness(scope, businessId);
  // The route names what the image is for; a target the form may also send is not asked for.
  return storeUploadedImage(
    scope,
    storage,
    { ...upload, target: 'product' },
    PRODUCT_IMAGE_TARGETS,
  );
}
