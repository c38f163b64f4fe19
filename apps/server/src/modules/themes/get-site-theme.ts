import type { TTheme } from '@oc/domain/themes/theme.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { themeOf } from './theme-api-shape';
import * as repo from './themes.repository';

/** GET /api/sites/:id/theme. */
export async function getSiteTheme(scope: TScope, siteId: number): Promise<TTheme> {
  const theme = await repo.findTheme(scope, { siteId });
  if (!theme) throw notFound();
  return themeOf(theme);
}
