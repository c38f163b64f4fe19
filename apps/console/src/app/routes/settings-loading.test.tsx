import type { TProductCode } from '@oc/domain/products/products';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The Advanced tab's code is imported with this file, not first when a test opens the tab: its first
// import (its transform, on a busy machine) is no part of what the tests time.
import '../../features/advanced-settings/advanced-settings-form';
import { fill } from '../../test/fill';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

/**
 * Answers the settings page's reads, recording each path. With `holdApp`, the product's own answer
 * waits until released: what the page asks for meanwhile did not wait for it.
 */
function serve(code: TProductCode, { holdApp = false } = {}) {
  const asked: string[] = [];
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  stubServer(async (url) => {
    const path = new URL(url, 'http://console.test').pathname;
    asked.push(path);
    if (path.endsWith('/auth/me')) return ok(USER);
    if (path.endsWith('/products')) return ok(PRODUCTS);
    if (path.includes('/builder/apps/')) {
      if (holdApp) await held;
      return ok(appFor(code));
    }
    if (path.endsWith('/theme')) return ok(THEME);
    if (/\/sites\/\d+$/.test(path)) return ok(SITE);
    if (path.includes('/businesses')) return ok({ items: [], total: 0, page: 1, page_size: 20 });
    if (path.includes('/configs'))
      return ok({ google_maps_api_key: null, site_url: null, custom_sound: null });
    return failure(404, 'Not found.');
  });
  return { asked, release };
}

const ordering = PRODUCTS.find((p) => p.code === 'web_ordering');

describe('the settings page loads in at most two round trips', () => {
  it("asks for the product, its site and the site's theme together, not one after the other", async () => {
    const { asked, release } = serve('web_ordering', { holdApp: true });
    renderApp('/my-products/ordering-website/settings');
    await waitFor(() => expect(asked).toContain(`/api/builder/apps/${ordering?.id}`));
    // The product's answer is still held: the site and its theme were asked for without it.
    await waitFor(() => {
      expect(asked).toContain(`/api/sites/${ordering?.site_id}`);
      expect(asked).toContain(`/api/sites/${ordering?.site_id}/theme`);
    });
    release();
    expect(await screen.findByRole('textbox', { name: /Name/ })).toBeInTheDocument();
    // The route's loader asked (app/route-data.ts) and the page read its answers: each once.
    for (const path of [
      '/api/products',
      `/api/builder/apps/${ordering?.id}`,
      `/api/sites/${ordering?.site_id}`,
      `/api/sites/${ordering?.site_id}/theme`,
    ])
      expect(
        asked.filter((p) => p === path),
        path,
      ).toHaveLength(1);
  });
});

describe('hidden tabs', () => {
  it("draws the Advanced tab's fields only once the tab is opened, and keeps what was typed on Basic", async () => {
    const { asked } = serve('web_ordering');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website/settings');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    // React draws a hidden tab's content when it is idle (Mantine keeps inactive panels in a hidden
    // <Activity>): give it the time to.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    // Hidden or not, none of the Advanced tab is in the page, nor its data asked for.
    expect(screen.queryByRole('region', { name: 'Header', hidden: true })).not.toBeInTheDocument();
    expect(asked.some((path) => path.endsWith('/configs'))).toBe(false);

    await user.clear(name);
    await fill(user, name, 'Pizza Night');
    await user.click(screen.getByRole('tab', { name: 'Advanced settings' }));
    // The tab is drawn now, the first time it is shown (in the app, its code downloads now too).
    expect(
      await screen.findByRole('region', { name: 'Header' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Basic settings' }));
    // Looked for in the Basic tab only: the page now also holds the Advanced tab's many fields.
    const basic = screen.getByRole('tabpanel', { name: 'Basic settings' });
    expect(within(basic).getByRole('textbox', { name: /Name/ })).toHaveValue('Pizza Night');
    // The Advanced tab, once drawn, stays: what is typed there is kept too.
    expect(screen.getByRole('region', { name: 'Header', hidden: true })).toBeInTheDocument();
  });
});
