import { Box, Stack, Text } from '@mantine/core';
import type { TOrderDetail, TOrderStatusEvent } from '@oc/domain/orders/order-admin.schema';
import { useTranslation } from 'react-i18next';
import { OrderClock } from './order-clock';
import '../../lib/page-words/orders';

const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 };

type TEventProps = { event: TOrderStatusEvent; timeZone: string; now: Date };

/** One change of status: when, who (the customer placed it; no one is the system), why, ready by. */
function HistoryEvent({ event, timeZone, now }: TEventProps) {
  const { t } = useTranslation();
  const who =
    event.by ??
    (event.status === 'received' ? t('orders.detail.byCustomer') : t('orders.detail.bySystem'));
  return (
    <Box
      component="li"
      ps="sm"
      style={{ borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
    >
      <Text size="sm" fw={600}>
        {t(`orders.status.${event.status}`)}
      </Text>
      <Text size="xs" c="dimmed">
        <OrderClock at={event.at} timeZone={timeZone} now={now} />
        {' · '}
        {who}
      </Text>
      {event.ready_by && (
        <Text size="sm">
          {t('orders.detail.readyBy')}{' '}
          <OrderClock at={event.ready_by} timeZone={timeZone} now={now} />
        </Text>
      )}
      {event.reason && <Text size="sm">{t('orders.detail.reason', { reason: event.reason })}</Text>}
    </Box>
  );
}

/** Every status the order has had, oldest first. */
export function OrderHistory({ order, now }: { order: TOrderDetail; now: Date }) {
  const { t } = useTranslation();
  return (
    <Stack component="ol" gap="xs" style={LIST_STYLE} aria-label={t('orders.detail.history')}>
      {order.history.map((event) => (
        <HistoryEvent
          key={`${event.status}-${event.at}`}
          event={event}
          timeZone={order.time_zone}
          now={now}
        />
      ))}
    </Stack>
  );
}
