import {
  BASIC_FIELDS,
  FRANCHISE_SLUG_PATH,
  singleStoreProblem,
} from '@oc/domain/themes/basic-fields';
import type { TSiteKind } from '@oc/domain/themes/theme-mode';
import { getPath } from '@oc/domain/themes/theme-path';
import type { TThemedAppCode } from './app-theme-defaults';
import type { TThemeOwner } from './themes.types';

// The one theme path of the Basic tab that BASIC_FIELDS does not name (the platform sets it).
const WEBSITE_THEME = '.website_theme.';
const CANNOT_BE_CHANGED = 'it cannot be changed for this product';
// The homepage's backgrounds, which the dashboard (no website) does not have.
const NOT_DASHBOARD = new Set<string>([
  BASIC_FIELDS.homepage_background.theme,
  BASIC_FIELDS.homepage_mobile_background.theme,
  BASIC_FIELDS.homepage_image_fullscreen.theme,
]);
// Whether the website is a single store, and which business it shows.
const SINGLE_STORE_PATHS = new Set<string>([
  BASIC_FIELDS.type.theme,
  BASIC_FIELDS.business_slug.theme,
]);

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
    refuse: (path) => {
      if (site.kind === 'franchise' && path.includes(WEBSITE_THEME) && path !== FRANCHISE_SLUG_PATH)
        return 'franchise websites have no website theme';
      // The dashboard is the console's own look: it has no website type or homepage.
      if (site.kind === 'dashboard' && (path.includes(WEBSITE_THEME) || NOT_DASHBOARD.has(path)))
        return 'the dashboard has no website type or homepage';
      return undefined;
    },
    refuseTree: (values, changed) =>
      site.kind === 'ordering' && changed.some((path) => SINGLE_STORE_PATHS.has(path))
        ? singleStoreProblem(
            getPath(values, BASIC_FIELDS.type.theme),
            getPath(values, BASIC_FIELDS.business_slug.theme),
          )
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
