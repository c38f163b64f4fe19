/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CartIsland } from '../islands/cart';
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';

/**
 * The user menu's items (theme `bar_menu`, website only) and where each leads; the pages this
 * website does not have yet land on the matching section of My account.
 */
export const MENU_ITEMS = [
  ['browse', 'Browse', '/businesses'],
  ['wallet', 'Wallet', '/account#wallet'],
  ['promotions', 'Promotions', '/account#promotions'],
  ['messages', 'Messages', '/account#messages'],
  ['help', 'Help', '/account#help'],
  ['sessions', 'Sessions', '/account#sessions'],
  ['favorites', 'Favorites', '/account#favorites'],
] as const;

function Logo({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const desktop = theme.basic.header_logo ?? input.site.logo;
  const mobile = theme.basic.header_mobile_logo ?? desktop;
  return (
    <a class="site-logo" href="/" aria-label={`${input.site.name}, home`}>
      {desktop ? (
        <picture>
          {mobile && mobile !== desktop ? (
            <source media="(max-width: 640px)" srcset={mobile} />
          ) : null}
          <img src={desktop} alt="" width={48} height={48} />
        </picture>
      ) : null}
      <span class="site-name">{input.site.name}</span>
    </a>
  );
}

/** The header: logo (placed by the theme), the user menu, language selector and cart button. */
export function Header({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const position = theme.value('header.components.logo.components.layout.position');
  const menu = theme.flags.isApp
    ? []
    : MENU_ITEMS.filter(([key]) => !theme.isHidden(`bar_menu.components.${key}`));
  return (
    <header class={`site-header logo-${typeof position === 'string' ? position : 'left'}`}>
      <Logo input={input} theme={theme} />
      <nav class="site-menu" aria-label="Main">
        <ul>
          {menu.map(([key, label, href]) => (
            <li key={key}>
              <a href={href} data-menu={key}>
                {label}
              </a>
            </li>
          ))}
          <li>
            <a href="/my-orders">My orders</a>
          </li>
          <li>
            <a href="/account">My account</a>
          </li>
        </ul>
      </nav>
      <div class="header-tools">
        {theme.isHidden('header.components.language_selector') ? null : (
          <label class="language-selector">
            <span class="visually-hidden">Language</span>
            <select name="language">
              <option value="en">English</option>
            </select>
          </label>
        )}
        <CartIsland theme={theme} />
      </div>
    </header>
  );
}
