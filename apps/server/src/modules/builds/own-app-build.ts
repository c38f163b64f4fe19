import { productViewFor } from '@oc/domain/products/products';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findAppProduct } from '../apps/find-app-product';
import * as repo from './builds.repository';

/**
 * The caller's app (404 for another project's, 400 for a website), read lightly: the console asks
 * for a running build's log every few seconds.
 */
export async function findOwnApp(scope: TScope, appId: number) {
  const app = await findAppProduct(scope, appId);
  if (productViewFor(app.code) !== 'app') throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  return app;
}

/** A build of the caller's app (404 for another app's or project's). */
export async function findAppBuild(scope: TScope, appId: number, buildId: number) {
  await findOwnApp(scope, appId);
  const build = await repo.findBuild(scope, appId, buildId);
  if (!build) throw notFound('BUILD_NOT_FOUND');
  return build;
}
