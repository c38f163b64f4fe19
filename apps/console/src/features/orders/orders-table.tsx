import { Anchor, Badge, Group, Table } from '@mantine/core';
import type { TOrderSummary } from '@oc/domain/orders/order-admin.schema';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import { Link } from '../../lib/router';
import { OrderClock } from './order-clock';
import { OrderStatusBadge } from './order-status-badge';
import '../../lib/page-words/orders';
import '../../lib/page-words/businesses';

type TProps = {
  orders: TOrderSummary[];
  /** Arrived while the inbox is open and not looked at yet: marked 'New'. */
  unseen: ReadonlySet<number>;
  /** The address that opens an order beside the list, the filters kept. */
  linkTo: (orderId: number) => string;
  /** The next page is on its way: this one is dimmed. */
  isStale: boolean;
};

/**
 * A page of orders, newest first. The rows carry no business's time zone, so times are on the
 * owner's own clock here; the order's page shows them on the business's.
 */
export function OrdersTable({ orders, unseen, linkTo, isStale }: TProps) {
  const { t, i18n } = useTranslation();
  const now = new Date();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('orders.title')}
        aria-busy={isStale}
        style={{ opacity: isStale ? 0.6 : 1 }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('orders.list.number')}</Table.Th>
            <Table.Th scope="col">{t('orders.list.placed')}</Table.Th>
            <Table.Th scope="col">{t('orders.list.business')}</Table.Th>
            <Table.Th scope="col">{t('orders.list.type')}</Table.Th>
            <Table.Th scope="col">{t('orders.list.customer')}</Table.Th>
            <Table.Th scope="col" ta="end">
              {t('orders.list.total')}
            </Table.Th>
            <Table.Th scope="col">{t('orders.list.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => {
            const isNew = unseen.has(order.id);
            return (
              <Table.Tr key={order.id} bg={isNew ? 'var(--mantine-color-yellow-light)' : undefined}>
                <Table.Th scope="row" fw={600}>
                  <Group gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={linkTo(order.id)} fw={600}>
                      {t('orders.number', { number: order.number })}
                    </Anchor>
                    {isNew && (
                      <Badge color="yellow" variant="filled" size="sm">
                        {t('orders.list.new')}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <OrderClock at={order.created_at} timeZone={order.time_zone} now={now} />
                </Table.Td>
                <Table.Td>{order.business.name}</Table.Td>
                <Table.Td>{t(`businesses.orderTypes.${order.order_type}`)}</Table.Td>
                <Table.Td>{order.customer_name}</Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  {formatPrice(order.total, i18n.language)}
                </Table.Td>
                <Table.Td>
                  <OrderStatusBadge status={order.status} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
