import { Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { TConfigs } from '@oc/domain/projects/configs.schema';
import type { TSite } from '@oc/domain/sites/site.schema';
import { visitWebsiteUrl } from '@oc/domain/sites/visit-website.rules';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import previewUrl from '../../assets/website-preview.svg';

/** Where the ordering website is for customers: what 'Visit my website' opens. */
export const websiteAddressOf = (site: TSite, configs: TConfigs) =>
  visitWebsiteUrl({
    domain: site.domain,
    sslStatus: site.ssl_status,
    sslProcessStatus: site.ssl_process_status,
    siteUrl: configs.site_url,
    defaultUrl: site.default_url,
  });

export function WebsiteHeaderCard({ site, configs }: { site: TSite; configs: TConfigs }) {
  const { t } = useTranslation();
  const href = websiteAddressOf(site, configs);
  return (
    <Card withBorder padding="lg" radius="md">
      <Group justify="space-between" align="center" wrap="nowrap">
        <Stack gap="xs">
          <Title order={3}>{t('products.website.title')}</Title>
          <Text c="dimmed">{t('products.website.text')}</Text>
          <Group>
            <Button
              component="a"
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              rightSection={<IconExternalLink size={16} />}
            >
              {t('products.website.visit')}
            </Button>
          </Group>
        </Stack>
        <Image src={previewUrl} alt={t('products.website.previewAlt')} w={240} visibleFrom="sm" />
      </Group>
    </Card>
  );
}
