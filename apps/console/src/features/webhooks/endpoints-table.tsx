import { Anchor, List, Stack, Table, Text } from '@mantine/core';
import type { TWebhookEndpoint } from '@oc/domain/webhooks/webhook.schema';
import { useTranslation } from 'react-i18next';
import { translateServerMessage } from '../../lib/i18n';
import { Link } from '../../lib/router';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { eventWordsOf } from './webhook-words';
import '../../lib/page-words/webhooks';

/** The project's endpoints, oldest first: where each sends, which events, and whether it is on. */
export function EndpointsTable({ endpoints }: { endpoints: TWebhookEndpoint[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="sm" aria-label={t('webhooks.list.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('webhooks.list.endpoint')}</Table.Th>
            <Table.Th scope="col">{t('webhooks.list.events')}</Table.Th>
            <Table.Th scope="col">{t('webhooks.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {endpoints.map((endpoint) => (
            <Table.Tr key={endpoint.id}>
              <Table.Th scope="row" fw={400} maw={360}>
                <Stack gap={2}>
                  <Anchor
                    component={Link}
                    to={`/webhooks/${endpoint.id}`}
                    fw={600}
                    style={{ wordBreak: 'break-all' }}
                  >
                    {endpoint.url}
                  </Anchor>
                  {endpoint.description && (
                    <Text size="sm" c="dimmed">
                      {endpoint.description}
                    </Text>
                  )}
                </Stack>
              </Table.Th>
              <Table.Td>
                <List size="sm" spacing={2}>
                  {endpoint.events.map((event) => {
                    const words = eventWordsOf(event);
                    return <List.Item key={event}>{words ? t(words) : event}</List.Item>;
                  })}
                </List>
              </Table.Td>
              <Table.Td>
                <Stack gap={4} align="flex-start">
                  <EndpointStatusBadge endpoint={endpoint} />
                  {!endpoint.enabled && endpoint.disabled_reason && (
                    <Text size="xs">{translateServerMessage(endpoint.disabled_reason)}</Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
