import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findAppProduct } from '../apps/find-app-product';
import { defaultAppTheme, isThemedAppCode, type TThemedAppCode } from './app-theme-defaults';
import * as repo from './themes.repository';

export type TThemedApp = { id: number; code: TThemedAppCode };

/** The caller's app, if it has an Advanced tab (the kiosk and franchises apps); 404 otherwise. */
export async function findThemedApp(scope: TScope, appId: number): Promise<TThemedApp> {
  const app = await findAppProduct(scope, appId);
  if (!isThemedAppCode(app.code)) throw notFound();
  return { id: app.id, code: app.code };
}

/** The app's theme row: created on the first read where the database predates app themes. */
export async function appThemeRowOf(scope: TScope, app: TThemedApp) {
  const row = await repo.ensureAppTheme(scope, app.id, defaultAppTheme(app.code));
  if (!row) throw notFound();
  return row;
}
