import { notifications } from '@mantine/notifications';
import { render } from '@testing-library/react';
import { AppProvider } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { createConsoleRouter } from '../app/router';
import { authToken } from '../lib/auth-token';
import { memoryHistory, RouterProvider } from '../lib/router';
import { tracked } from './query-clients';

/**
 * The whole console at a path: every provider, the router and all routes, with the network stubbed
 * by stubServer (./stub-server). For what only the whole app shows (routing, loading skeletons, the
 * offline screen); a component's own behaviour is tested with renderWithProviders (./render).
 */
export function renderApp(path: string, { loggedIn = true } = {}) {
  if (loggedIn) authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
  // Toasts live in a module-level store; the app starts without an earlier test's (a toast's close
  // button would otherwise be the page's first Tab stop).
  notifications.clean();
  const queryClient = tracked(createQueryClient());
  const router = createConsoleRouter(queryClient, memoryHistory(path));
  return render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
