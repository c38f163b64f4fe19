import { Alert, Box, Button, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessPreviewLink } from '../data/businesses/preview-link';
import { firstErrorMessage } from '../lib/error-message';
import {
  defaultPreviewWidth,
  OpenInTabButton,
  PreviewFrame,
  PreviewWidthControl,
  type TPreviewWidth,
} from './preview-controls';
import '../lib/page-words/businesses';

/**
 * The business's page on the ordering website as customers will see it, in a panel beside the
 * business's form and its menu
 * (docs/product/screens.md#businesses): saved values only, shown though unpublished (a signed
 * link, for the owner alone), and taking no orders. Not offered for an archived business, which
 * the website no longer shows.
 */
export function BusinessPreviewButton({ business }: { business: TBusinessDetails }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [width, setWidth] = useState<TPreviewWidth>(defaultPreviewWidth);
  const link = useBusinessPreviewLink(business.id, isOpen);
  if (business.archived) return null;

  let body: React.ReactNode;
  if (link.error) {
    body = (
      <Alert color="red" role="alert" title={t('businesses.preview.failed')}>
        <Stack gap="xs" align="flex-start">
          {firstErrorMessage(link.error, t('businesses.preview.failed'))}
          <Button size="xs" variant="default" onClick={() => void link.refetch()}>
            {t('settings.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  } else if (!link.data || link.isFetching) {
    body = (
      <Group justify="center" p="xl">
        <Loader size="sm" aria-label={t('businesses.preview.loading')} />
      </Group>
    );
  } else {
    body = (
      <PreviewFrame
        src={link.data.url}
        title={t('businesses.preview.frameTitle', { name: business.name })}
        width={width}
        loadingLabel={t('businesses.preview.loading')}
      />
    );
  }

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconEye size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('businesses.preview.open')}
      </Button>
      <Drawer
        opened={isOpen}
        onClose={() => setOpen(false)}
        position="right"
        size="xl"
        title={t('businesses.preview.title', { name: business.name })}
        closeButtonProps={{ 'aria-label': t('businesses.preview.close') }}
      >
        <Stack h="calc(100dvh - 100px)" gap="xs">
          <Text size="sm" c="dimmed">
            {business.published
              ? t('businesses.preview.helpPublished')
              : t('businesses.preview.helpUnpublished')}
          </Text>
          <Group justify="space-between" gap="xs">
            <PreviewWidthControl value={width} onChange={setWidth} />
            {link.data && <OpenInTabButton href={link.data.url} />}
          </Group>
          <Box flex={1} mih={0} display="flex" style={{ flexDirection: 'column' }}>
            {body}
          </Box>
        </Stack>
      </Drawer>
    </>
  );
}
