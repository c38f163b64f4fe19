import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { openPreview } from '../../test/preview-frame';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

// The Basic tab's parts about the home page take the preview home, as the Advanced tab's sections
// take it to their page (docs/product/website-settings.md#live-preview); those about every page
// keep the page shown, and a page the owner chooses stays until they move to another part.

const ORIGIN = 'http://demo.localhost:8080';

function serve() {
  stubServer(async (url) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (url.includes('/builder/apps/')) return ok(appFor('web_ordering'));
    if (url.endsWith('/theme')) return ok(THEME);
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.includes('/businesses')) return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (url.includes('/configs'))
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });
    return failure(404, 'Not found.');
  });
}

/** Goes into a field, as the owner does with Tab or a click. */
const goInto = (element: HTMLElement) => act(() => element.focus());

describe("the preview on the website's Basic tab", { timeout: 30_000 }, () => {
  it('goes home for the home page’s parts, keeps the page for the others, and a chosen one until the owner moves on', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website/settings');
    const { pane, frame } = await openPreview(user);
    const chooser = within(pane).getByRole('combobox', { name: 'Page to preview' });
    const choose = (page: string) => user.selectOptions(chooser, page);
    // The sections below the first come once it is drawn (docs/decisions/024).
    const images = await screen.findByRole('region', { name: 'Images' });
    const imageButton = (label: string) =>
      within(images).getByRole('button', { name: new RegExp(`^(Choose|Change) image: ${label}$`) });

    // The logos are on every page: the page the owner chose stays.
    await choose('Checkout');
    await goInto(imageButton('Header logo'));
    expect(frame).toHaveAttribute('src', `${ORIGIN}/checkout?oc_preview=1`);
    // The homepage background is at the top of the home page.
    await goInto(imageButton('Homepage background'));
    expect(chooser).toHaveValue('home');
    expect(frame).toHaveAttribute('src', `${ORIGIN}/?oc_preview=1`);

    // A page chosen while on the home page's pictures stays while the owner is on them...
    await choose('Business');
    await goInto(screen.getByRole('checkbox', { name: 'Show the homepage image full screen' }));
    expect(frame).toHaveAttribute('src', `${ORIGIN}/_site/first-business?oc_preview=1`);
    // ...and the footer, on every page, keeps it too.
    await goInto(screen.getByRole('button', { name: 'Edit footer content' }));
    expect(chooser).toHaveValue('business');

    // The homepage content and the website type (marketplace or one business) are the home page's.
    await goInto(screen.getByRole('button', { name: 'Edit homepage content' }));
    expect(frame).toHaveAttribute('src', `${ORIGIN}/?oc_preview=1`);
    await choose('Listing');
    await goInto(screen.getByRole('radio', { name: /Single store/ }));
    expect(frame).toHaveAttribute('src', `${ORIGIN}/?oc_preview=1`);
    // The site's name heads every page.
    await choose('Checkout');
    await goInto(screen.getByRole('textbox', { name: /Name/ }));
    expect(chooser).toHaveValue('checkout');
  });
});
