import { appHasAdvancedTab } from '@oc/domain/products/products';
import { BASIC_FIELDS } from '@oc/domain/themes/basic-fields';
import { setPath } from '@oc/domain/themes/theme-path';

// The theme a kiosk or franchises app starts with: seeded with the demo, or created on the first
// read in databases seeded before apps had themes (docs/decisions/005-app-themes.md). Like a
// website's, it holds only what the owner has set; the editor shows every other setting at its
// default.
const THEME_IDS = { app_kiosk_x: 'kiosk_app', app_franchises_x: 'franchises_app' } as const;
export type TThemedAppCode = keyof typeof THEME_IDS;

const FULLSCREEN = BASIC_FIELDS.homepage_image_fullscreen.theme;

export function defaultAppTheme(code: TThemedAppCode): {
  themeId: string;
  values: Record<string, unknown>;
} {
  // The kiosk has only its homepage image; the franchises app also shows the fullscreen switch.
  let values = setPath({}, BASIC_FIELDS.homepage_background.theme, null);
  if (code === 'app_franchises_x') values = setPath(values, FULLSCREEN, false);
  return { themeId: THEME_IDS[code], values };
}

/** The apps that have an Advanced tab, and so a theme of their own. */
export const isThemedAppCode = (code: string): code is TThemedAppCode => appHasAdvancedTab(code);
