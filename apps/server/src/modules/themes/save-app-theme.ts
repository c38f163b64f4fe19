import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import type { TScope } from '../../lib/scope';
import type { TAuditActor } from '../audit/record-audit';
import { saveTheme } from './save-theme';
import { appThemeOwner } from './theme-owners';
import { appThemeRowOf, findThemedApp } from './themed-app';

/** PATCH /api/apps/:id/theme: the same merge and stale check as a website's theme. */
export async function saveAppTheme(
  scope: TScope,
  appId: number,
  body: TSaveThemeRequest,
  actor: TAuditActor,
): Promise<TTheme> {
  const app = await findThemedApp(scope, appId);
  await appThemeRowOf(scope, app);
  return saveTheme(scope, appThemeOwner(app), body, {
    actor,
    area: 'apps',
    target: `${app.code} app`,
  });
}
