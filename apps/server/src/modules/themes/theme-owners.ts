import { FRANCHISE_SLUG_PATH } from '@oc/domain/themes/basic-fields';
import type { TSiteKind } from '@oc/domain/themes/theme-mode';
import type { TThemedAppCode } from './app-theme-defaults';
import type { TThemeOwner } from './themes.types';

// The one theme path of the Basic tab that BASIC_FIELDS does not name (the platform sets it).
const WEBSITE_THEME = '.website_theme.';
const CANNOT_BE_CHANGED = 'it cannot be changed for this product';

/**
 * A website's theme: its Basic fields plus the Advanced leaves of its mode (none for the
 * dashboard).
 */
export function siteThemeOwner(site: { id: number; kind: TSiteKind }): TThemeOwner {
  return {
    theme: { siteId: site.id },
    mode: site.kind,
    acceptsBasic: true,
    lockedReason:
      site.kind === 'dashboard' ? 'the dashboard has no advanced settings' : CANNOT_BE_CHANGED,
    refuse: (path) =>
      site.kind === 'franchise' && path.includes(WEBSITE_THEME) && path !== FRANCHISE_SLUG_PATH
        ? 'franchise websites have no website theme'
        : undefined,
  };
}

/** An app's theme takes only the Advanced leaves of the app's mode: its Basic tab is not in it. */
export function appThemeOwner(app: { id: number; code: TThemedAppCode }): TThemeOwner {
  return {
    theme: { appId: app.id },
    mode: app.code,
    acceptsBasic: false,
    lockedReason: CANNOT_BE_CHANGED,
  };
}
