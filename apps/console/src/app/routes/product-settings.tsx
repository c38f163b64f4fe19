import { Alert, Stack } from '@mantine/core';
import { useNetwork } from '@mantine/hooks';
import {
  productCodeForSlug,
  productViewFor,
  type TProductSlug,
} from '@oc/domain/products/products';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { OfflineScreen } from '../../components/offline-screen';
import { PageHeader } from '../../components/page-header';
import { ProductSkeleton } from '../../components/product-skeleton';
import { UnsavedChangesGuard } from '../../components/unsaved-changes';
import { useApp } from '../../data/apps/get-app';
import { useProducts } from '../../data/products/get-products';
import { useSite } from '../../data/sites/get-site';
import { useTheme } from '../../data/themes/get-theme';
import { helpFor } from '../../features/products/product-help';
import { isNetworkError } from '../../lib/api-client';
import { translateServerMessage } from '../../lib/i18n';
import { NotFoundRoute } from './not-found';

// A web product's tabs and an app's sections are apart: a page downloads only its own. Each starts
// downloading as soon as the address says which one the page is, alongside the product's data.
const loadWebView = () => import('./web-settings-tabs');
const loadAppView = () => import('./app-settings-page');
const WebSettingsTabs = lazy(() => loadWebView().then((m) => ({ default: m.WebSettingsTabs })));
const AppSettingsPage = lazy(() => loadAppView().then((m) => ({ default: m.AppSettingsPage })));

/**
 * /my-products/:product/settings — loads one product by id
 * (docs/product/screens.md#product-settings-page); ?id= overrides which.
 */
export function ProductSettingsRoute() {
  const { t } = useTranslation();
  const { product = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const { online } = useNetwork();
  const code = productCodeForSlug(product);
  const products = useProducts();
  const idParam = params.get('id');
  const listed =
    idParam !== null
      ? products.data?.find((p) => p.id === Number(idParam))
      : products.data?.find((p) => p.code === code);
  const appId = idParam !== null ? Number(idParam) : listed?.id;
  const app = useApp(appId !== undefined && Number.isFinite(appId) ? appId : undefined);
  // The product list already says which site the product is: the app, its site and the site's
  // theme are asked for together, not one after the other (issue 14).
  const siteId = app.data ? app.data.site_id : listed?.site_id;
  const site = useSite(siteId);
  const isWeb = code !== undefined && productViewFor(code) === 'web';
  useTheme(isWeb && typeof siteId === 'number' ? { kind: 'sites', id: siteId } : null);
  useEffect(() => {
    if (code) void (isWeb ? loadWebView() : loadAppView());
  }, [code, isWeb]);
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
      <Suspense fallback={<ProductSkeleton label={t('settings.loading')} />}>
        <WebSettingsTabs app={app.data} site={site.data} tab={tab} onTabChange={handleTabChange} />
      </Suspense>
    ) : (
      <ProductSkeleton label={t('settings.loading')} />
    );
  } else {
    body = (
      <Suspense fallback={<ProductSkeleton label={t('settings.loading')} />}>
        <AppSettingsPage app={app.data} tab={tab} onTabChange={handleTabChange} />
      </Suspense>
    );
  }

  return (
    // Leaving with unsaved changes in any of the page's forms asks first.
    <UnsavedChangesGuard>
      <Stack>
        {productViewFor(code) === 'web' && (
          <PageHeader title={t(`products.names.${slug}`)} help={helpFor(slug, t)} />
        )}
        {body}
      </Stack>
    </UnsavedChangesGuard>
  );
}
