import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import type { TScope } from '../../lib/scope';
import { findMenuBusiness } from './find-menu-business';
import { readMenu } from './read-menu';

/** GET /api/businesses/:businessId/menu: every category in order, each with its products. */
export async function getMenu(scope: TScope, businessId: number): Promise<TMenu> {
  await findMenuBusiness(scope, businessId);
  return readMenu(scope, businessId);
}
