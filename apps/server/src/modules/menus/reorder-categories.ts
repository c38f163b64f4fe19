import { MENU_MESSAGES, type TMenu } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findMenuBusiness } from './find-menu-business';
import * as repo from './menu-order.repository';
import { readMenu } from './read-menu';
import { isSameIdSet } from './same-id-set';

/**
 * PUT /api/businesses/:businessId/menu/categories/order: `ids` must be exactly the menu's
 * categories, in their new order; every position is rewritten in one transaction.
 */
export async function reorderCategories(
  scope: TScope,
  businessId: number,
  ids: number[],
): Promise<TMenu> {
  await findMenuBusiness(scope, businessId);
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    if (!isSameIdSet(await repo.lockCategoryIds(inTx, businessId), ids))
      throw new AppError(400, [MENU_MESSAGES.categoryOrder]);
    await repo.setCategoryPositions(inTx, businessId, ids);
  });
  return readMenu(scope, businessId);
}
