import type { TTheme } from '@oc/domain/themes/theme.schema';
import type { TScope } from '../../lib/scope';
import { themeOf } from './theme-api-shape';
import { appThemeRowOf, findThemedApp } from './themed-app';

/** GET /api/apps/:id/theme: created on the first read where the database predates app themes. */
export async function getAppTheme(scope: TScope, appId: number): Promise<TTheme> {
  return themeOf(await appThemeRowOf(scope, await findThemedApp(scope, appId)));
}
