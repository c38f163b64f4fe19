import { notifications } from '@mantine/notifications';
import type { TApp } from '@oc/domain/apps/app.schema';
import { QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ConsoleMantine } from '../app/provider';
import { createQueryClient } from '../app/query-client';
import { useApp } from '../data/apps/get-app';
import { appKeys } from '../data/apps/keys';
import { authToken } from '../lib/auth-token';
import { i18n } from '../lib/i18n';
import { createRouter, memoryHistory, RouterProvider } from '../lib/router';
import { tracked } from './query-clients';

/** A query's data put in the cache before rendering, under a key from a `data/<resource>/keys.ts`. */
export type TSeed = readonly [key: QueryKey, data: unknown];

type TOptions = {
  /** Renders the component in the console's router, in memory, at this path, for a component that needs one. */
  route?: string;
  /** Seeded queries: the component reads them at once, without a request. */
  queryData?: readonly TSeed[];
  /** A session's token is stored first (the default), as for every screen behind the login. */
  loggedIn?: boolean;
};

/**
 * The app's query client with retries off, and seeded data fresh forever: a seeded query is never
 * refetched just because a component mounted (an invalidated one still is, as in the app).
 */
function testQueryClient() {
  const queryClient = tracked(createQueryClient());
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, staleTime: Number.POSITIVE_INFINITY },
    mutations: { ...defaults.mutations, retry: false },
  });
  return queryClient;
}

/**
 * One component with the providers the app gives it (i18n, a fresh query client, the console's
 * Mantine theme and toasts; a router when `route` is given), instead of the whole app. Only the
 * network is stubbed (stubServer, stubUploads), for the calls the component itself makes.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route, queryData = [], loggedIn = true }: TOptions = {},
) {
  if (loggedIn) authToken.set('test-token-abcdefghijklmnopqrstuvwxyz');
  // Toasts live in a module-level store; each test starts without the previous test's.
  notifications.clean();
  const queryClient = testQueryClient();
  for (const [key, data] of queryData) queryClient.setQueryData(key, data);
  const content =
    route === undefined ? (
      ui
    ) : (
      <RouterProvider
        router={createRouter([{ path: '*', element: ui }], { history: memoryHistory(route) })}
      />
    );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleMantine primary={null}>{content}</ConsoleMantine>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, queryClient };
}

/** The cached app, read the way the settings page reads it, so a save that writes it re-renders. */
function CachedApp({ id, children }: { id: number; children: (app: TApp) => ReactNode }) {
  const { data } = useApp(id);
  return data ? children(data) : null;
}

/**
 * A section of the app's settings page, given the app as the page gives it: from the cache (seeded
 * with `app`), so a save that updates the cached app shows in the section as it does on the page.
 */
export function renderAppSection(
  app: TApp,
  section: (app: TApp) => ReactNode,
  { queryData = [], ...options }: TOptions = {},
) {
  return renderWithProviders(<CachedApp id={app.id}>{section}</CachedApp>, {
    ...options,
    queryData: [[appKeys.detail(app.id), app], ...queryData],
  });
}
