import type { TProductCode, TProductListItem } from '@oc/domain/products/products';
import type { TScope } from '../../lib/scope';
import * as repo from './apps.repository';

/** The project's products, websites and apps (docs/product/api.md#products). */
export async function listProducts(scope: TScope): Promise<TProductListItem[]> {
  const rows = await repo.listApps(scope);
  return rows.map(({ app, base }) => ({
    id: app.id,
    name: app.name,
    description: app.description,
    code: base.code as TProductCode,
    site_id: app.siteId,
  }));
}
