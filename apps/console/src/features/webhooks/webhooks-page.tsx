import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '../../components/load-failed';
import { useWebhookEndpoints } from '../../data/webhooks/list-webhook-endpoints';
import { AddEndpointButton } from './add-endpoint-button';
import { AddEndpointDialog } from './add-endpoint-dialog';
import { DisabledNotice } from './disabled-notice';
import { EndpointsTable } from './endpoints-table';
import '../../lib/page-words/webhooks';

/** No endpoint yet: what one is for, and Add endpoint. */
function EmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" ta="center" gap="sm">
        <IconWebhook size={40} aria-hidden stroke={1.5} />
        <Title order={2} size="h4">
          {t('webhooks.list.none')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('webhooks.list.noneHelp')}
        </Text>
        <AddEndpointButton count={0} onClick={onAdd} />
      </Stack>
    </Paper>
  );
}

/**
 * /webhooks: where the project's orders are sent, signed, to the owner's own software
 * (docs/product/screens.md#webhooks): the endpoints, the ones the server turned off at the top,
 * and Add endpoint, whose signing secret is shown once.
 */
export function WebhooksPage() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [isAdding, setAdding] = useState(false);
  const count = endpoints.data?.length ?? 0;

  const content = (
    <QueryContent
      query={endpoints}
      loadingLabel={t('webhooks.list.loading')}
      failedTitle={t('webhooks.list.loadFailed')}
    >
      {(data) =>
        data.length === 0 ? (
          <EmptyState onAdd={() => setAdding(true)} />
        ) : (
          <EndpointsTable endpoints={data} />
        )
      }
    </QueryContent>
  );

  return (
    <Stack>
      <Group justify="space-between" align="center">
        <Title order={1} size="h2">
          {t('webhooks.title')}
        </Title>
        {count > 0 && <AddEndpointButton count={count} onClick={() => setAdding(true)} />}
      </Group>
      {endpoints.data && <DisabledNotice endpoints={endpoints.data} />}
      <Text maw={720}>{t('webhooks.intro')}</Text>
      {content}
      <AddEndpointDialog opened={isAdding} onClose={() => setAdding(false)} />
    </Stack>
  );
}
