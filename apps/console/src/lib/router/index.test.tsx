import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  createRouter,
  Link,
  memoryHistory,
  Navigate,
  NavLink,
  Outlet,
  RouterProvider,
  useLoaderData,
  useLocation,
  useParams,
  useRouteError,
  useSearchParams,
} from '.';

function Where() {
  const { pathname, search, state } = useLocation();
  return (
    <p data-testid="where">
      {pathname}
      {search}
      {state ? ` from ${JSON.stringify(state)}` : ''}
    </p>
  );
}

function Layout() {
  return (
    <div>
      <nav>
        <NavLink to="/businesses">Businesses</NavLink>
        <NavLink to="/orders">Orders</NavLink>
      </nav>
      <Where />
      <Outlet />
    </div>
  );
}

function Business() {
  const { businessId } = useParams();
  const [params, setParams] = useSearchParams();
  return (
    <main>
      <h1>Business {businessId}</h1>
      <p>{String(useLoaderData())}</p>
      <button type="button" onClick={() => setParams({ tab: 'hours' })}>
        Hours
      </button>
      <button type="button" onClick={() => setParams({ q: '50% off %41' })}>
        Search
      </button>
      <p>q {params.get('q') ?? 'none'}</p>
      <p>tab {params.get('tab') ?? 'none'}</p>
      <Link to="?tab=menu">Menu tab</Link>
    </main>
  );
}

function Broken(): never {
  throw new Error('drawing failed');
}

function ErrorPage() {
  return <p>Failed: {String((useRouteError() as Error).message)}</p>;
}

function routerAt(address: string) {
  return createRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Navigate to="/businesses" replace /> },
          {
            path: '/businesses',
            element: (
              <Link to="/businesses/7" state={{ list: '?page=2' }}>
                Café 7
              </Link>
            ),
          },
          {
            path: '/businesses/:businessId',
            loader: ({ params }) => `loaded ${params.businessId}`,
            element: <Business />,
          },
          { path: '/broken', element: <Broken /> },
        ],
      },
    ],
    { history: memoryHistory(address), errorElement: <ErrorPage /> },
  );
}

describe('the console router drawn', () => {
  it('redirects, follows links with what they carry, and marks the menu item of the page', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={routerAt('/')} />);
    const link = await screen.findByRole('link', { name: 'Café 7' });
    expect(link).toHaveAttribute('href', '/businesses/7');
    expect(screen.getByRole('link', { name: 'Businesses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Business 7' })).toBeVisible();
    expect(screen.getByText('loaded 7')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/businesses/7 from {"list":"?page=2"}');
    // Still under Businesses in the menu.
    expect(screen.getByRole('link', { name: 'Businesses' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Orders' })).not.toHaveAttribute('aria-current');
  });

  it('changes the search on the same page, from a link or from the page’s code', async () => {
    const user = userEvent.setup();
    render(<RouterProvider router={routerAt('/businesses/3')} />);
    const tab = screen.getByRole('link', { name: 'Menu tab' });
    expect(tab).toHaveAttribute('href', '/businesses/3?tab=menu');
    await user.click(tab);
    expect(screen.getByText('tab menu')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Hours' }));
    expect(screen.getByText('tab hours')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/businesses/3?tab=hours');
    // What the owner typed comes back as typed, a literal %41 too.
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('q 50% off %41')).toBeVisible();
  });

  it('shows the error page for a page that fails while drawing, and leaves it on the next page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = routerAt('/broken');
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Failed: drawing failed')).toBeVisible();
    act(() => router.navigate('/businesses/1'));
    expect(screen.getByRole('heading', { name: 'Business 1' })).toBeVisible();
    vi.restoreAllMocks();
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const user = userEvent.setup();
    const router = routerAt('/businesses');
    render(<RouterProvider router={router} />);
    const link = screen.getByRole('link', { name: 'Café 7' });
    // The browser opens a new tab; the router does not move. (After React's own handlers: happy-dom
    // would otherwise follow the link itself.)
    const stopBrowser = (event: Event) => event.preventDefault();
    window.addEventListener('click', stopBrowser);
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    window.removeEventListener('click', stopBrowser);
    expect(router.state.location.pathname).toBe('/businesses');
  });

  it('shows its fallback until the first page’s code has come', async () => {
    let arrive: () => void = () => {};
    function Team() {
      const [words] = useState('The team');
      return <h1>{words}</h1>;
    }
    const router = createRouter(
      [
        {
          path: '/team',
          lazy: () =>
            new Promise((resolve) => {
              arrive = () => resolve(Team);
            }),
        },
      ],
      { history: memoryHistory('/team'), fallback: <p>Loading</p> },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Loading')).toBeVisible();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'The team' })).toBeVisible();
  });
});
