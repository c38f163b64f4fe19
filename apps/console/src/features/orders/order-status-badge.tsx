import { Badge, type MantineColor } from '@mantine/core';
import type { TOrderStatus } from '@oc/domain/orders/order-status.rules';
import { useTranslation } from 'react-i18next';
import '../../lib/page-words/orders';

/** Blue waits for the store, warm colours are being made, green is done; red ended it early. */
const COLOURS: Record<TOrderStatus, MantineColor> = {
  received: 'blue',
  accepted: 'indigo',
  preparing: 'orange',
  ready: 'teal',
  out_for_delivery: 'cyan',
  picked_up: 'green',
  completed: 'gray',
  rejected: 'red',
  cancelled: 'red',
};

/** Where an order is, in words: the colour only repeats them. */
export function OrderStatusBadge({ status }: { status: TOrderStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLOURS[status]} variant="light">
      {t(`orders.status.${status}`)}
    </Badge>
  );
}
