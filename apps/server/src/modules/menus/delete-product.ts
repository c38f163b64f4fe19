import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './menu-products.repository';
import { menuItemNotFound } from './menu-refusals';
import { readProduct } from './read-menu';

/** DELETE /api/menu/products/:productId, with its option groups. */
export async function deleteProduct(scope: TScope, productId: number, actor: TAuditActor) {
  const product = await readProduct(scope, productId);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    if (!product || !(await repo.deleteProduct(inTx, productId))) throw menuItemNotFound();
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.product_deleted',
      target: product.name,
    });
  });
  return null;
}
