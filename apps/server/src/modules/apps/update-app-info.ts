import type { TUpdateAppRequest } from '@oc/domain/apps/app-settings.rules';
import type { TScope } from '../../lib/scope';
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
): Promise<number> {
  const app = await findSettableApp(scope, appId);
  await repo.updateAppInfo(scope, app.id, body);
  return app.id;
}
