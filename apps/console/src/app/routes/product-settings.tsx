import { Alert, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  productCodeForSlug,
  productViewFor,
  type TProductSlug,
} from '@oc/domain/products/products';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { OfflineScreen } from '../../components/offline-screen';
import { PageHeader } from '../../components/page-header';
import { ProductSkeleton } from '../../components/product-skeleton';
import { UnsavedChangesGuard } from '../../components/unsaved-changes';
import { useApp } from '../../data/apps/get-app';
import { useProducts } from '../../data/products/get-products';
import { useSite } from '../../data/sites/get-site';
import { useTheme } from '../../data/themes/get-theme';
import { settingsProductOf } from '../../early/settings-product';
import { helpFor } from '../../features/products/product-help';
import { isNetworkError } from '../../lib/api-client';
import { translateServerMessage } from '../../lib/i18n';
import { useLoaderData, useParams, useSearchParams } from '../../lib/router';
import { NotFoundRoute } from './not-found';

/**
 * A web product's tabs or an app's sections: the route's loader (app/router.tsx) downloads only
 * the one the address names, so a page never downloads the other.
 */
export type TSettingsView = {
  WebSettingsTabs?: typeof import('./web-settings-tabs').WebSettingsTabs;
  AppSettingsPage?: typeof import('./app-settings-page').AppSettingsPage;
};
// When the product turns out to be of the other kind than its address says (?id= names another).
const LaterWebSettingsTabs = lazy(() =>
  import('./web-settings-tabs').then((m) => ({ default: m.WebSettingsTabs })),
);
const LaterAppSettingsPage = lazy(() =>
  import('./app-settings-page').then((m) => ({ default: m.AppSettingsPage })),
);

/**
 * /my-products/:product/settings — loads one product by id
 * (docs/product/screens.md#product-settings-page); ?id= overrides which.
 */
export function ProductSettingsRoute() {
  const { t } = useTranslation();
  const { product = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { online } = useNetwork();
  const loaded = useLoaderData() as TSettingsView;
  const WebSettingsTabs = loaded.WebSettingsTabs ?? LaterWebSettingsTabs;
  const AppSettingsPage = loaded.AppSettingsPage ?? LaterAppSettingsPage;
  const code = productCodeForSlug(product);
  const products = useProducts();
  const idParam = params.get('id');
  const { listed, appId } = settingsProductOf(products.data, code, idParam);
  const app = useApp(appId);
  // The product list already says which site the product is: the app, its site and the site's
  // theme are asked for together, not one after the other.
  const siteId = app.data ? app.data.site_id : listed?.site_id;
  const site = useSite(siteId);
  const isWeb = code !== undefined && productViewFor(code) === 'web';
  useTheme(isWeb && typeof siteId === 'number' ? { kind: 'sites', id: siteId } : null);
  if (!code) return <NotFoundRoute />;
  const slug = product as TProductSlug;
  const tab = params.get('tab');
  const handleTabChange = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('tab', value);
      return next;
    });
  const handleRetry = () => {
    void products.refetch();
    if (appId !== undefined) void app.refetch();
  };

  const failed: Error | null =
    app.error ?? site.error ?? (idParam === null ? products.error : null);
  let body: React.ReactNode;
  if (!online || isNetworkError(failed)) {
    body = (
      <OfflineScreen
        title={t('settings.offline.title')}
        text={t('settings.offline.text')}
        imageAlt={t('settings.offline.imageAlt')}
        retryLabel={t('settings.retry')}
        onRetry={handleRetry}
      />
    );
  } else if (failed) {
    body = (
      <Alert color="red" role="alert">
        {translateServerMessage(failed.message)}
      </Alert>
    );
  } else if (!app.data) {
    body = <ProductSkeleton label={t('settings.loading')} />;
  } else if (productViewFor(app.data.base.code) === 'web') {
    body = site.data ? (
      <WebSettingsTabs app={app.data} site={site.data} tab={tab} onTabChange={handleTabChange} />
    ) : (
      <ProductSkeleton label={t('settings.loading')} />
    );
  } else {
    body = <AppSettingsPage app={app.data} tab={tab} onTabChange={handleTabChange} />;
  }

  return (
    // Leaving with unsaved changes in any of the page's forms asks first.
    <UnsavedChangesGuard>
      <Stack>
        {productViewFor(code) === 'web' && (
          <PageHeader title={t(`products.names.${slug}`)} help={helpFor(slug, t)} />
        )}
        <Suspense fallback={<ProductSkeleton label={t('settings.loading')} />}>{body}</Suspense>
      </Stack>
    </UnsavedChangesGuard>
  );
}
