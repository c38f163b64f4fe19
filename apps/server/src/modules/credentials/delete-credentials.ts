import type { TPlatform } from '@oc/domain/apps/platforms';
import { productViewFor } from '@oc/domain/products/products';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findAppProduct } from '../apps/find-app-product';
import * as repo from './credentials.repository';

/**
 * 'Delete certificates' (docs/product/builds.md#failed-builds): the platform's stored credentials of
 * the caller's app (404 for another project's, 400 for a website) are removed; deleting what is not
 * there is not an error.
 */
export async function deleteCredentials(
  scope: TScope,
  appId: number,
  platform: TPlatform,
): Promise<null> {
  const app = await findAppProduct(scope, appId);
  if (productViewFor(app.code) !== 'app') throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  await repo.deleteCredentials(scope, app.id, platform);
  return null;
}
