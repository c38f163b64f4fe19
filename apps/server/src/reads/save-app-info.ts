import type { TApp } from '@oc/domain/apps/app.schema';
import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { TEnv } from '../env';
import type { TScope } from '../lib/scope';
import { updateAppInfo } from '../modules/apps/update-app-info';
import type { TAuditActor } from '../modules/audit/record-audit';
import { readApp } from './app-read';

/**
 * Updating the app's general info (docs/product/api.md#app-settings), answered as GET answers the
 * app: the update is the apps module's, the answer this layer's.
 */
export async function saveAppInfo(
  scope: TScope,
  env: TEnv,
  appId: number,
  body: TUpdateAppRequest,
  actor: TAuditActor,
): Promise<TApp> {
  return readApp(scope, env, await updateAppInfo(scope, appId, body, actor));
}
