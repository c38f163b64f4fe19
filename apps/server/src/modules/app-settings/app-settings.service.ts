import { classifyActionGroup, isActionEditable } from '@oc/domain/apps/actions.rules';
import type { TApp, TBaseAction, TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { TSaveColorRequest, TSaveConstantRequest } from '@oc/domain/apps/app-settings.schema';
import { normalizeConstantValue } from '@oc/domain/apps/constants.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TProductCode } from '@oc/domain/products/products';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findApp } from '../products/products.repository';
import { actionOf, constantOf, getApp } from '../products/products.service';
import * as repo from './app-settings.repository';

export type TSettableApp = { id: number; code: TProductCode };

/** The caller's app (404 for another project's or an unknown id); websites have no app settings. */
export async function findSettableApp(scope: TScope, appId: number): Promise<TSettableApp> {
  const found = await findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  // decisions.md: a base code containing 'app' gets the app view.
  if (!found.base.code.includes('app')) throw AppError.of(400, 'THIS_PRODUCT_IS_NOT_AN_APP');
  return { id: found.app.id, code: found.base.code as TProductCode };
}

/** The action of this app (404 for another app's or project's). */
export async function findAppAction(scope: TScope, app: TSettableApp, actionId: number) {
  const action = await repo.findAction(scope, app.id, actionId);
  if (!action) throw notFound('ACTION_NOT_FOUND');
  return action;
}

/** Spec 3: an action whose editable flag is false comes from the platform and is shown, not changed. */
export function assertChangeable(action: Pick<TBaseAction, 'editable'>) {
  if (!isActionEditable(action)) throw AppError.of(403, 'THIS_SETTING_CANNOT_BE_CHANGED');
}

/** Spec 7 "Update product app": the fields sent (already trimmed and checked), answered as GET does. */
export async function updateAppInfo(
  scope: TScope,
  appId: number,
  body: TUpdateAppRequest,
): Promise<TApp> {
  const app = await findSettableApp(scope, appId);
  await repo.updateAppInfo(scope, app.id, body);
  return getApp(scope, app.id);
}

/**
 * Spec 7 "Save constant": whitespace removed and the value checked against the constant's type
 * (constants.rules.ts); business_slug must name one of the project's own businesses, or be null.
 */
export async function saveConstant(
  scope: TScope,
  appId: number,
  constantId: number,
  body: TSaveConstantRequest,
): Promise<TBaseConstant> {
  const app = await findSettableApp(scope, appId);
  const constant = await repo.findConstant(scope, app.id, constantId);
  if (!constant) throw notFound('CONSTANT_NOT_FOUND');
  const raw = body.value === null ? null : String(body.value);
  const normalized = normalizeConstantValue(constant, raw);
  if (!normalized.ok)
    throw new AppError(
      400,
      normalized.errors.map((e) => formatMessage(e.key, e.params)),
    );
  const { value } = normalized;
  if (constant.code === 'business_slug' && value !== null) {
    if (!(await repo.isBusinessOfProject(scope, value)))
      throw AppError.of(400, 'UNKNOWN_BUSINESS', { slug: value });
  }
  const saved = await repo.updateConstantValue(scope, constant, value);
  if (!saved) throw notFound('CONSTANT_NOT_FOUND');
  return constantOf(saved);
}

/** Spec 7 "Save theme colour": only actions of the colors group take a colour. */
export async function saveColor(
  scope: TScope,
  appId: number,
  actionId: number,
  body: TSaveColorRequest,
): Promise<TBaseAction> {
  const app = await findSettableApp(scope, appId);
  const action = await findAppAction(scope, app, actionId);
  if (classifyActionGroup(action.group) !== 'colors')
    throw AppError.of(400, 'THIS_SETTING_IS_NOT_A_COLOUR');
  assertChangeable(action);
  const saved = await repo.updateActionText(scope, action, body.text_content);
  if (!saved) throw notFound('ACTION_NOT_FOUND');
  return actionOf(saved);
}
