import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { TScope } from '../../lib/scope';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './apps.repository';
import { findSettableApp } from './find-settable-app';

/**
 * Updating the app (docs/product/api.md#app-settings): the fields sent, already trimmed and checked.
 * Answers the app's id; the route answers the app object as GET does (reads/app-info-save.ts).
 */
export async function updateAppInfo(
  scope: TScope,
  appId: number,
  body: TUpdateAppRequest,
  actor: TAuditActor,
): Promise<number> {
  const app = await findSettableApp(scope, appId);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.updateAppInfo(inTx, app.id, body);
    const fields = Object.keys(body) as (keyof TUpdateAppRequest)[];
    await recordAudit(inTx, actor, {
      area: 'apps',
      action: 'app.saved',
      target: body.name ?? app.app.name,
      changes: changesBetween(
        Object.fromEntries(fields.map((f) => [f, app.app[f]])),
        Object.fromEntries(fields.map((f) => [f, body[f]])),
      ),
    });
  });
  return app.id;
}
