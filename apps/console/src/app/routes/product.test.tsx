import { PRODUCT_CODES, PRODUCT_SLUGS } from '@oc/domain/products/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PRODUCTS, SITE, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

function serve() {
  stubServer((url) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.endsWith('/configs')) return ok({ google_maps_api_key: null, site_url: null });
    return failure(404, 'Not found.');
  });
}

describe('the product page', () => {
  for (const code of PRODUCT_CODES) {
    const slug = PRODUCT_SLUGS[code];
    const hasHelp = slug === 'ordering-website' || slug === 'customer-app';
    it(`${slug}: help tooltip ${hasHelp ? 'shown' : 'absent'}`, async () => {
      serve();
      renderApp(`/my-products/${slug}`);
      await screen.findByRole('link', { name: 'Settings' });
      expect(screen.queryAllByRole('button', { name: 'Help' })).toHaveLength(hasHelp ? 1 : 0);
    });
  }

  it('opens the custom domain from Visit my website once its process has ended', async () => {
    serve();
    renderApp('/my-products/ordering-website');
    expect(await screen.findByRole('link', { name: 'Visit my website' })).toHaveAttribute(
      'href',
      'https://order.pizza.com',
    );
  });

  it('shows no website card on the dashboard and the franchise website, and promo cards only on apps', async () => {
    for (const slug of ['dashboard', 'franchise-website']) {
      serve();
      const { unmount } = renderApp(`/my-products/${slug}`);
      await screen.findByRole('link', { name: 'Settings' });
      // Neither the card nor its loading placeholder: the card is not coming.
      expect(
        screen.queryByRole('status', { name: 'Loading the product' }),
        slug,
      ).not.toBeInTheDocument();
      expect(
        screen.queryByRole('link', { name: 'Visit my website' }),
        slug,
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Purchase Now' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('shows both promo cards on an app, with no purchase or demo button the server gives no link for', async () => {
    serve();
    renderApp('/my-products/store-app');
    expect(await screen.findByText(/under five working days/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Purchase Now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Book a demo' })).toBeNull();
    // Not in the stores yet: the badges say so rather than open the stores' home pages.
    for (const store of [/App Store/, /Google Play/]) {
      expect(screen.getByRole('button', { name: store })).toBeDisabled();
      expect(screen.getByRole('button', { name: store })).toHaveAccessibleDescription(
        /Not in the stores yet/,
      );
    }
    // The web version is this project's ordering website (at its custom domain here), not the
    // console.
    expect(await screen.findByRole('link', { name: 'Try the web version' })).toHaveAttribute(
      'href',
      `https://${SITE.domain}`,
    );
    expect(screen.getByText(/under five working days/)).toBeInTheDocument();
  });

  it('sends a visitor without a session to the login page', async () => {
    serve();
    renderApp('/my-products/driver-app', { loggedIn: false });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

// Accessibility: without it the first field is 14 Tabs away; with it the first Tab offers the page.
describe('the skip link', () => {
  it('is the first thing Tab reaches and moves the focus to the page', async () => {
    serve();
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website');
    await screen.findByRole('link', { name: 'Settings' });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });
});
