import { Center, Loader } from '@mantine/core';
import { useState } from 'react';
import { createBrowserRouter, Navigate, type RouteObject, RouterProvider } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';
import { RouteError } from './routes/route-error';

/**
 * Every console route. Each page's code is its own chunk, loaded when the page is first visited
 * (`lazy`), so the first visit downloads the shell and one page, not the whole console. A data
 * router (not `<BrowserRouter>`), so a form can ask before its unsaved edits are left (`useBlocker`).
 */
export const consoleRoutes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    // While the first page's code downloads.
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      {
        path: '/login',
        lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
      },
      {
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <Navigate to="/my-products/ordering-website" replace /> },
          {
            path: '/my-products',
            element: <Navigate to="/my-products/ordering-website" replace />,
          },
          {
            path: '/my-products/:product',
            lazy: async () => ({ Component: (await import('./routes/product')).ProductRoute }),
          },
          {
            path: '/my-products/:product/settings',
            lazy: async () => ({
              Component: (await import('./routes/product-settings')).ProductSettingsRoute,
            }),
          },
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(consoleRoutes));
  return <RouterProvider router={router} />;
}
