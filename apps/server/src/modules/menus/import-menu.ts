import type { TMenuImportResult } from '@oc/domain/catalogue/menu-csv.schema';
import { matchMenuImport, summariseImport } from '@oc/domain/catalogue/menu-csv-changes';
import { listProblems } from '@oc/domain/catalogue/menu-csv-problems';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { findMenuBusiness } from './find-menu-business';
import { readMenuFile } from './menu-csv-file';
import { imageProblems } from './menu-csv-images';
import * as repo from './menu-import.repository';
import { planImport } from './menu-import-plan';
import { readMenu } from './read-menu';

/**
 * POST /api/businesses/:businessId/menu/import: the menu becomes the file's
 * (docs/product/menus.md#importing). A dry run answers what the import would add, change and
 * remove, and every problem of the file, and writes nothing. Otherwise a file with any problem is
 * refused with all of them (400), and a good one replaces the menu in one transaction: matched
 * categories and products keep their ids, the rest is added, what the file lacks is deleted.
 */
export async function importMenu(
  scope: TScope,
  businessId: number,
  bytes: Uint8Array,
  { isDryRun }: { isDryRun: boolean },
  actor: TAuditActor,
): Promise<TMenuImportResult> {
  const business = await findMenuBusiness(scope, businessId);
  const file = readMenuFile(bytes);
  const problems = [...file.problems, ...(await imageProblems(scope, file))];
  const errors = listProblems(problems);
  if (isDryRun) {
    const menu = await readMenu(scope, businessId);
    const match = matchMenuImport(menu, file);
    return { dry_run: true, ...summariseImport(menu, file, match, problems), errors };
  }
  if (errors.length > 0) throw new AppError(400, errors);
  const summary = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.lockMenu(inTx, businessId);
    const menu = await readMenu(inTx, businessId);
    const match = matchMenuImport(menu, file);
    const plan = planImport(match, file.columns, await repo.productPositions(inTx, businessId));
    await repo.deleteProducts(inTx, businessId, plan.removedProductIds);
    await repo.writeImport(inTx, businessId, plan);
    await repo.deleteCategories(inTx, businessId, plan.removedCategoryIds);
    const done = summariseImport(menu, file, match, []);
    // One entry for the whole import, with its counts.
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.imported',
      target: business.name,
      changes: {
        categories_added: { after: done.added.categories.length },
        products_added: { after: done.added.products.length },
        categories_changed: { after: done.changed.categories.length },
        products_changed: { after: done.changed.products.length },
        categories_removed: { after: done.removed.categories.length },
        products_removed: { after: done.removed.products.length },
      },
    });
    return done;
  });
  return { dry_run: false, ...summary, errors: [] };
}
