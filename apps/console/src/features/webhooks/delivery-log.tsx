import { Button, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPaging } from '../../components/list-paging';
import { LoadFailed } from '../../components/load-failed';
import { useWebhookDeliveries } from '../../data/webhooks/list-webhook-deliveries';
import { DeliveryRow } from './delivery-row';
import '../../lib/page-words/webhooks';

type TProps = { endpointId: number; page: number; onPage: (page: number) => void };

/**
 * The endpoint's deliveries, newest first, 20 a page (docs/product/webhooks.md#delivery), asked
 * again every 5 s while the page is open, so a retry's outcome shows as it happens.
 */
export function DeliveryLog({ endpointId, page, onPage }: TProps) {
  const { t } = useTranslation();
  const log = useWebhookDeliveries(endpointId, page);
  const [openIds, setOpenIds] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpenIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  if (!log.data) {
    if (log.isError)
      return (
        <LoadFailed
          title={t('webhooks.log.loadFailed')}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      );
    return (
      <Stack aria-busy="true" aria-label={t('webhooks.log.loading')} role="status">
        <Skeleton height={40} />
        <Skeleton height={40} />
      </Stack>
    );
  }
  const { items, total } = log.data;
  if (items.length === 0)
    return (
      <Paper withBorder radius="md" p="lg">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{total > 0 ? t('webhooks.log.emptyPage') : t('webhooks.log.none')}</Text>
          {total > 0 && (
            <Button size="xs" variant="default" onClick={() => onPage(1)}>
              {t('webhooks.log.firstPage')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table
          verticalSpacing="xs"
          aria-label={t('webhooks.log.label')}
          aria-busy={log.isPlaceholderData}
          style={{ opacity: log.isPlaceholderData ? 0.6 : 1 }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('webhooks.log.event')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.log.when')}</Table.Th>
              <Table.Th scope="col">{t('webhooks.log.status')}</Table.Th>
              <Table.Th scope="col" ta="end">
                {t('webhooks.log.attempts')}
              </Table.Th>
              <Table.Th scope="col" ta="end">
                <VisuallyHidden>{t('webhooks.log.detailsShort')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((delivery) => (
              <DeliveryRow
                key={delivery.id}
                endpointId={endpointId}
                delivery={delivery}
                isOpen={openIds.has(delivery.id)}
                onToggle={() => toggle(delivery.id)}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPaging list={log.data} onPage={onPage} words="webhooks.log" />
    </Stack>
  );
}
