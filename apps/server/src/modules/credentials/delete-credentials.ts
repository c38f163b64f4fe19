import type { TPlatform } from '@oc/domain/apps/platforms';
import { productViewFor } from '@oc/domain/products/products';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findAppProduct } from '../apps/find-app-product';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
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
  actor: TAuditActor,
): Promise<null> {
  const app = await findAppProduct(scope, appId);
  if (productViewFor(app.code) !== 'app') throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    // Deleting what is not there changes nothing, so records nothing.
    if (!(await repo.findCredentials(inTx, app.id, platform))) return;
    await repo.deleteCredentials(inTx, app.id, platform);
    await recordAudit(inTx, actor, {
      area: 'credentials',
      action: 'credentials.deleted',
      target: `${app.code} (${platform})`,
    });
  });
  return null;
}
