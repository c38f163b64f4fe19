import { MENU_MESSAGES } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './menu-categories.repository';
import { menuItemNotFound } from './menu-refusals';

/**
 * DELETE /api/menu/categories/:categoryId. A category with products is kept unless they are
 * deleted with it (`withProducts`), so that no product is lost by a slip
 * (docs/product/menus.md#categories).
 */
export async function deleteCategory(scope: TScope, categoryId: number, withProducts: boolean) {
  if (!(await repo.findCategory(scope, categoryId))) throw menuItemNotFound();
  if (!(await repo.deleteCategory(scope, categoryId, withProducts)))
    throw new AppError(409, [MENU_MESSAGES.categoryHasProducts]);
  return null;
}
