import { MENU_MESSAGES, type TMenuCategory } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findCategory } from './menu-categories.repository';
import * as repo from './menu-order.repository';
import { menuItemNotFound } from './menu-refusals';
import { readCategory } from './read-menu';
import { isSameIdSet } from './same-id-set';

/**
 * PUT /api/menu/categories/:categoryId/products/order: `ids` must be exactly the category's
 * products, in their new order; every position is rewritten in one transaction.
 */
export async function reorderProducts(
  scope: TScope,
  categoryId: number,
  ids: number[],
): Promise<TMenuCategory> {
  if (!(await findCategory(scope, categoryId))) throw menuItemNotFound();
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    if (!isSameIdSet(await repo.lockProductIds(inTx, categoryId), ids))
      throw new AppError(400, [MENU_MESSAGES.productOrder]);
    await repo.setProductPositions(inTx, categoryId, ids);
  });
  const category = await readCategory(scope, categoryId);
  if (!category) throw menuItemNotFound();
  return category;
}
