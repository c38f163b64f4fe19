import type { TRoute } from '../routes';
import type { TThemeView } from '../theme/theme-view';

const ACCOUNT = { page: 'account' } as const;

/**
 * The user menu's items (theme `bar_menu`, website only) and where each leads; the pages this
 * website does not have land on the matching section of My account (the route and its #section).
 */
const MENU_ITEMS = [
  ['browse', 'Browse', { page: 'listing', pageNo: 1 }, ''],
  ['wallet', 'Wallet', ACCOUNT, '#wallet'],
  ['promotions', 'Promotions', ACCOUNT, '#promotions'],
  ['messages', 'Messages', ACCOUNT, '#messages'],
  ['help', 'Help', ACCOUNT, '#help'],
  ['sessions', 'Sessions', ACCOUNT, '#sessions'],
  ['favorites', 'Favorites', ACCOUNT, '#favorites'],
] as const satisfies readonly (readonly [string, string, TRoute, string])[];

/** The menu items the theme shows (none in an app: apps have their own navigation bar). */
export const shownMenuItems = (theme: TThemeView) =>
  theme.flags.isApp
    ? []
    : MENU_ITEMS.filter(([key]) => !theme.isHidden(`bar_menu.components.${key}`));
