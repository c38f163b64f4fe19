/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import { shownMenuItems } from '../layout/menu';
import type { TThemeView } from '../theme/theme-view';

// My account (docs/product/website.md#what-each-advanced-setting-does). Customers do not sign in
// yet: the page shows the profile's parts the theme keeps, and the sections the header menu links
// to, each saying what it will hold.

const PROFILE = 'profile.components';

const SECTIONS: Record<string, string> = {
  wallet: 'Your saved cards and balance will appear here.',
  promotions: 'Promotions from the businesses you order from will appear here.',
  messages: 'Messages about your orders will appear here.',
  help: 'Questions about an order? Call the business: its number is on your confirmation.',
  sessions: 'The devices you are signed in on will appear here.',
  favorites: 'The businesses and products you mark with a heart will appear here.',
};

export function AccountPage({ theme }: { theme: TThemeView }) {
  const shows = (part: THideableUnder<typeof PROFILE>) => !theme.isHidden(`${PROFILE}.${part}`);
  const sections = shownMenuItems(theme).filter(([key]) => key in SECTIONS);
  return (
    <div class="account-page">
      <h1>My account</h1>
      <section class="profile" aria-labelledby="profile-title">
        <h2 id="profile-title">Profile</h2>
        {shows('picture') ? (
          <span class="profile-picture" role="img" aria-label="Profile picture: none yet">
            <span aria-hidden="true">G</span>
          </span>
        ) : null}
        <dl>
          <div>
            <dt>Name</dt>
            <dd>Guest</dd>
          </div>
          {shows('birthday') ? (
            <div>
              <dt>Birthday</dt>
              <dd>Not set</dd>
            </div>
          ) : null}
        </dl>
        {shows('languages') ? (
          <p>
            <label for="profile-language">Language</label>{' '}
            <select id="profile-language" name="language">
              <option value="en">English</option>
            </select>
          </p>
        ) : null}
        {shows('address_list') ? (
          <section aria-labelledby="addresses-title">
            <h3 id="addresses-title">Saved addresses</h3>
            <p>The addresses you order to will appear here.</p>
          </section>
        ) : null}
      </section>
      {sections.map(([key, label]) => (
        <section key={key} id={key} aria-labelledby={`${key}-title`}>
          <h2 id={`${key}-title`}>{label}</h2>
          <p>{SECTIONS[key]}</p>
        </section>
      ))}
    </div>
  );
}
