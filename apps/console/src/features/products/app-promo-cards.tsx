import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TProductListItem } from '@oc/domain/products/products';
import { IconBrandApple, IconBrandGooglePlay, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The free live version and the branded single-tenant version, with their calls to action
 * (docs/product/overview.md#product-page). The web version is this project's ordering website;
 * the store badges wait, disabled and saying why, until the app is in the stores. 'Purchase Now'
 * and 'Book a demo' lead where the product info the server gives says (its purchase and demo
 * links); a button without a link is not shown.
 */
export function AppPromoCards({
  webUrl,
  links,
}: {
  webUrl: string | null;
  links: Pick<TProductListItem, 'purchase_link' | 'demo_link'> | undefined;
}) {
  const { t } = useTranslation();
  const purchase = links?.purchase_link ?? null;
  const demo = links?.demo_link ?? null;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <Title order={4}>{t('products.promo.live.title')}</Title>
          <Text>{t('products.promo.live.text')}</Text>
          <Group>
            <Button
              disabled
              variant="default"
              leftSection={<IconBrandApple size={18} />}
              aria-describedby="store-badges-note"
            >
              {t('products.promo.appStore')}
            </Button>
            <Button
              disabled
              variant="default"
              leftSection={<IconBrandGooglePlay size={18} />}
              aria-describedby="store-badges-note"
            >
              {t('products.promo.googlePlay')}
            </Button>
          </Group>
          <Text id="store-badges-note" size="sm">
            {t('products.promo.notInStores')}
          </Text>
          {webUrl && (
            <Anchor href={webUrl} target="_blank" rel="noopener noreferrer">
              <Group gap={4}>
                <IconWorld size={16} />
                {t('products.promo.webLink')}
              </Group>
            </Anchor>
          )}
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md">
        <Stack>
          <Title order={4}>{t('products.promo.brand.title')}</Title>
          <Text>{t('products.promo.brand.text')}</Text>
          {(purchase || demo) && (
            <Group>
              {purchase && (
                <Button component="a" href={purchase} target="_blank" rel="noopener noreferrer">
                  {t('products.promo.purchase')}
                </Button>
              )}
              {demo && (
                <Button
                  component="a"
                  href={demo}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="outline"
                >
                  {t('products.promo.demo')}
                </Button>
              )}
            </Group>
          )}
        </Stack>
      </Card>
    </SimpleGrid>
  );
}
