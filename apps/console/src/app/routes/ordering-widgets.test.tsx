import type { TProductCode } from '@oc/domain/products/products';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

function serve(code: TProductCode) {
  stubServer((url) => {
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
}

// docs/product/screens.md#web-view-tabs: the Ordering widgets tab is the ordering website's only.
describe('the Ordering widgets tab on the settings page', { timeout: 30_000 }, () => {
  beforeEach(() => sessionStorage.clear());

  it('opens from ?tab=widgets on the ordering website, with its own preview instead of the site’s', async () => {
    serve('web_ordering');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website/settings?tab=widgets');
    expect(await screen.findByRole('region', { name: 'Widget options' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Ordering widgets' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByTitle('Widget preview')).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Snippet' }).textContent).toContain(
      'src="https://order.pizza.com/widget/v1.js"',
    );
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Basic settings' }));
    expect(await screen.findByRole('button', { name: 'Show preview' })).toBeInTheDocument();
  });

  for (const [code, slug] of [
    ['web_franchise', 'franchise-website'],
    ['web_dashboard', 'dashboard'],
  ] as const) {
    it(`is not on the ${slug}, even asked for by the address`, async () => {
      serve(code);
      renderApp(`/my-products/${slug}/settings?tab=widgets`);
      expect(await screen.findByRole('tab', { name: 'Basic settings' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(screen.queryByRole('tab', { name: 'Ordering widgets' })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Widget options' })).not.toBeInTheDocument();
      expect(screen.queryByTitle('Widget preview')).not.toBeInTheDocument();
    });
  }
});
