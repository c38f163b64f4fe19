import { formatMenuCsv } from '@oc/domain/catalogue/menu-csv';
import type { TScope } from '../../lib/scope';
import { findMenuBusiness } from './find-menu-business';
import { readMenu } from './read-menu';

/**
 * GET /api/businesses/:businessId/menu/export: the menu as a CSV file that an import takes back
 * unchanged (docs/product/menus.md#exporting), named after the business.
 */
export async function exportMenu(scope: TScope, businessId: number) {
  const business = await findMenuBusiness(scope, businessId);
  const menu = await readMenu(scope, businessId);
  // A slug is letters, digits and dashes already; kept so in the header whatever it becomes.
  const slug = business.slug.replace(/[^a-z0-9-]/gi, '-');
  return { fileName: `${slug}-menu.csv`, text: formatMenuCsv(menu) };
}
