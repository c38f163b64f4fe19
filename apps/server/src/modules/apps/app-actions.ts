import { isActionEditable } from '@oc/domain/apps/actions.rules';
import type { TBaseAction } from '@oc/domain/apps/app.schema';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './app-settings.repository';
import type { TSettableApp } from './find-settable-app';

/** The action of this app (404 for another app's or project's). */
export async function findAppAction(scope: TScope, app: TSettableApp, actionId: number) {
  const action = await repo.findAction(scope, app.id, actionId);
  if (!action) throw notFound('ACTION_NOT_FOUND');
  return action;
}

/**
 * docs/product/entities.md#base-action: an action whose editable flag is false comes from the
 * platform and is shown, not changed.
 */
export function assertChangeable(action: Pick<TBaseAction, 'editable'>) {
  if (!isActionEditable(action)) throw AppError.of(403, 'THIS_SETTING_CANNOT_BE_CHANGED');
}
