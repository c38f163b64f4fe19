import type { TThemeView } from '../theme/theme-view';

/**
 * The user menu's items (theme `bar_menu`, website only) and where each leads; the pages this
 * website does not have land on the matching section of My account.
 */
const MENU_ITEMS = [
  ['browse', 'Browse', '/businesses'],
  ['wallet', 'Wallet', '/account#wallet'],
  ['promotions', 'Promotions', '/account#promotions'],
  ['messages', 'Messages', '/account#messages'],
  ['help', 'Help', '/account#help'],
  ['sessions', 'Sessions', '/account#sessions'],
  ['favorites', 'Favorites', '/account#favorites'],
] as const;

/** The menu items the theme shows (none in an app: apps have their own navigation bar). */
export const shownMenuItems = (theme: TThemeView) =>
  theme.flags.isApp
    ? []
    : MENU_ITEMS.filter(([key]) => !theme.isHidden(`bar_menu.components.${key}`));
