import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PRODUCTS, SITE, USER } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { failure, ok, stubServer } from '../test/stub-server';
import { resetViewport, setViewport } from '../test/viewport';

// Every screen size: beside the page, the menu would take 260 of a phone's 375 px. Below Mantine's
// `sm` breakpoint it is a drawer behind a burger; on a computer it stays beside the page and
// can be collapsed. happy-dom has no layout: these check what the owner can reach and what the
// buttons say, at a viewport width that happy-dom's media queries read.

function serve() {
  stubServer((url) => {
    if (url.endsWith('/auth/me')) return ok(USER);
    if (url.endsWith('/products')) return ok(PRODUCTS);
    if (/\/sites\/\d+$/.test(url)) return ok(SITE);
    if (url.endsWith('/configs')) return ok({ google_maps_api_key: null, site_url: null });
    return failure(404, 'Not found.');
  });
}

/** The console at `path` on a screen `width` px wide, once the page has drawn. */
async function openAt(width: number, path = '/my-products/ordering-website') {
  setViewport({ width });
  serve();
  renderApp(path);
  await screen.findByRole('link', { name: 'Settings' });
  return screen.getByRole('navigation', { name: 'My products' });
}

afterEach(() => {
  resetViewport();
});

describe('the menu on a phone (375 px)', () => {
  it('is behind a named burger that says whether it is open, and out of reach until opened', async () => {
    const nav = await openAt(375);
    const burger = screen.getByRole('button', { name: 'Menu' });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(burger).toHaveAttribute('aria-controls', nav.id);
    expect(nav).toHaveAttribute('inert');
    // The computer's collapse button has no meaning in a drawer.
    expect(screen.queryByRole('button', { name: 'Collapse menu' })).not.toBeInTheDocument();

    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    expect(nav).not.toHaveAttribute('inert');
    // The page behind the open drawer is out of reach, as under a dialog.
    expect(screen.getByRole('main')).toHaveAttribute('inert');

    await userEvent.click(burger);
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('inert');
  });

  it('closes after the owner chooses a page, and that page opens', async () => {
    const nav = await openAt(375);
    const burger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    await userEvent.click(within(nav).getByRole('link', { name: 'Customer app' }));
    expect(await screen.findByRole('link', { name: 'Try the web version' })).toBeInTheDocument();
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('inert');
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
  });

  it('closes on Escape and gives the focus back to the burger', async () => {
    const nav = await openAt(375);
    const burger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(burger);
    within(nav).getByRole('link', { name: 'Customer app' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    expect(nav).toHaveAttribute('inert');
    expect(burger).toHaveFocus();
  });

  it('keeps the skip link as the first Tab stop', async () => {
    await openAt(375);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveFocus();
  });
});

describe('the menu on a computer (1280 px)', () => {
  it('sits beside the page; collapsed, it is out of reach and a burger opens it again', async () => {
    const nav = await openAt(1280);
    expect(screen.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    expect(nav).not.toHaveAttribute('inert');

    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(nav).toHaveAttribute('inert');
    expect(localStorage.getItem('oc.nav-collapsed')).toBe('true');
    const open = screen.getByRole('button', { name: 'Open menu' });
    expect(open).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(open);
    expect(nav).not.toHaveAttribute('inert');
    expect(localStorage.getItem('oc.nav-collapsed')).toBe('false');
    // Choosing a page does not collapse the menu on a computer.
    await userEvent.click(within(nav).getByRole('link', { name: 'Customer app' }));
    expect(await screen.findByRole('link', { name: 'Try the web version' })).toBeInTheDocument();
    expect(nav).not.toHaveAttribute('inert');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
  });
});
