import { Center, Loader } from '@mantine/core';
import { productCodeForSlug, productViewFor } from '@oc/domain/products/products';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  browserHistory,
  createRouter,
  type THistory,
  type TParams,
  type TRouteObject,
} from '../lib/router';
import { AppLayout } from './app-layout';
import { HomeRedirect } from './area-outlet';
import { RequireAuth } from './require-auth';
import {
  startBusinessData,
  startBusinessListData,
  startLayoutData,
  startMenuData,
  startOrderListData,
  startProductData,
  startSettingsData,
  startWebhookEndpointData,
  startWebhooksData,
} from './route-data';
import type { TSettingsView } from './routes/product-settings';
import { RouteError } from './routes/route-error';

/**
 * The settings page's view for its product: a web product's tabs or an app's sections, only the
 * one the page shows, downloaded alongside the page's own code rather than after it and the login
 * check (docs/decisions/020); the page draws it at once, without a Suspense fallback in between.
 */
async function loadSettingsView(params: TParams): Promise<TSettingsView> {
  const code = productCodeForSlug(params.product ?? '');
  if (!code) return {};
  if (productViewFor(code) === 'web') {
    return { WebSettingsTabs: (await import('./routes/web-settings-tabs')).WebSettingsTabs };
  }
  return { AppSettingsPage: (await import('./routes/app-settings-page')).AppSettingsPage };
}

/** The spinner shown while the first page's code downloads, named in the owner's language. */
function FirstPageLoading() {
  const { t } = useTranslation();
  return (
    <Center h="100vh">
      <Loader aria-label={t('app.loading')} />
    </Center>
  );
}

/**
 * Every console route. Each page's code is its own chunk, loaded when the page is first visited
 * (`lazy`), so the first visit downloads the shell and one page, not the whole console, and each
 * loader starts the page's data downloading beside it (./route-data.ts). The router keeps the page
 * on screen until the next one's code has come, and lets a form ask before its unsaved edits are
 * left (`useBlocker`, lib/router).
 */
export const consoleRoutes = (queryClient: QueryClient): TRouteObject[] => [
  {
    path: '/login',
    lazy: async () => (await import('./routes/login')).LoginRoute,
  },
  {
    // An invitation link: opened before its invitee has a login, like the login page.
    path: '/join/:token',
    lazy: async () => (await import('./routes/join')).JoinRoute,
  },
  {
    // Opened signed out, from a reset link an owner or admin handed over.
    path: '/reset/:token',
    lazy: async () => (await import('../features/account/reset-page')).ResetPage,
  },
  {
    element: (
      <RequireAuth>
        <AppLayout />
      </RequireAuth>
    ),
    loader: () => {
      startLayoutData(queryClient);
      return null;
    },
    // What it asks for is the same on every page below it.
    shouldRevalidate: () => false,
    children: [
      // A member's first page follows their role: a business manager's is their businesses.
      { path: '/', element: <HomeRedirect /> },
      { path: '/my-products', element: <HomeRedirect /> },
      {
        path: '/my-products/:product',
        loader: ({ params }) => {
          startProductData(queryClient, params.product ?? '');
          return null;
        },
        lazy: async () => (await import('./routes/product')).ProductRoute,
      },
      {
        path: '/my-products/:product/settings',
        loader: ({ params, url }) => {
          startSettingsData(queryClient, params.product ?? '', url.searchParams.get('id'));
          return loadSettingsView(params);
        },
        // A tab switch changes only ?tab=: the view is the same, and the switch is at once.
        shouldRevalidate: ({ currentParams, nextParams }) =>
          currentParams.product !== nextParams.product,
        lazy: async () => (await import('./routes/product-settings')).ProductSettingsRoute,
      },
      {
        path: '/businesses',
        loader: ({ url }) => {
          startBusinessListData(queryClient, url.searchParams);
          return null;
        },
        lazy: async () => (await import('../features/businesses/businesses-page')).BusinessesPage,
      },
      {
        path: '/businesses/new',
        loader: () => {
          startBusinessData(queryClient, null);
          return null;
        },
        lazy: async () =>
          (await import('../features/businesses/business-new-page')).BusinessNewPage,
      },
      {
        path: '/businesses/:businessId',
        loader: ({ params }) => {
          startBusinessData(queryClient, params.businessId ?? null);
          return null;
        },
        // Its data is the business's own: nothing to ask again when only ?… changes.
        shouldRevalidate: ({ currentParams, nextParams }) =>
          currentParams.businessId !== nextParams.businessId,
        lazy: async () =>
          (await import('../features/businesses/business-edit-page')).BusinessEditPage,
      },
      {
        path: '/businesses/:businessId/menu',
        loader: ({ params }) => {
          startMenuData(queryClient, params.businessId ?? null);
          return null;
        },
        lazy: async () => (await import('../features/menu-editor/menu-page')).MenuPage,
      },
      {
        path: '/orders',
        loader: ({ url }) => {
          startOrderListData(queryClient, url.searchParams);
          return null;
        },
        // The page asks for its own data from then on (every 2 s, and each filter's).
        shouldRevalidate: () => false,
        lazy: async () => (await import('../features/orders/orders-page')).OrdersPage,
      },
      {
        path: '/webhooks',
        loader: () => {
          startWebhooksData(queryClient);
          return null;
        },
        lazy: async () => (await import('../features/webhooks/webhooks-page')).WebhooksPage,
      },
      {
        path: '/webhooks/:endpointId',
        loader: ({ params, url }) => {
          startWebhookEndpointData(queryClient, params.endpointId ?? null, url.searchParams);
          return null;
        },
        // The page asks for its own data from then on (the log every 5 s, and each page's).
        shouldRevalidate: ({ currentParams, nextParams }) =>
          currentParams.endpointId !== nextParams.endpointId,
        lazy: async () => (await import('../features/webhooks/endpoint-page')).EndpointPage,
      },
      {
        path: '/team',
        lazy: async () => (await import('../features/team/team-page')).TeamPage,
      },
      {
        path: '/activity',
        lazy: async () => (await import('../features/audit/activity-page')).ActivityPage,
      },
      {
        path: '/account',
        lazy: async () => (await import('../features/account/account-page')).AccountPage,
      },
      {
        path: '*',
        lazy: async () => (await import('./routes/not-found')).NotFoundRoute,
      },
    ],
  },
];

/**
 * The console's router, made before React first draws: making it runs the first page's loaders,
 * so its code and data start downloading at once rather than after the providers' first render
 * (~100 ms on Fast 3G with a 4× slower CPU).
 */
export const createConsoleRouter = (
  queryClient: QueryClient,
  history: THistory = browserHistory(),
) =>
  createRouter(consoleRoutes(queryClient), {
    history,
    // While the first page's code downloads.
    fallback: <FirstPageLoading />,
    errorElement: <RouteError />,
  });
