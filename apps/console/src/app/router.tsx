import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { AppLayout } from './app-layout';
import { RequireAuth } from './require-auth';
import { LoginRoute } from './routes/login';
import { NotFoundRoute } from './routes/not-found';
import { ProductRoute } from './routes/product';
import { ProductSettingsRoute } from './routes/product-settings';

export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginRoute />} />
      <Route
        element={
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        }
      >
        <Route index element={<Navigate to="/my-products/ordering-website" replace />} />
        <Route
          path="/my-products"
          element={<Navigate to="/my-products/ordering-website" replace />}
        />
        <Route path="/my-products/:product" element={<ProductRoute />} />
        <Route path="/my-products/:product/settings" element={<ProductSettingsRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
