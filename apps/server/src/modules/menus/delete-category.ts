import { MENU_MESSAGES } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './menu-categories.repository';
import { menuItemNotFound } from './menu-refusals';
import { readCategory } from './read-menu';

/**
 * DELETE /api/menu/categories/:categoryId. A category with products is kept unless they are
 * deleted with it (`withProducts`), so that no product is lost by a slip
 * (docs/product/menus.md#categories).
 */
export async function deleteCategory(
  scope: TScope,
  categoryId: number,
  withProducts: boolean,
  actor: TAuditActor,
) {
  const category = await readCategory(scope, categoryId);
  if (!category || !(await repo.findCategory(scope, categoryId))) throw menuItemNotFound();
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    if (!(await repo.deleteCategory(inTx, categoryId, withProducts)))
      throw new AppError(409, [MENU_MESSAGES.categoryHasProducts]);
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.category_deleted',
      target: category.name,
      changes: withProducts
        ? { products: { before: category.products.map((p) => p.name), after: [] } }
        : null,
    });
  });
  return null;
}
