import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The Advanced tab's code is imported with this file, not first when a test opens the tab: its first
// import (its transform, on a busy machine) is no part of what the tests time.
import '../../features/advanced-settings/advanced-settings-form';
import { fill } from '../../test/fill';
import { serveFirstReads } from '../../test/first-reads-server';
import { PRODUCTS } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

const ordering = PRODUCTS.find((p) => p.code === 'web_ordering');

describe('the settings page loads in at most two round trips', () => {
  it("asks for the product, its site and the site's theme together, not one after the other", async () => {
    const { asked, releaseApp: release } = serveFirstReads({ holdApp: true });
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
    const { asked } = serveFirstReads();
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
