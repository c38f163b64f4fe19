import type { TProductCode } from '@oc/domain/products/products';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

function serve(app: ReturnType<typeof appFor> | 'missing' | 'offline', { holdApp = false } = {}) {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  stubServer(async (url) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (url.includes('/builder/apps/')) {
      if (holdApp) await held;
      if (app === 'offline') return 'network-error';
      if (app === 'missing')
        return failure(404, 'This product does not exist or is not part of your project.');
      return ok(app);
    }
    if (url.endsWith('/theme')) return ok(THEME);
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.includes('/businesses')) return ok({ items: [], total: 0, page: 1, page_size: 20 });
    return failure(404, 'Not found.');
  });
  return release;
}

describe('the product settings page', () => {
  it('shows 2 sections of 4 skeleton blocks while the product loads, then the app view', async () => {
    const release = serve(appFor('app_customer_x'), { holdApp: true });
    renderApp('/my-products/customer-app/settings');
    const skeleton = await screen.findByTestId('product-skeleton');
    const sections = skeleton.querySelectorAll('[data-skeleton-section]');
    expect(sections).toHaveLength(2);
    expect(sections[0]?.querySelectorAll('[data-skeleton-block]')).toHaveLength(4);
    release();
    expect(
      await screen.findByRole('heading', { name: 'Customer app settings: Demo Eats' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('product-skeleton')).not.toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.queryByText('Purchase Now')).not.toBeInTheDocument();
  });

  it('shows the error message in place of the page for an unknown id', async () => {
    serve('missing');
    renderApp('/my-products/customer-app/settings?id=4242');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This product does not exist or is not part of your project.',
    );
    expect(screen.queryByRole('heading', { name: / app settings: / })).not.toBeInTheDocument();
  });

  it('shows the offline screen with its image when the request cannot reach the server', async () => {
    serve('offline');
    renderApp('/my-products/driver-app/settings');
    const offline = await screen.findByTestId('offline-screen');
    expect(
      within(offline).getByRole('img', { name: 'A cloud with a broken connection' }),
    ).toBeInTheDocument();
    expect(within(offline).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  // The order of docs/product/app-settings.md#section-order.
  it('lists the app sections in the documented order, Constants and Resources only when they exist', async () => {
    serve(
      appFor('app_driver_x', {
        baseConstants: [{ id: 1, code: 'x', name: 'X', type: 'string', value: 'a' }],
        baseActions: [],
      }),
    );
    renderApp('/my-products/driver-app/settings');
    await screen.findByRole('heading', { name: / app settings: / });
    // App keys and Build Apps are drawn once their code has downloaded.
    await screen.findByRole('heading', { name: 'Build Apps' }, { timeout: 10_000 });
    await screen.findByRole('heading', { name: 'App keys' }, { timeout: 10_000 });
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual([
      'General app info',
      'Constants',
      'Images',
      'Theme Settings',
      'Files',
      'App keys',
      'Build Apps',
    ]);
  });

  it('shows no Constants section when the app has no constants', async () => {
    serve(appFor('app_customer_x', { baseConstants: [] }));
    renderApp('/my-products/customer-app/settings');
    await screen.findByRole('region', { name: 'General app info' });
    expect(screen.queryByRole('region', { name: 'Constants' })).not.toBeInTheDocument();
  });

  const appTabs: [TProductCode, string[]][] = [
    ['app_kiosk_x', ['Basic Settings', 'Advanced Settings']],
    ['app_franchises_x', ['Basic Settings', 'Advanced Settings']],
    ['app_single_store_x', []],
  ];
  for (const [code, tabs] of appTabs) {
    it(`gives ${code} the tabs ${JSON.stringify(tabs)}`, async () => {
      serve(appFor(code));
      renderApp(
        `/my-products/${code === 'app_kiosk_x' ? 'kiosk-app' : code === 'app_franchises_x' ? 'franchises-app' : 'single-store-app'}/settings`,
      );
      await screen.findByRole('heading', { name: / app settings: / });
      expect(screen.queryAllByRole('tab').map((t) => t.textContent)).toEqual(tabs);
    });
  }

  const webTabs: [TProductCode, string, string[]][] = [
    [
      'web_ordering',
      'ordering-website',
      ['Basic settings', 'Advanced settings', 'Ordering widgets'],
    ],
    ['web_franchise', 'franchise-website', ['Basic settings', 'Advanced settings']],
    ['web_dashboard', 'dashboard', ['Basic settings']],
  ];
  for (const [code, slug, tabs] of webTabs) {
    it(`gives ${slug} the tabs ${JSON.stringify(tabs)} and never Advanced layouts`, async () => {
      serve(appFor(code));
      renderApp(`/my-products/${slug}/settings`);
      await screen.findAllByRole('tab');
      expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(tabs);
      expect(screen.queryByRole('tab', { name: 'Advanced layouts' })).not.toBeInTheDocument();
    });
  }
});
