import type { TProductCode } from '@oc/domain/products/products';
import { modeFlagsFor } from '@oc/domain/themes/theme-mode';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { configKeys } from '../../data/configs/keys';
import { themeKeys } from '../../data/themes/keys';
import { fill } from '../../test/fill';
import { appFor, SITE, THEME } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { failure, ok, stubServer } from '../../test/stub-server';
import { AdvancedSettingsForm } from './advanced-settings-form';
import { AppAdvancedTab } from './app-advanced-tab';
import { CustomSoundSection } from './custom-sound-section';

type TSaved = { url: string; body: unknown };

/** PATCHes to a theme are recorded and answered; nothing else reaches the network. */
function serve(answerSave: (body: unknown) => ReturnType<typeof ok> = ok) {
  const saves: TSaved[] = [];
  stubServer(async (url, init) => {
    if (url.endsWith('/theme') && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      saves.push({ url, body });
      return answerSave({ ...THEME, version: THEME.version + 1, values: {} });
    }
    return failure(404, 'Not found.');
  });
  return saves;
}

/** An app's Advanced tab (the kiosk and franchises apps), with its own theme in the cache. */
function renderAppTab(code: TProductCode) {
  const app = appFor(code);
  renderWithProviders(<AppAdvancedTab app={app} />, {
    queryData: [
      [themeKeys.of({ kind: 'apps', id: app.id }), { ...THEME, site_id: null, app_id: app.id }],
    ],
  });
}

/**
 * The website's Advanced tab as its page composes it: the form at the theme's version 7, with the
 * custom sound section after the sections (its configs in the cache).
 */
function renderWebsiteForm() {
  renderWithProviders(
    <AdvancedSettingsForm
      owner={{ kind: 'sites', id: SITE.id }}
      theme={{ ...THEME, version: 7 }}
      flags={modeFlagsFor('web_ordering')}
    >
      <CustomSoundSection />
    </AdvancedSettingsForm>,
    {
      queryData: [
        [configKeys.all, { google_maps_api_key: null, site_url: null, custom_sound: null }],
      ],
    },
  );
}

const sectionTitles = () =>
  screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading')[0]?.textContent);

// A whole Advanced tab is ~150 controls: rendering it takes about a second in happy-dom (6 to 9 s on a
// loaded machine), so each test renders it once and changes one value, with a higher ceiling.
describe('the Advanced settings editor', { timeout: 30_000 }, () => {
  it('shows the kiosk app only its homepage image section', () => {
    renderAppTab('app_kiosk_x');
    expect(sectionTitles()).toEqual(['Homepage image']);
  });

  it('shows the franchises app the navigation bar, disables app and franchise items, no menu options', () => {
    renderAppTab('app_franchises_x');
    const cart = screen.getByRole('region', { name: 'Cart header' });
    expect(within(cart).getByRole('switch', { name: /Discount coupon/ })).toBeDisabled();
    const block = screen.getByRole('region', { name: 'Business block' });
    expect(within(block).getByRole('switch', { name: /^Logo/ })).toBeDisabled();
    expect(within(block).getByRole('switch', { name: /Delivery fee/ })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Navigation bar menu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Menu options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Smart banner settings' })).not.toBeInTheDocument();
    expect(sectionTitles()[0]).toBe('Homepage image');
  });

  // The order of docs/product/theme-values.md#advanced-sections, for the website's mode.
  it('renders every Advanced section in the documented order for the website', () => {
    renderWebsiteForm();
    expect(sectionTitles()).toEqual([
      'Buttons',
      'Typography',
      'Images',
      'Header',
      'Business listing',
      'Business block',
      'Business page',
      'Business information',
      'Products block',
      'Reviews popups',
      'Cart header',
      'Checkout',
      'Confirmation page order block',
      'Address popup',
      'My account page',
      'My orders active orders block',
      'Menu options',
      'Order types popup',
      'Third-party code',
      'Smart banner settings',
      'Notification sound',
    ]);
  });

  it('saves only the changed leaf with the version it loaded, then says so', async () => {
    const saves = serve();
    const user = userEvent.setup({ delay: null });
    renderWebsiteForm();
    const header = screen.getByRole('region', { name: 'Header' });
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    await user.click(within(header).getByRole('switch', { name: 'Language selector' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.url).toBe(`/api/sites/${SITE.id}/theme`);
    expect(saves[0]?.body).toEqual({
      version: 7,
      changes: [{ path: 'header.components.language_selector.hidden', value: true }],
    });
    expect(await screen.findByText('Your advanced settings are saved.')).toBeInTheDocument();
  });

  it('filters to the settings that match, and still saves a value typed in one it hides', async () => {
    const saves = serve();
    const user = userEvent.setup({ delay: null });
    renderWebsiteForm();
    const banner = screen.getByRole('region', { name: 'Smart banner settings' });
    const apple = within(banner).getByRole('textbox', { name: /Apple App Store id/ });
    await fill(user, apple, 'id123');
    const search = screen.getByRole('searchbox', { name: 'Search settings' });
    await fill(user, search, 'checkout map');
    const checkout = screen.getByRole('region', { name: 'Checkout' });
    await waitFor(() => expect(banner).not.toBeVisible());
    expect(within(checkout).getByRole('switch', { name: 'Map' })).toBeVisible();
    expect(
      within(checkout).getByRole('switch', { name: /Business address/, hidden: true }),
    ).not.toBeVisible();
    // The list of sections names only what is shown.
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    expect(within(nav).getByRole('combobox', { name: 'Go to section' })).toHaveTextContent(
      /^Checkout$/,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.body).toEqual({
      version: 7,
      changes: [{ path: 'smart_banner_settings.apple_id', value: 'id123' }],
    });
  });

  it('says when no setting matches, and Clear search shows them all again', async () => {
    const user = userEvent.setup({ delay: null });
    renderWebsiteForm();
    const buttons = screen.getByRole('region', { name: 'Buttons' });
    await fill(user, screen.getByRole('searchbox', { name: 'Search settings' }), 'zebra');
    expect(await screen.findByText('No settings match "zebra".')).toBeInTheDocument();
    expect(buttons).not.toBeVisible();
    await user.click(screen.getAllByRole('button', { name: 'Clear search' })[1] as HTMLElement);
    await waitFor(() => expect(buttons).toBeVisible());
    expect(screen.getByRole('searchbox', { name: 'Search settings' })).toHaveValue('');
    expect(screen.queryByText(/No settings match/)).not.toBeInTheDocument();
  });

  it('keeps the input on screen and explains a stale copy (409)', async () => {
    const message =
      'These settings were changed in another tab or by someone else since you opened them (hidden). Your changes are still on screen: copy what you need, reload to see the latest version, then save again.';
    serve(() => failure(409, message));
    const user = userEvent.setup({ delay: null });
    renderWebsiteForm();
    const banner = screen.getByRole('region', { name: 'Smart banner settings' });
    const apple = within(banner).getByRole('textbox', { name: /Apple App Store id/ });
    await fill(user, apple, 'id123');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
    expect(dialog).toHaveTextContent(message);
    expect(apple).toHaveValue('id123');
  });
});
