import type { TProductCode } from '@oc/domain/products/products';
import { setPath } from '@oc/domain/themes/theme-path';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The Advanced tab's code is imported with this file, not first when a test opens the tab: its first
// import (its transform, on a busy machine) is no part of what the tests time.
import '../../features/advanced-settings/app-advanced-tab';
import { SETTLE_MS } from '../../features/website-preview/preview-channel';
import { clockMoves, fakeClock } from '../../test/clock';
import { appFor, PRODUCTS, THEME, USER } from '../../test/fixtures';
import { fakePage, openPreview } from '../../test/preview-frame';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';

// The kiosk and franchises apps' Advanced tab beside the preview of their theme
// (docs/product/website-settings.md#live-preview, docs/product/website.md#addresses).

const KIOSK = 'http://demo-kiosk-app.localhost:8080';
const FRANCHISES = 'http://demo-franchises-app.localhost:8080';
const IMAGES = 'my_products.components.images.components';
const HOMEPAGE_IMAGE = `${IMAGES}.homepage_background.components.image`;
const SAVED_IMAGE = `/files/ab/${'c'.repeat(64)}.png`;
const SAVED_VALUES = setPath({}, HOMEPAGE_IMAGE, SAVED_IMAGE);

/** Answers the settings page's reads; every request is recorded, so a save would show. */
function serve(code: TProductCode) {
  const calls: { url: string; method: string }[] = [];
  stubServer(async (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET' });
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (url.endsWith('/theme')) return ok({ ...THEME, site_id: null, values: SAVED_VALUES });
    if (url.includes('/builder/apps/')) return ok(appFor(code));
    return failure(404, 'Not found.');
  });
  return calls;
}

describe('the live preview on the apps’ Advanced tab', { timeout: 30_000 }, () => {
  for (const [code, slug, origin] of [
    ['app_kiosk_x', 'kiosk-app', KIOSK],
    ['app_franchises_x', 'franchises-app', FRANCHISES],
  ] as const) {
    // The pane's page picker and widths are the websites' (website-preview.test.tsx); here, the
    // address is the app theme's own.
    it(`shows the ${slug}'s theme at its own address`, async () => {
      serve(code);
      const user = userEvent.setup({ delay: null });
      renderApp(`/my-products/${slug}/settings?tab=advanced`);
      const { pane, frame } = await openPreview(user);
      expect(frame).toHaveAttribute('src', `${origin}/?oc_preview=1`);
      expect(within(pane).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
        'href',
        `${origin}/`,
      );
    });
  }

  it('is not on the apps’ Basic tab, nor on an app without an Advanced tab', async () => {
    serve('app_kiosk_x');
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderApp('/my-products/kiosk-app/settings');
    await screen.findByRole('tab', { name: 'Basic Settings' });
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Advanced Settings' }));
    expect(await screen.findByRole('button', { name: 'Show preview' })).toBeInTheDocument();
    unmount();

    serve('app_customer_x');
    renderApp('/my-products/customer-app/settings?tab=advanced');
    await screen.findByRole('heading', { name: /Demo Eats/ });
    expect(screen.queryByRole('tab', { name: 'Advanced Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();
    expect(screen.queryByTitle(/^Preview of/)).not.toBeInTheDocument();
  });

  it('sends the kiosk’s app name and saved theme, then its unsaved image, and never saves', async () => {
    // A fake clock (../../test/clock.ts) for the pause before the page is sent the values again.
    fakeClock();
    const calls = serve('app_kiosk_x');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/kiosk-app/settings?tab=advanced');
    const { frame } = await openPreview(user);
    const posted = fakePage(frame, KIOSK);
    expect(posted[0]).toEqual({
      origin: KIOSK,
      message: {
        type: 'oc-preview',
        site: { name: 'Demo Eats', description: '', logo: null, image: null },
        values: SAVED_VALUES,
      },
    });

    await user.click(screen.getByRole('button', { name: /^Remove: / }));
    await clockMoves(SETTLE_MS);
    expect(posted.at(-1)?.message.values).toEqual(setPath({}, HOMEPAGE_IMAGE, null));
    expect(posted.every((p) => p.origin === KIOSK)).toBe(true);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('sends the franchises app’s unsaved Advanced change', async () => {
    fakeClock();
    const calls = serve('app_franchises_x');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/franchises-app/settings?tab=advanced');
    const { frame } = await openPreview(user);
    const posted = fakePage(frame, FRANCHISES);
    expect(posted[0]?.message.values).toEqual(SAVED_VALUES);

    const images = screen.getByRole('region', { name: 'Images' });
    await user.click(within(images).getByRole('checkbox', { name: 'Homepage image full screen' }));
    await clockMoves(SETTLE_MS);
    expect(posted.at(-1)?.message.values).toEqual(
      setPath(SAVED_VALUES, `${IMAGES}.homepage_image_fullscreen`, true),
    );
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
