import {
  productViewFor,
  type TProductCode,
  type TProductListItem,
} from '@oc/domain/products/products';
import type { TEnv } from '../../env';
import type { TScope } from '../../lib/scope';
import * as repo from './apps.repository';

/**
 * The project's products, websites and apps (docs/product/api.md#products). An app carries the
 * platform's sales links when the operator has set them (PURCHASE_URL, DEMO_URL): never a made-up
 * address.
 */
export async function listProducts(
  scope: TScope,
  env: Pick<TEnv, 'PURCHASE_URL' | 'DEMO_URL'> = {},
): Promise<TProductListItem[]> {
  const rows = await repo.listApps(scope);
  return rows.map(({ app, base }) => {
    const isApp = productViewFor(base.code) === 'app';
    return {
      id: app.id,
      name: app.name,
      description: app.description,
      code: base.code as TProductCode,
      site_id: app.siteId,
      purchase_link: isApp ? (env.PURCHASE_URL ?? null) : null,
      demo_link: isApp ? (env.DEMO_URL ?? null) : null,
    };
  });
}
