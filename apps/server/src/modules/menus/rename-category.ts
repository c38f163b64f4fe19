import type { TMenuCategory, TMenuCategoryRequest } from '@oc/domain/catalogue/menu.schema';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './menu-categories.repository';
import { menuItemNotFound } from './menu-refusals';
import { readCategory } from './read-menu';

/** PATCH /api/menu/categories/:categoryId: answers the category with its products. */
export async function renameCategory(
  scope: TScope,
  categoryId: number,
  body: TMenuCategoryRequest,
  actor: TAuditActor,
): Promise<TMenuCategory> {
  const before = await readCategory(scope, categoryId);
  if (!before || !(await repo.findCategory(scope, categoryId))) throw menuItemNotFound();
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.renameCategory(inTx, categoryId, body.name);
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.category_renamed',
      target: body.name,
      changes: { name: { before: before.name, after: body.name } },
    });
  });
  const category = await readCategory(scope, categoryId);
  if (!category) throw menuItemNotFound();
  return category;
}
