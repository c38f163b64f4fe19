import type { TProductCode } from '@oc/domain/products/products';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The Advanced tab's code is imported with this file, not first when a test opens the tab: its first
// import (its transform, on a busy machine) is no part of what the tests time.
import '../../features/advanced-settings/advanced-settings-form';
import { SETTLE_MS } from '../../features/website-preview/preview-channel';
import { clockMoves, fakeClock } from '../../test/clock';
import { fill } from '../../test/fill';
import { appFor, PRODUCTS, SITE, THEME, USER } from '../../test/fixtures';
import { fakePage, openPreview } from '../../test/preview-frame';
import { renderApp } from '../../test/render-app';
import { failure, ok, stubServer } from '../../test/stub-server';
import { resetViewport, setViewport } from '../../test/viewport';

const ORIGIN = 'http://demo.localhost:8080';

/** Answers the settings page's reads; every request is recorded, so a save would show. */
function serve(code: TProductCode) {
  const calls: { url: string; method: string }[] = [];
  stubServer(async (url, init) => {
    calls.push({ url, method: init?.method ?? 'GET' });
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
  return calls;
}

describe('the live preview on the website settings pages', { timeout: 30_000 }, () => {
  for (const [code, slug] of [
    ['web_ordering', 'ordering-website'],
    ['web_franchise', 'franchise-website'],
  ] as const) {
    it(`shows the ${slug} with the preview flag, at the chosen page and width`, async () => {
      serve(code);
      const user = userEvent.setup({ delay: null });
      renderApp(`/my-products/${slug}/settings`);
      const { pane, frame } = await openPreview(user);
      expect(frame).toHaveAttribute('src', `${ORIGIN}/?oc_preview=1`);
      expect(frame.style.width).toBe('1280px');
      await user.selectOptions(
        within(pane).getByRole('combobox', { name: 'Page to preview' }),
        'Business',
      );
      expect(frame).toHaveAttribute('src', `${ORIGIN}/_site/first-business?oc_preview=1`);
      expect(within(pane).getByRole('link', { name: /Open in a new tab/ })).toHaveAttribute(
        'href',
        `${ORIGIN}/_site/first-business`,
      );
      await user.click(within(pane).getByRole('radio', { name: 'Mobile' }));
      expect(frame.style.width).toBe('375px');
      expect(frame).toHaveAttribute('src', `${ORIGIN}/_site/first-business?oc_preview=1`);
      await user.click(within(pane).getByRole('button', { name: 'Hide preview' }));
      expect(screen.queryByRole('region', { name: 'Preview' })).not.toBeInTheDocument();
    });
  }

  it('opens beside the settings at once on a wide console', async () => {
    serve('web_franchise');
    setViewport({ width: 1400, height: 900 });
    try {
      renderApp('/my-products/franchise-website/settings');
      expect(await screen.findByRole('region', { name: 'Preview' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();
    } finally {
      resetViewport();
    }
  });

  it('has no preview on the dashboard’s settings', async () => {
    serve('web_dashboard');
    renderApp('/my-products/dashboard/settings');
    await screen.findByRole('textbox', { name: /Name/ });
    expect(screen.queryByRole('button', { name: 'Show preview' })).not.toBeInTheDocument();
    expect(screen.queryByTitle(/^Preview of/)).not.toBeInTheDocument();
  });

  it('keeps what is typed when the preview opens and closes', async () => {
    serve('web_ordering');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website/settings');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await fill(user, name, 'Pizza Night');
    const { pane } = await openPreview(user);
    await user.click(within(pane).getByRole('button', { name: 'Hide preview' }));
    expect(screen.getByRole('textbox', { name: /Name/ })).toHaveValue('Pizza Night');
  });

  it('sends the unsaved Basic and Advanced changes to the page, and never saves', async () => {
    // A fake clock (../../test/clock.ts) for the pause before the page is sent the values again.
    fakeClock();
    const calls = serve('web_ordering');
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website/settings');
    const name = await screen.findByRole('textbox', { name: /Name/ });
    const { frame } = await openPreview(user);
    const posted = fakePage(frame, ORIGIN);
    expect(posted[0]?.origin).toBe(ORIGIN);
    expect(posted[0]?.message).toMatchObject({ type: 'oc-preview', site: { name: 'Demo' } });

    await user.clear(name);
    await fill(user, name, 'Pizza Night');
    await clockMoves(SETTLE_MS);
    expect(posted.at(-1)?.message.site.name).toBe('Pizza Night');

    await user.click(screen.getByRole('tab', { name: 'Advanced settings' }));
    // The Advanced tab is drawn when it is first shown (in the app, its code downloads then too).
    const header = await screen.findByRole('region', { name: 'Header' });
    await user.click(within(header).getByRole('switch', { name: 'Language selector' }));
    await clockMoves(SETTLE_MS);
    expect(posted.at(-1)?.message.values).toMatchObject({
      header: { components: { language_selector: { hidden: true } } },
    });
    // The Basic change is still there beside the Advanced one.
    expect(posted.at(-1)?.message.site.name).toBe('Pizza Night');
    expect(posted.every((p) => p.origin === ORIGIN)).toBe(true);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
