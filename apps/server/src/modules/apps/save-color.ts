import { classifyActionGroup } from '@oc/domain/apps/actions.rules';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import type { TSaveColorRequest } from '@oc/domain/apps/app-settings.schema';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertChangeable, findAppAction } from './app-actions';
import * as repo from './app-settings.repository';
import { actionOf } from './app-settings-answers';
import { findSettableApp } from './find-settable-app';

/**
 * Saving a theme colour (docs/product/api.md#app-settings): only actions of the colors group take a
 * colour.
 */
export async function saveColor(
  scope: TScope,
  appId: number,
  actionId: number,
  body: TSaveColorRequest,
  actor: TAuditActor,
): Promise<TBaseAction> {
  const app = await findSettableApp(scope, appId);
  const action = await findAppAction(scope, app, actionId);
  if (classifyActionGroup(action.group) !== 'colors')
    throw AppError.of(400, 'THIS_SETTING_IS_NOT_A_COLOUR');
  assertChangeable(action);
  const saved = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const updated = await repo.updateAction(inTx, action, { textContent: body.text_content });
    if (!updated) throw notFound('ACTION_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'apps',
      action: 'app.colour_saved',
      target: app.app.name,
      changes: { [action.name]: { before: action.textContent, after: updated.textContent } },
    });
    return updated;
  });
  return actionOf(saved);
}
