import type { TProductCode } from '@oc/domain/products/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { failure, ok, renderApp, stubServer } from '../../test/render-app';

type TSaved = { url: string; body: unknown };

/** The real console against a stubbed network; PATCHes to a theme are recorded and answered. */
function serve(code: TProductCode, answerSave: (body: unknown) => ReturnType<typeof ok> = ok) {
  const saves: TSaved[] = [];
  stubServer(async (url, init) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (url.includes('/builder/apps/')) return ok(appFor(code));
    if (url.endsWith('/theme') && init?.method === 'PATCH') {
      const body = JSON.parse(String(init.body));
      saves.push({ url, body });
      return answerSave({ ...THEME, version: THEME.version + 1, values: {} });
    }
    if (url.endsWith('/theme')) return ok({ ...THEME, version: 7 });
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.includes('/businesses')) return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (url.endsWith('/configs'))
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });
    return failure(404, 'Not found.');
  });
  return saves;
}

const sectionTitles = () =>
  screen.getAllByRole('region').map((r) => within(r).getAllByRole('heading')[0]?.textContent);

// Rendering a whole Advanced tab (~150 controls) in happy-dom takes seconds on a busy machine.
describe('the Advanced settings editor', { timeout: 30_000 }, () => {
  it('shows the kiosk app only its homepage image section', async () => {
    serve('app_kiosk_x');
    renderApp('/my-products/kiosk-app/settings?tab=advanced');
    await screen.findByRole('region', { name: 'Homepage image' });
    expect(sectionTitles()).toEqual(['Homepage image']);
  });

  it('shows the franchises app the navigation bar, disables app and franchise items, no menu options', async () => {
    serve('app_franchises_x');
    renderApp('/my-products/franchises-app/settings?tab=advanced');
    const cart = await screen.findByRole('region', { name: 'Cart header' });
    expect(within(cart).getByRole('switch', { name: /Discount coupon/ })).toBeDisabled();
    const block = screen.getByRole('region', { name: 'Business block' });
    expect(within(block).getByRole('switch', { name: /^Logo/ })).toBeDisabled();
    expect(within(block).getByRole('switch', { name: /Delivery fee/ })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Navigation bar menu' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Menu options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Smart banner settings' })).not.toBeInTheDocument();
    expect(sectionTitles()[0]).toBe('Homepage image');
  });

  it('renders every section of spec 2.4 in order for the website', async () => {
    serve('web_ordering');
    renderApp('/my-products/ordering-website/settings?tab=advanced');
    await screen.findByRole('region', { name: 'Buttons' });
    const titles = sectionTitles();
    const advanced = titles.slice(titles.indexOf('Buttons'));
    expect(advanced).toEqual([
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
    expect(advanced).not.toContain('Navigation bar menu');
  });

  it('saves only the changed leaf with the version it loaded, then says so', async () => {
    const saves = serve('web_ordering');
    const user = userEvent.setup();
    renderApp('/my-products/ordering-website/settings?tab=advanced');
    const header = await screen.findByRole('region', { name: 'Header' });
    const save = screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement;
    expect(save).toBeDisabled();
    await user.click(within(header).getByRole('switch', { name: 'Language selector' }));
    await user.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.url).toMatch(/\/api\/sites\/\d+\/theme$/);
    expect(saves[0]?.body).toEqual({
      version: 7,
      changes: [{ path: 'header.components.language_selector.hidden', value: true }],
    });
    expect(await screen.findByText('Your advanced settings are saved.')).toBeInTheDocument();
  });

  it('keeps the input on screen and explains a stale copy (409)', async () => {
    const message =
      'These settings were changed in another tab or by someone else since you opened them (hidden). Your changes are still on screen: copy what you need, reload to see the latest version, then save again.';
    serve('web_ordering', () => failure(409, message));
    const user = userEvent.setup();
    renderApp('/my-products/ordering-website/settings?tab=advanced');
    const banner = await screen.findByRole('region', { name: 'Smart banner settings' });
    const apple = within(banner).getByRole('textbox', { name: /Apple App Store id/ });
    await user.type(apple, 'id123');
    await user.click(screen.getAllByRole('button', { name: 'Save' }).at(-1) as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Ordering' });
    expect(dialog).toHaveTextContent(message);
    expect(apple).toHaveValue('id123');
  });
});
