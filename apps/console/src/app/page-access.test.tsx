import { formatMessage } from '@oc/domain/messages/messages';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { USER } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { failure, ok, stubServer } from '../test/stub-server';

// A member sees in the menu only the pages their role opens; any other address shows a plain
// "no access" page, and what the API refuses (403) is shown in its own words.

const MANAGER = { ...USER, role: 'business_manager' as const, business_ids: [7] };
const NO_ACCESS = formatMessage('TEAM_NO_ACCESS');
const BUSINESS = {
  id: 7,
  slug: 'pizza-palace',
  name: 'Pizza Palace',
  logo: null,
  cuisines: [],
  address: '',
  published: true,
  archived: false,
};

function serveManager(overrides: (url: string) => ReturnType<typeof ok> | null = () => null) {
  return stubServer((url) => {
    const answer = overrides(url);
    if (answer) return answer;
    if (url.endsWith('/auth/me')) return ok(MANAGER);
    if (/\/businesses\?/.test(url))
      return ok({ items: [BUSINESS], total: 1, page: 1, page_size: 20 });
    // What a business manager's role does not open, the API refuses, as it would.
    if (/\/(products|sites|webhooks|franchises)\b/.test(url)) return failure(403, NO_ACCESS);
    return failure(404, 'Not found.');
  });
}

describe('a business manager in the console', () => {
  it('starts on their businesses, with only their areas in the menu', async () => {
    const fetchMock = serveManager();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeInTheDocument();
    expect(await screen.findByText('Pizza Palace')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My products' });
    expect(within(nav).getByRole('link', { name: 'Businesses' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
    for (const name of ['Ordering website', 'Customer app', 'Webhooks', 'Team', 'Activity'])
      expect(within(nav).queryByRole('link', { name })).not.toBeInTheDocument();
    // The console's brand is the branding area's: not asked for.
    const asked = fetchMock.mock.calls.map(([input]) => String(input));
    expect(asked.some((url) => /\/sites\/\d+/.test(url))).toBe(false);
    // Adding a business changes the project's set of them: no such button for a manager.
    expect(screen.queryByRole('link', { name: /Add (a )?business/i })).not.toBeInTheDocument();
  });

  it.each([
    '/my-products/ordering-website',
    '/my-products/customer-app/settings',
    '/webhooks',
    '/businesses/new',
  ])('is told plainly that %s is not theirs to open', async (path) => {
    serveManager();
    renderApp(path);
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my start page' })).toHaveAttribute(
      'href',
      '/businesses',
    );
  });

  it('reads a refusal of the API in its own words', async () => {
    serveManager((url) => (/\/orders\?/.test(url) ? failure(403, NO_ACCESS) : null));
    renderApp('/orders');
    expect(await screen.findByText(NO_ACCESS)).toBeInTheDocument();
  });
});

describe('an owner in the console', () => {
  it('has every area in the menu', async () => {
    stubServer((url) => {
      if (url.endsWith('/auth/me')) return ok(USER);
      if (/\/businesses\?/.test(url)) return ok({ items: [], total: 0, page: 1, page_size: 20 });
      return failure(404, 'Not found.');
    });
    renderApp('/businesses');
    expect(await screen.findByRole('heading', { name: 'Businesses' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'My products' });
    for (const name of ['Ordering website', 'Customer app', 'Businesses', 'Orders', 'Webhooks'])
      expect(within(nav).getByRole('link', { name })).toBeInTheDocument();
  });
});
