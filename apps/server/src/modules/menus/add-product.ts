import {
  MENU_LIMITS,
  MENU_MESSAGES,
  type TCreateMenuProductRequest,
  type TMenuProduct,
} from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertOwnFiles } from '../files/assert-own-files';
import { findCategory } from './menu-categories.repository';
import * as repo from './menu-products.repository';
import { menuItemNotFound } from './menu-refusals';
import { replaceOptionGroups } from './option-groups.repository';
import { readProduct } from './read-menu';

/**
 * POST /api/menu/categories/:categoryId/products: a new product, last in the category, with its
 * option groups, written in one transaction (docs/product/menus.md#products).
 */
export async function addProduct(
  scope: TScope,
  categoryId: number,
  body: TCreateMenuProductRequest,
  actor: TAuditActor,
): Promise<TMenuProduct> {
  const category = await findCategory(scope, categoryId);
  if (!category) throw menuItemNotFound();
  await assertOwnFiles(scope, [{ field: 'this product', value: body.image }]);
  const { option_groups, ...fields } = body;
  const productId = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const { count, next } = await repo.productsCount(inTx, categoryId);
    if (count >= MENU_LIMITS.productsPerCategory)
      throw new AppError(409, [MENU_MESSAGES.productsCount]);
    const id = await repo.insertProduct(inTx, {
      ...fields,
      translations: fields.translations ?? {},
      businessId: category.businessId,
      categoryId,
      position: next,
    });
    await replaceOptionGroups(inTx, id, option_groups);
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.product_added',
      target: body.name,
      changes: { price: { after: body.price } },
    });
    return id;
  });
  const product = await readProduct(scope, productId);
  if (!product) throw menuItemNotFound();
  return product;
}
