import {
  MENU_LIMITS,
  MENU_MESSAGES,
  type TMenuCategory,
  type TMenuCategoryRequest,
} from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findMenuBusiness } from './find-menu-business';
import * as repo from './menu-categories.repository';

/** A new category, last on the business's menu (docs/product/menus.md#limits: at most 100). */
export async function addCategory(
  scope: TScope,
  businessId: number,
  body: TMenuCategoryRequest,
): Promise<TMenuCategory> {
  await findMenuBusiness(scope, businessId);
  const { count, next } = await repo.categoriesCount(scope, businessId);
  if (count >= MENU_LIMITS.categoriesPerMenu)
    throw new AppError(409, [MENU_MESSAGES.categoriesCount]);
  const id = await repo.insertCategory(scope, { businessId, name: body.name, position: next });
  return { id, name: body.name, products: [] };
}
