import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './apps.repository';

/**
 * A product of the caller's project, website or app (404 for another project's or an unknown id).
 */
export async function findAppProduct(
  scope: TScope,
  appId: number,
): Promise<{ id: number; code: string }> {
  const found = await repo.findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  return { id: found.app.id, code: found.base.code };
}
