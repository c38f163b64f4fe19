import { Divider, Drawer, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../components/load-failed';
import { useOrder } from '../../data/orders/get-order';
import { OrderActions } from './order-actions';
import { OrderClock } from './order-clock';
import { OrderCustomer } from './order-customer';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderStatusBadge } from './order-status-badge';
import '../../lib/page-words/orders';
import '../../lib/page-words/businesses';

type TProps = {
  /** The order ?order= names; undefined: the drawer is closed. */
  orderId: number | undefined;
  onClose: () => void;
};

/** A heading of the order's page and what it heads. */
function Part({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Where the order is and when, on the business's clock: placed, wanted for, ready by. */
function OrderFacts({ order, now }: { order: TOrderDetail; now: Date }) {
  const { t } = useTranslation();
  const clock = (at: string) => <OrderClock at={at} timeZone={order.time_zone} now={now} />;
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <OrderStatusBadge status={order.status} />
        <Text size="sm" fw={500}>
          {order.business.name}
        </Text>
        <Text size="sm" c="dimmed">
          {t(`businesses.orderTypes.${order.order_type}`)}
        </Text>
      </Group>
      <Text size="sm">
        {t('orders.detail.placed')} {clock(order.created_at)}
      </Text>
      <Text size="sm">
        {t('orders.detail.wanted')}{' '}
        {order.scheduled_for ? clock(order.scheduled_for) : t('orders.detail.asap')}
      </Text>
      {order.ready_by && (
        <Text size="sm">
          {t('orders.detail.readyBy')} {clock(order.ready_by)}
        </Text>
      )}
      {order.status_reason && (
        <Text size="sm">{t('orders.detail.reason', { reason: order.status_reason })}</Text>
      )}
      <Text size="xs" c="dimmed">
        {t('orders.detail.zone', { zone: order.time_zone })}
      </Text>
    </Stack>
  );
}

/**
 * An order beside the inbox (docs/product/screens.md#orders): its lines and prices, the customer,
 * its times on the business's clock, its history and its next steps. Asked again as often as the
 * list while it is open; it keeps the last order shown while it closes.
 */
export function OrderDrawer({ orderId, onClose }: TProps) {
  const { t } = useTranslation();
  const [shownId, setShownId] = useState(orderId);
  if (orderId !== undefined && orderId !== shownId) setShownId(orderId);
  const order = useOrder(shownId, { isOpen: orderId !== undefined });
  const [isDialogOpen, setDialogOpen] = useState(false);
  const now = new Date();

  let content: React.ReactNode;
  if (order.data) {
    content = (
      <Stack gap="lg">
        <OrderFacts order={order.data} now={now} />
        <OrderActions key={order.data.id} order={order.data} onDialogChange={setDialogOpen} />
        <Divider />
        <Part title={t('orders.detail.lines')}>
          <OrderLines order={order.data} />
        </Part>
        <Part title={t('orders.detail.customer')}>
          <OrderCustomer order={order.data} />
        </Part>
        <Part title={t('orders.detail.history')}>
          <OrderHistory order={order.data} now={now} />
        </Part>
      </Stack>
    );
  } else if (order.isError) {
    content = (
      <LoadFailed
        title={t('orders.detail.loadFailed')}
        error={order.error}
        onRetry={() => void order.refetch()}
      />
    );
  } else {
    content = (
      <Stack aria-busy="true" aria-label={t('orders.detail.loading')} role="status">
        <Skeleton height={60} />
        <Skeleton height={160} />
        <Skeleton height={100} />
      </Stack>
    );
  }

  return (
    <Drawer
      opened={orderId !== undefined}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        order.data
          ? t('orders.detail.title', { number: order.data.number })
          : t('orders.detail.titleLoading')
      }
      closeButtonProps={{ 'aria-label': t('orders.detail.close') }}
      // While a dialog is open above it, Escape closes the dialog only (both listen for it).
      closeOnEscape={!isDialogOpen}
    >
      {content}
    </Drawer>
  );
}
