import { Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TWebhookDelivery } from '@oc/domain/webhooks/webhook.schema';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FlowIcon } from '../../components/flow-icon';
import { DeliveryAttempts } from './delivery-attempts';
import { DeliveryStatus } from './delivery-status';
import { ResendButton } from './resend-button';
import { eventWordsOf, formatWhen } from './webhook-words';
import '../../lib/page-words/webhooks';

const COLUMNS = 5;

type TProps = {
  endpointId: number;
  delivery: TWebhookDelivery;
  isOpen: boolean;
  onToggle: () => void;
};

/** One delivery of the log; opened, every attempt and Resend below it. */
export function DeliveryRow({ endpointId, delivery, isOpen, onToggle }: TProps) {
  const { t, i18n } = useTranslation();
  const detailsId = useId();
  const words = eventWordsOf(delivery.event_type);
  const event = words ? t(words) : delivery.event_type;
  return (
    <>
      <Table.Tr>
        <Table.Th scope="row" fw={500}>
          {event}
        </Table.Th>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>
          <time dateTime={delivery.created_at}>
            {formatWhen(delivery.created_at, i18n.language)}
          </time>
        </Table.Td>
        <Table.Td>
          <DeliveryStatus delivery={delivery} />
        </Table.Td>
        <Table.Td ta="end">{delivery.attempts}</Table.Td>
        <Table.Td ta="end">
          <Button
            size="xs"
            variant="subtle"
            leftSection={
              isOpen ? (
                <IconChevronDown size={14} aria-hidden />
              ) : (
                <FlowIcon icon={IconChevronRight} size={14} />
              )
            }
            aria-expanded={isOpen}
            aria-controls={isOpen ? detailsId : undefined}
            aria-label={t('webhooks.log.details', {
              event,
              at: formatWhen(delivery.created_at, i18n.language),
            })}
            onClick={onToggle}
          >
            {t('webhooks.log.detailsShort')}
          </Button>
        </Table.Td>
      </Table.Tr>
      {isOpen && (
        <Table.Tr id={detailsId}>
          <Table.Td colSpan={COLUMNS} bg="var(--mantine-color-gray-light)">
            <Stack gap="sm">
              <Group justify="space-between">
                <Text size="xs" c="dimmed">
                  {t('webhooks.log.eventId', { id: delivery.event_id })}
                </Text>
                <ResendButton endpointId={endpointId} deliveryId={delivery.id} />
              </Group>
              <DeliveryAttempts delivery={delivery} />
            </Stack>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}
