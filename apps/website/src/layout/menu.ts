import type { TRoute } from '../routes';
import type { TThemeView } from '../theme/theme-view';

const ACCOUNT = { page: 'account' } as const;

/**
 * The user menu's items (theme `bar_menu`, website only) and where each leads; the pages this
 * website does not have land on the matching section of My account (the route and its #section).
 * The theme only shows or hides an item, so each is named by the website's own words
 * (`header.item.<key>`), in the page's language.
 */
const MENU_ITEMS = [
  ['browse', { page: 'listing', pageNo: 1 }, ''],
  ['wallet', ACCOUNT, '#wallet'],
  ['promotions', ACCOUNT, '#promotions'],
  ['messages', ACCOUNT, '#messages'],
  ['help', ACCOUNT, '#help'],
  ['sessions', ACCOUNT, '#sessions'],
  ['favorites', ACCOUNT, '#favorites'],
] as const satisfies readonly (readonly [string, TRoute, string])[];

export type TMenuItemKey = (typeof MENU_ITEMS)[number][0];

/** The word that names a menu item. */
export const menuLabelKey = (key: TMenuItemKey) => `header.item.${key}` as const;

/** The menu items the theme shows (none in an app: apps have their own navigation bar). */
export const shownMenuItems = (theme: TThemeView) =>
  theme.flags.isApp
    ? []
    : MENU_ITEMS.filter(([key]) => !theme.isHidden(`bar_menu.components.${key}`));
