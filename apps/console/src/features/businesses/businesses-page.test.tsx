import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
// The pages' code is imported with this file, not first when a test opens them: its first import
// (its transform, on a busy machine) is no part of what the tests time.
import './business-edit-page';
import './businesses-page';
import { SEARCH_PAUSE_MS } from '../../components/search-field';
import { clockMoves, fakeClock } from '../../test/clock';
import { renderApp } from '../../test/render-app';
import { failure } from '../../test/stub-server';
import { businessOf, manyBusinesses, serveBusinesses } from './test-server';

// The Businesses list (docs/product/screens.md#businesses): what the address says it shows, the
// search after a pause, Active and Archived, pages of 20, and what it says when there is nothing.

const list = () => screen.findByRole('list', { name: 'Businesses' });
const rowOf = async (name: string) => {
  const link = await within(await list()).findByRole('link', { name });
  return link.closest('li') as HTMLElement;
};
const searchBox = () => screen.getByRole('searchbox', { name: 'Search businesses' });

describe('the Businesses list', () => {
  it('is in the menu, and shows each business with its logo, cuisines, address and status', async () => {
    serveBusinesses({
      businesses: [
        businessOf(),
        businessOf({
          id: 8,
          slug: 'sushi-corner',
          name: 'Sushi Corner',
          logo: '/files/logos/sushi.png',
          cuisines: ['Sushi'],
          address: '3 Ocean Avenue',
          published: false,
        }),
        businessOf({ id: 9, name: 'Old Diner', slug: 'old-diner', archived: true }),
      ],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/my-products/ordering-website');
    const menu = await screen.findByRole('navigation', { name: 'My products' });
    await user.click(within(menu).getByRole('link', { name: 'Businesses' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Businesses' })).toBeVisible();

    const pizza = await rowOf('Pizza Palace');
    expect(await within(pizza).findByText('Pizza · Italian')).toBeInTheDocument();
    expect(within(pizza).getByText('12 Main Street, Brooklyn')).toBeInTheDocument();
    expect(within(pizza).getByText('Published')).toBeInTheDocument();
    const sushi = await rowOf('Sushi Corner');
    expect(await within(sushi).findByText('Unpublished')).toBeInTheDocument();
    expect(within(sushi).getByText('3 Ocean Avenue')).toBeInTheDocument();
    // The logo is decoration beside the name, which says which business it is.
    expect(sushi.querySelector('img')).toHaveAttribute('src', '/files/logos/sushi.png');
    expect(sushi.querySelector('img')).toHaveAttribute('alt', '');
    // Archived ones are on the Archived side only.
    expect(within(await list()).queryByRole('link', { name: 'Old Diner' })).toBeNull();
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add business' })).toHaveAttribute(
      'href',
      '/businesses/new',
    );
  });

  it('shows Active or Archived as the address says, and switches between them', async () => {
    const server = serveBusinesses({
      businesses: [businessOf(), businessOf({ id: 9, name: 'Old Diner', archived: true })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses?status=archived');
    const diner = await rowOf('Old Diner');
    expect(within(diner).getByText('Archived')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Archived' })).toBeChecked();
    expect(server.listQueries().at(-1)).toMatchObject({ status: 'archived', page: '1' });

    await user.click(screen.getByRole('radio', { name: 'Active' }));
    expect(await rowOf('Pizza Palace')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Old Diner' })).toBeNull();
    expect(server.listQueries().at(-1)).toMatchObject({ status: 'active' });
  });

  it('searches once the owner pauses, keeps the search in the address, and brings it back from a business', async () => {
    fakeClock();
    const server = serveBusinesses({
      businesses: [businessOf(), businessOf({ id: 8, name: 'Sushi Corner', slug: 'sushi' })],
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    await rowOf('Sushi Corner');
    const asked = server.listQueries().length;

    await user.type(searchBox(), 'sus');
    // Nothing is asked while the owner is typing.
    await clockMoves(SEARCH_PAUSE_MS - 50);
    expect(server.listQueries()).toHaveLength(asked);
    await clockMoves(100);
    await waitFor(() => expect(server.listQueries().at(-1)).toMatchObject({ search: 'sus' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pizza Palace' })).toBeNull());
    // Only the finished word was searched, not each letter.
    expect(server.listQueries().filter((q) => q.search)).toHaveLength(1);

    // The business's page leads back to the list as it was left.
    await user.click(within(await list()).getByRole('link', { name: 'Sushi Corner' }));
    await screen.findByRole('heading', { level: 1, name: 'Sushi Corner' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Businesses' }));
    await waitFor(() => expect(searchBox()).toHaveValue('sus'));
    expect(await rowOf('Sushi Corner')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pizza Palace' })).toBeNull();
  });

  it('reads the search, status and page from the address', async () => {
    const server = serveBusinesses({ businesses: manyBusinesses(30, { archived: true }) });
    renderApp('/businesses?q=business&status=archived&page=2');
    expect(await rowOf('Business 21')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('business');
    expect(server.listQueries()[0]).toMatchObject({
      search: 'business',
      status: 'archived',
      page: '2',
      page_size: '20',
    });
  });

  it('pages by 20, with Previous and Next', async () => {
    const server = serveBusinesses({ businesses: manyBusinesses(25) });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    await rowOf('Business 20');
    expect(screen.getByText('1–20 of 25')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await rowOf('Business 25')).toBeInTheDocument();
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Business 01' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(server.listQueries().at(-1)).toMatchObject({ page: '2' });

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await rowOf('Business 01')).toBeInTheDocument();
  });

  it('invites the owner to add a first business when there is none', async () => {
    serveBusinesses({ businesses: [] });
    renderApp('/businesses');
    expect(
      await screen.findByRole('heading', { name: 'No businesses yet. Add your first business.' }),
    ).toBeInTheDocument();
    const adds = screen.getAllByRole('link', { name: 'Add business' });
    expect(adds).toHaveLength(2);
    for (const add of adds) expect(add).toHaveAttribute('href', '/businesses/new');
  });

  it('says when a search finds nothing, and Clear search lists them all again', async () => {
    serveBusinesses();
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses?q=zzz');
    expect(
      await screen.findByRole('heading', { name: 'No businesses match “zzz”.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await rowOf('Pizza Palace')).toBeInTheDocument();
    expect(searchBox()).toHaveValue('');
  });

  it('shows placeholders while the first page loads, and a failure with Try again', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let isBroken = true;
    serveBusinesses({
      intercept: async (request) => {
        if (request.path !== '/api/businesses') return undefined;
        await held;
        return isBroken ? failure(503, 'The database is not reachable right now.') : undefined;
      },
    });
    const user = userEvent.setup({ delay: null });
    renderApp('/businesses');
    const loading = await screen.findByRole('list', { name: 'Loading your businesses' });
    expect(loading).toHaveAttribute('aria-busy', 'true');

    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your businesses could not be loaded');
    expect(alert).toHaveTextContent('The database is not reachable right now.');
    isBroken = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Pizza Palace')).toBeInTheDocument();
  });
});
