import type { TBaseConstant } from '@oc/domain/apps/app.schema';
import type { TSaveConstantRequest } from '@oc/domain/apps/app-settings.schema';
import { normalizeConstantValue } from '@oc/domain/apps/constants.rules';
import { formatMessage } from '@oc/domain/messages/messages';
import { AppError, notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { refusalOfBusinessChoice } from '../catalogue/is-business-of-project';
import * as repo from './app-settings.repository';
import { constantOf } from './app-settings-answers';
import { findSettableApp } from './find-settable-app';

/**
 * Saving a constant (docs/product/api.md#app-settings): whitespace removed and the value checked
 * against the constant's type (constants.rules.ts); business_slug must name one of the project's
 * own businesses, or be null.
 */
export async function saveConstant(
  scope: TScope,
  appId: number,
  constantId: number,
  body: TSaveConstantRequest,
  actor: TAuditActor,
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
    const refusal = await refusalOfBusinessChoice(scope, value);
    if (refusal) throw AppError.of(400, refusal.key, refusal.params);
  }
  const saved = await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const updated = await repo.updateConstantValue(inTx, constant, value);
    if (!updated) throw notFound('CONSTANT_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'apps',
      action: 'app.constant_saved',
      target: app.app.name,
      changes: { [constant.code]: { before: constant.value, after: updated.value } },
    });
    return updated;
  });
  return constantOf(saved);
}
