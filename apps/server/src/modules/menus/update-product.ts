import {
  MENU_LIMITS,
  MENU_MESSAGES,
  type TMenuProduct,
  type TUpdateMenuProductRequest,
} from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { auditValue } from '../audit/audit-value';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertOwnFiles } from '../files/assert-own-files';
import { findCategory } from './menu-categories.repository';
import * as repo from './menu-products.repository';
import { menuItemNotFound } from './menu-refusals';
import { replaceOptionGroups } from './option-groups.repository';
import { readProduct } from './read-menu';

/**
 * The category a product moves to: one of its own business's. Another business's category, even
 * in the same project, is refused: a menu item never crosses into another business's menu.
 */
async function moveTarget(scope: TScope, businessId: number, categoryId: number) {
  const target = await findCategory(scope, categoryId);
  if (!target) throw menuItemNotFound();
  if (target.businessId !== businessId)
    throw new AppError(400, [MENU_MESSAGES.moveToOtherBusiness]);
  return target.id;
}

/**
 * PATCH /api/menu/products/:productId: the fields sent change; `category_id` moves it, last, into
 * that category; `option_groups` replaces its whole set. One transaction.
 */
export async function updateProduct(
  scope: TScope,
  productId: number,
  body: TUpdateMenuProductRequest,
  actor: TAuditActor,
): Promise<TMenuProduct> {
  const product = await repo.findProduct(scope, productId);
  if (!product) throw menuItemNotFound();
  const { category_id, option_groups, ...fields } = body;
  const moveTo =
    category_id !== undefined && category_id !== product.categoryId
      ? await moveTarget(scope, product.businessId, category_id)
      : null;
  await assertOwnFiles(scope, [{ field: 'this product', value: fields.image }]);
  const before = await readProduct(scope, productId);
  if (!before) throw menuItemNotFound();
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    let move = {};
    if (moveTo !== null) {
      const { count, next } = await repo.productsCount(inTx, moveTo);
      if (count >= MENU_LIMITS.productsPerCategory)
        throw new AppError(409, [MENU_MESSAGES.productsCount]);
      move = { categoryId: moveTo, position: next };
    }
    await repo.updateProduct(inTx, productId, { ...fields, ...move });
    if (option_groups) await replaceOptionGroups(inTx, productId, option_groups);
    // The fields sent, as the menu shows them; option groups by their names.
    const after = await readProduct(inTx, productId);
    if (!after) throw menuItemNotFound();
    const shown = (p: TMenuProduct) => {
      const all: Record<string, unknown> = {
        ...p,
        option_groups: p.option_groups.map((g) => g.name),
      };
      return Object.fromEntries(Object.keys(body).map((f) => [f, auditValue(all[f])]));
    };
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.product_changed',
      target: after.name,
      changes: changesBetween(shown(before), shown(after)),
    });
  });
  const saved = await readProduct(scope, productId);
  if (!saved) throw menuItemNotFound();
  return saved;
}
