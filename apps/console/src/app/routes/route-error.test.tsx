import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LazyModal as TLazyModal } from '../../components/lazy-modal';
import { createRouter, memoryHistory, RouterProvider } from '../../lib/router';
import { renderWithProviders } from '../../test/render';
import { RouteError } from './route-error';

// The dialogs' code (Mantine's Modal, components/mantine-modal.tsx) cannot be downloaded here.
vi.mock('../../components/mantine-modal', () =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

describe('a page whose code cannot be downloaded', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'onLine');
  });

  function failingRouter() {
    return createRouter(
      [
        {
          path: '/my-products/:product',
          lazy: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
        },
      ],
      {
        history: memoryHistory('/my-products/ordering-website'),
        fallback: <p>Loading</p>,
        errorElement: <RouteError />,
      },
    );
  }

  it('says so in owner words and offers a reload, instead of a blank page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<RouterProvider router={failingRouter()} />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
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

describe('a dialog whose code cannot be downloaded', () => {
  function PageWithDialog({ LazyModal }: { LazyModal: typeof TLazyModal }) {
    const [opened, setOpened] = useState(false);
    return (
      <main>
        <button type="button" onClick={() => setOpened(true)}>
          Cancel build
        </button>
        <LazyModal opened={opened} onClose={() => setOpened(false)} title="Cancel the build?">
          <p>The build stops now.</p>
        </LazyModal>
      </main>
    );
  }

  it('shows what a page that cannot be downloaded shows', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // React.lazy keeps the dialogs' code once it has arrived, for as long as its module lives: the
    // dialog is imported afresh here, so it asks for the code (and fails) even when an earlier test
    // or file has opened a dialog.
    vi.resetModules();
    const { LazyModal } = await import('../../components/lazy-modal');
    const router = createRouter(
      [{ path: '/', element: <PageWithDialog LazyModal={LazyModal} /> }],
      {
        history: memoryHistory('/'),
        errorElement: <RouteError />,
      },
    );
    renderWithProviders(<RouterProvider router={router} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel build' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This page could not be opened' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
