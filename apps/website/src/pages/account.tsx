/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import { LanguageSelect } from '../layout/language-select';
import { menuLabelKey, shownMenuItems, type TMenuItemKey } from '../layout/menu';
import type { TWebsiteInput } from '../site-input';
import type { TThemeView } from '../theme/theme-view';
import { useWords } from '../words';

// My account (docs/product/website.md#what-each-advanced-setting-does). Customers do not sign in
// yet: the page shows the profile's parts the theme keeps, and the sections the header menu links
// to, each saying what it will hold.

const PROFILE = 'profile.components';

/** The menu's items that are a section of this page (Browse is the listing). */
const SECTIONS = ['wallet', 'promotions', 'messages', 'help', 'sessions', 'favorites'] as const;
type TSection = (typeof SECTIONS)[number];
const isSection = (key: TMenuItemKey): key is TSection =>
  (SECTIONS as readonly string[]).includes(key);

export function AccountPage({ input, theme }: { input: TWebsiteInput; theme: TThemeView }) {
  const t = useWords();
  const shows = (part: THideableUnder<typeof PROFILE>) => !theme.isHidden(`${PROFILE}.${part}`);
  const sections = shownMenuItems(theme)
    .map(([key]) => key)
    .filter(isSection);
  const guest = t('account.guest');
  return (
    <div class="account-page">
      <h1>{t('account.title')}</h1>
      <section class="profile" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('account.profile')}</h2>
        {shows('picture') ? (
          <span class="profile-picture" role="img" aria-label={t('account.picture')}>
            <span aria-hidden="true">{guest.charAt(0)}</span>
          </span>
        ) : null}
        <dl>
          <div>
            <dt>{t('account.name')}</dt>
            <dd>{guest}</dd>
          </div>
          {shows('birthday') ? (
            <div>
              <dt>{t('account.birthday')}</dt>
              <dd>{t('account.not_set')}</dd>
            </div>
          ) : null}
        </dl>
        {/* The site's languages, as in the header: a site with one has nothing to choose. */}
        {shows('languages') && input.languages.length > 1 ? (
          <p>
            <label for="profile-language">{t('account.language')}</label>{' '}
            <LanguageSelect input={input} id="profile-language" />
          </p>
        ) : null}
        {shows('address_list') ? (
          <section aria-labelledby="addresses-title">
            <h3 id="addresses-title">{t('account.addresses')}</h3>
            <p>{t('account.addresses_empty')}</p>
          </section>
        ) : null}
      </section>
      {sections.map((key) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{t(menuLabelKey(key))}</h2>
          <p>{t(`account.section.${key}`)}</p>
        </section>
      ))}
    </div>
  );
}
