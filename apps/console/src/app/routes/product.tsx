import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { productCodeForSlug, type TProductSlug } from '@oc/domain/products/products';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ProductSkeleton } from '../../components/product-skeleton';
import { useConfigs } from '../../data/configs/get-configs';
import { useProducts } from '../../data/products/get-products';
import { useSite } from '../../data/sites/get-site';
import { AppPromoCards } from '../../features/products/app-promo-cards';
import { helpFor } from '../../features/products/product-help';
import { WebsiteHeaderCard, websiteAddressOf } from '../../features/products/website-header-card';
import { Link, useParams } from '../../lib/router';
import { NotFoundRoute } from './not-found';

/** /my-products/:product — the product page (docs/product/overview.md#product-page). */
export function ProductRoute() {
  const { t } = useTranslation();
  const { product = '' } = useParams();
  const code = productCodeForSlug(product);
  const products = useProducts();
  // Spec 1: the header card and its preview are not shown in dashboard or franchise mode.
  const hasHeaderCard = code === 'web_ordering';
  const isApp = code?.startsWith('app_') ?? false;
  // The ordering website: the header card's, and an app's web version.
  const ordering = products.data?.find((p) => p.code === 'web_ordering');
  const site = useSite(hasHeaderCard || isApp ? (ordering?.site_id ?? undefined) : undefined);
  const configs = useConfigs();
  if (!code) return <NotFoundRoute />;
  const slug = product as TProductSlug;

  return (
    <Stack>
      <PageHeader title={t(`products.names.${slug}`)} help={helpFor(slug, t)} />
      <Text c="dimmed">{t(`products.descriptions.${slug}`)}</Text>
      {products.isError && (
        <Alert color="red" role="alert">
          {t('products.loadError', { message: products.error.message })}
        </Alert>
      )}
      {hasHeaderCard &&
        (site.data && configs.data ? (
          <WebsiteHeaderCard site={site.data} configs={configs.data} />
        ) : (
          !products.isError && <ProductSkeleton label={t('settings.loading')} />
        ))}
      <Group>
        <Button
          component={Link}
          to={`/my-products/${slug}/settings`}
          leftSection={<IconSettings size={18} />}
        >
          {t('products.settings')}
        </Button>
      </Group>
      {isApp && (
        <AppPromoCards
          webUrl={site.data && configs.data ? websiteAddressOf(site.data, configs.data) : null}
          links={products.data?.find((p) => p.code === code)}
        />
      )}
    </Stack>
  );
}
