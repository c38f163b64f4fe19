import type { TPlatform } from '@oc/domain/apps/platforms';
import type { TProductCode } from '@oc/domain/products/products';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './apps.repository';

export type TSettableApp = {
  id: number;
  code: TProductCode;
  platforms: readonly TPlatform[];
  app: repo.TAppRow;
};

/**
 * The caller's app (404 for another project's or an unknown id); websites have no app settings
 * (400).
 */
export async function findSettableApp(scope: TScope, appId: number): Promise<TSettableApp> {
  const found = await repo.findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  // docs/product/overview.md#products: a base code containing 'app' gets the app view.
  if (!found.base.code.includes('app')) throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  return {
    id: found.app.id,
    code: found.base.code as TProductCode,
    platforms: found.base.platforms,
    app: found.app,
  };
}
