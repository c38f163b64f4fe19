import type { TProductCode } from '@oc/domain/products/products';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClock, transitionEnds } from '../../test/clock';
import { fill } from '../../test/fill';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

// What owners trip over: a save bar that appears once something changed (one way to save
// on every screen), and leaving the page with unsaved changes asks first.

/** The settings page's reads, and the Basic tab's save of the site; every write is recorded. */
function serve(code: TProductCode = 'web_ordering') {
  const writes: { url: string; body: unknown }[] = [];
  stubServer(async (url, init) => {
    if (init?.method && init.method !== 'GET') {
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      writes.push({ url, body });
      if (/\/sites\/\d+$/.test(url)) return ok({ ...SITE, ...body });
      if (/\/builder\/apps\/\d+$/.test(url)) return ok({ ...appFor(code), ...body });
      return failure(404, 'Not found.');
    }
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (url.includes('/builder/apps/')) return ok(appFor(code));
    if (url.endsWith('/theme')) return ok(THEME);
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.includes('/businesses')) return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (url.includes('/configs'))
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });
    return failure(404, 'Not found.');
  });
  return writes;
}

/** The ordering website's settings, once its Basic tab has drawn. */
async function openBasicTab() {
  const writes = serve();
  const user = userEvent.setup({ delay: null });
  renderApp('/my-products/ordering-website/settings');
  const name = await screen.findByRole('textbox', { name: 'Name' });
  return { writes, user, name };
}

const saveButton = () => screen.queryByRole('button', { name: 'Save' });
const leaveDialog = () => screen.queryByRole('dialog', { name: 'You have unsaved changes' });
const menuLink = (name: string) =>
  within(screen.getByRole('navigation', { name: 'My products' })).getByRole('link', { name });
/** The customer app's product page has opened. */
const customerAppPage = () => screen.findByRole('link', { name: 'Try the web version' });

/** A beforeunload as the browser sends it on a reload or close: prevented means 'ask'. */
function browserAsksOnUnload() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the save bar', () => {
  it('appears only once something changed; Discard puts back what is saved and it goes', async () => {
    const { user, name, writes } = await openBasicTab();
    expect(saveButton()).toBeNull();
    expect(screen.queryByText('Unsaved changes')).toBeNull();

    await fill(user, name, ' Downtown');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    // Typing the saved value back is no change.
    await user.clear(name);
    await fill(user, name, 'Demo');
    expect(saveButton()).toBeNull();

    await fill(user, name, ' Downtown');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(name).toHaveValue('Demo');
    expect(saveButton()).toBeNull();
    expect(writes).toEqual([]);
  });

  it('saves with Save, says so, and goes; leaving then does not ask', async () => {
    const { user, name, writes } = await openBasicTab();
    await fill(user, name, ' Downtown');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your changes are saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ url: `/api/sites/${SITE.id}`, body: { name: 'Demo Downtown' } }]);
    await waitFor(() => expect(saveButton()).toBeNull());
    expect(name).toHaveValue('Demo Downtown');

    await user.click(menuLink('Customer app'));
    expect(await customerAppPage()).toBeInTheDocument();
    expect(leaveDialog()).toBeNull();
  });

  it('is not needed where each value saves by itself: the app page says so in those sections', async () => {
    serve('app_customer_x');
    renderApp('/my-products/customer-app/settings');
    const region = async (name: string) => within(await screen.findByRole('region', { name }));
    for (const name of ['Images', 'Files'])
      expect(
        (await region(name)).getByText('Each one is saved as soon as it is uploaded.'),
      ).toBeInTheDocument();
    expect(
      (await region('Theme Settings')).getByText('Each colour saves by itself as you change it.'),
    ).toBeInTheDocument();
  });
});

describe('leaving a page with unsaved changes', () => {
  it('asks first when the owner goes to another product: Stay keeps the change, Leave goes', async () => {
    // A fake clock (../../test/clock.ts): the question closes at once.
    fakeClock();
    const { user, name, writes } = await openBasicTab();
    await fill(user, name, ' Downtown');

    await user.click(menuLink('Customer app'));
    const dialog = await screen.findByRole('dialog', { name: 'You have unsaved changes' });
    expect(dialog).toHaveTextContent('Leave without saving?');
    // Stay is the default: it has the focus, so Enter keeps the owner's work.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stay' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    await transitionEnds();
    await waitFor(() => expect(leaveDialog()).toBeNull());
    // Focus goes back to the link the owner chose, as before the question.
    await waitFor(() => expect(menuLink('Customer app')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo Downtown');
    expect(screen.queryByRole('link', { name: 'Try the web version' })).toBeNull();

    await user.click(menuLink('Customer app'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'You have unsaved changes' })).getByRole(
        'button',
        { name: 'Leave without saving' },
      ),
    );
    expect(await customerAppPage()).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('does not ask for a form with nothing to save, nor after Discard', async () => {
    const { user, name } = await openBasicTab();
    await fill(user, name, ' Downtown');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await user.click(menuLink('Customer app'));
    expect(await customerAppPage()).toBeInTheDocument();
    expect(leaveDialog()).toBeNull();
  });

  it('does not ask when switching tabs, which keep the change; a change on a hidden tab still asks', async () => {
    const { user, name } = await openBasicTab();
    await fill(user, name, ' Downtown');
    await user.click(screen.getByRole('tab', { name: 'Advanced settings' }));
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Advanced settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(leaveDialog()).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Basic settings' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Demo Downtown');

    await user.click(screen.getByRole('tab', { name: 'Advanced settings' }));
    await user.click(menuLink('Dashboard'));
    expect(
      await screen.findByRole('dialog', { name: 'You have unsaved changes' }),
    ).toBeInTheDocument();
  });

  it('asks on the app settings page too (General app info)', async () => {
    serve('app_customer_x');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/customer-app/settings');
    const card = await screen.findByRole('region', { name: 'General app info' });
    await fill(user, within(card).getByRole('textbox', { name: 'Name' }), ' Express');
    expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(menuLink('Ordering website'));
    expect(
      await screen.findByRole('dialog', { name: 'You have unsaved changes' }),
    ).toBeInTheDocument();
  });

  it('has the browser ask before a reload or close only while there are unsaved changes', async () => {
    const { user, name } = await openBasicTab();
    expect(browserAsksOnUnload()).toBe(false);
    await fill(user, name, ' Downtown');
    await waitFor(() => expect(browserAsksOnUnload()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(browserAsksOnUnload()).toBe(false));
  });
});
