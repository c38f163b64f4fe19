import type { TMenuCategory, TMenuCategoryRequest } from '@oc/domain/catalogue/menu.schema';
import type { TScope } from '../../lib/scope';
import * as repo from './menu-categories.repository';
import { menuItemNotFound } from './menu-refusals';
import { readCategory } from './read-menu';

/** PATCH /api/menu/categories/:categoryId: answers the category with its products. */
export async function renameCategory(
  scope: TScope,
  categoryId: number,
  body: TMenuCategoryRequest,
): Promise<TMenuCategory> {
  if (!(await repo.findCategory(scope, categoryId))) throw menuItemNotFound();
  await repo.renameCategory(scope, categoryId, body.name);
  const category = await readCategory(scope, categoryId);
  if (!category) throw menuItemNotFound();
  return category;
}
