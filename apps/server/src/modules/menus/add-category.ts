import {
  MENU_LIMITS,
  MENU_MESSAGES,
  type TMenuCategory,
  type TMenuCategoryRequest,
} from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { findMenuBusiness } from './find-menu-business';
import * as repo from './menu-categories.repository';

/** A new category, last on the business's menu (docs/product/menus.md#limits: at most 100). */
export async function addCategory(
  scope: TScope,
  businessId: number,
  body: TMenuCategoryRequest,
  actor: TAuditActor,
): Promise<TMenuCategory> {
  const business = await findMenuBusiness(scope, businessId);
  const id = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const { count, next } = await repo.categoriesCount(inTx, businessId);
    if (count >= MENU_LIMITS.categoriesPerMenu)
      throw new AppError(409, [MENU_MESSAGES.categoriesCount]);
    const added = await repo.insertCategory(inTx, { businessId, name: body.name, position: next });
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.category_added',
      target: `${body.name} (${business.name})`,
    });
    return added;
  });
  return { id, name: body.name, products: [] };
}
