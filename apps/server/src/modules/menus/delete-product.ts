import type { TScope } from '../../lib/scope';
import * as repo from './menu-products.repository';
import { menuItemNotFound } from './menu-refusals';

/** DELETE /api/menu/products/:productId, with its option groups. */
export async function deleteProduct(scope: TScope, productId: number) {
  if (!(await repo.deleteProduct(scope, productId))) throw menuItemNotFound();
  return null;
}
