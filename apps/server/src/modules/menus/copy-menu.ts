import { MENU_MESSAGES, type TMenu } from '@oc/domain/catalogue/menu.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { findMenuBusiness } from './find-menu-business';
import * as repo from './menu-copy.repository';
import { readMenu } from './read-menu';

/**
 * POST /api/businesses/:businessId/menu/copy: the business's menu becomes a copy of another of
 * the project's businesses' menu (new ids, same order), in one transaction: its own menu is
 * replaced, the other's is untouched (docs/product/menus.md#copying-a-menu).
 */
export async function copyMenu(
  scope: TScope,
  businessId: number,
  fromBusinessId: number,
  actor: TAuditActor,
): Promise<TMenu> {
  const business = await findMenuBusiness(scope, businessId);
  if (fromBusinessId === businessId) throw new AppError(400, [MENU_MESSAGES.copyOntoItself]);
  const from = await findMenuBusiness(scope, fromBusinessId);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.deleteMenu(inTx, businessId);
    await repo.copyMenu(inTx, fromBusinessId, businessId);
    await recordAudit(inTx, actor, {
      area: 'businesses',
      action: 'menu.copied',
      target: business.name,
      changes: { copied_from: { after: from.name } },
    });
  });
  return readMenu(scope, businessId);
}
