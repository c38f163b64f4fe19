import type { TSaveThemeRequest, TTheme } from '@oc/domain/themes/theme.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findApp } from '../products/products.repository';
import { themeOf } from '../themes/theme-of';
import { CANNOT_BE_CHANGED, saveTheme, type TThemeOwner } from '../themes/theme-save.service';
import { ensureAppTheme } from '../themes/themes.repository';
import { defaultAppTheme, isThemedAppCode, type TThemedAppCode } from './app-theme-defaults';

export type TThemedApp = { id: number; code: TThemedAppCode };

/** The caller's app, if it has an Advanced tab (the kiosk and franchises apps); 404 otherwise. */
export async function findThemedApp(scope: TScope, appId: number): Promise<TThemedApp> {
  const found = await findApp(scope, appId);
  if (!found) throw notFound('PRODUCT_NOT_FOUND');
  if (!isThemedAppCode(found.base.code)) throw notFound();
  return { id: found.app.id, code: found.base.code };
}

/** An app's theme takes only the Advanced leaves of the app's mode: its Basic tab is not in it. */
export function appThemeOwner(app: TThemedApp): TThemeOwner {
  return {
    theme: { appId: app.id },
    mode: app.code,
    acceptsBasic: false,
    lockedReason: CANNOT_BE_CHANGED,
  };
}

async function themeRowOf(scope: TScope, app: TThemedApp) {
  const row = await ensureAppTheme(scope, app.id, defaultAppTheme(app.code));
  if (!row) throw notFound();
  return row;
}

/** GET /api/apps/:id/theme: created on the first read where the database predates app themes. */
export async function getAppTheme(scope: TScope, appId: number): Promise<TTheme> {
  return themeOf(await themeRowOf(scope, await findThemedApp(scope, appId)));
}

/** PATCH /api/apps/:id/theme: the same merge and stale check as a website's theme. */
export async function saveAppTheme(
  scope: TScope,
  appId: number,
  body: TSaveThemeRequest,
): Promise<TTheme> {
  const app = await findThemedApp(scope, appId);
  await themeRowOf(scope, app);
  return saveTheme(scope, appThemeOwner(app), body);
}
