/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { CartIsland } from '../islands/cart';
import { Picture } from '../pages/image';
import { useHref } from '../site-base';
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useWords } from '../words';
import { LanguageSelect } from './language-select';
import { menuLabelKey, shownMenuItems } from './menu';

function Logo({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const desktop = theme.basic.header_logo ?? input.site.logo;
  const mobile = theme.basic.header_mobile_logo ?? desktop;
  const href = useHref();
  const t = useWords();
  return (
    <a
      class="site-logo"
      href={href({ page: 'home' })}
      aria-label={t('header.home', { site: input.site.name })}
    >
      {desktop ? (
        <Picture desktop={desktop} mobile={mobile} width={48} height={48} sizes="48px" />
      ) : null}
      <span class="site-name">{input.site.name}</span>
    </a>
  );
}

/** The header: logo (placed by the theme), the user menu, language selector and cart button. */
export function Header({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const position = theme.value('header.components.logo.components.layout.position');
  const logoClass = `logo-${typeof position === 'string' ? position : 'left'}`;
  const menu = shownMenuItems(theme);
  const href = useHref();
  const t = useWords();
  // In another site's frame the page is a panel of that site: the logo (home) and the cart, no
  // menu, whose account pages belong on the website itself.
  if (input.embed)
    return (
      <header class={`site-header site-header-compact ${logoClass}`}>
        <Logo input={input} theme={theme} />
        <div class="header-tools">
          <CartIsland theme={theme} />
        </div>
      </header>
    );
  return (
    <header class={`site-header ${logoClass}`}>
      <Logo input={input} theme={theme} />
      {/* Drawn folded behind 'Menu' on small screens from the first paint (the stylesheet), so
          nothing below moves when the page script makes the button work (src/client/menu.ts);
          without the script the head's noscript style shows the menu open. */}
      <button type="button" class="menu-toggle" aria-expanded="false" aria-controls="site-menu">
        {t('header.menu')}
      </button>
      <nav id="site-menu" class="site-menu foldable" aria-label={t('header.main')}>
        <ul>
          {menu.map(([key, route, section]) => (
            <li key={key}>
              <a href={`${href(route)}${section}`} data-menu={key}>
                {t(menuLabelKey(key))}
              </a>
            </li>
          ))}
          <li>
            <a href={href({ page: 'orders' })}>{t('header.my_orders')}</a>
          </li>
          <li>
            <a href={href({ page: 'account' })}>{t('header.my_account')}</a>
          </li>
        </ul>
      </nav>
      <div class="header-tools">
        {theme.isHidden('header.components.language_selector') ||
        input.languages.length < 2 ? null : (
          <div class="language-selector">
            <label class="visually-hidden" for="site-language">
              {t('header.language')}
            </label>
            <LanguageSelect input={input} id="site-language" />
          </div>
        )}
        <CartIsland theme={theme} />
      </div>
    </header>
  );
}
