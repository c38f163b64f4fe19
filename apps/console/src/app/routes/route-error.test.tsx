import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { RouteError } from './route-error';

describe('a page whose code cannot be downloaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  function failingRouter() {
    return createMemoryRouter(
      [
        {
          errorElement: <RouteError />,
          hydrateFallbackElement: <p>Loading</p>,
          children: [
            {
              path: '/my-products/:product',
              lazy: () =>
                Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
            },
          ],
        },
      ],
      { initialEntries: ['/my-products/ordering-website'] },
    );
  }

  it('says so in owner words and offers a reload, instead of the router’s developer page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RouterProvider router={failingRouter()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.queryByText(/Unexpected Application Error/)).toBeNull();
  });

  it('is the offline screen when the network is gone, until the owner tries again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    renderWithProviders(<RouterProvider router={failingRouter()} />);
    expect(await screen.findByTestId('offline-screen')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByText('This page could not be opened')).toBeNull();
    // The network comes back: Try again is still there to press.
    Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
