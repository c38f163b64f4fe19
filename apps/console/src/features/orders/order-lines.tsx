import { Table, Text } from '@mantine/core';
import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { isDelivered } from '@oc/domain/orders/order-kinds';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/money';
import '../../lib/page-words/orders';

/** What to make: each line with its options and prices, then the subtotal, delivery and total. */
export function OrderLines({ order }: { order: TOrderDetail }) {
  const { t, i18n } = useTranslation();
  const price = (cents: number) => formatPrice(cents, i18n.language);
  return (
    <Table verticalSpacing={6} aria-label={t('orders.detail.lines')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('orders.detail.quantity')}</Table.Th>
          <Table.Th scope="col">{t('orders.detail.item')}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('orders.detail.price')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {order.lines.map((line, at) => (
          // Lines have no id of their own; they never move once the order is placed.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Table.Tr key={at}>
            <Table.Td style={{ verticalAlign: 'top' }}>{`${line.quantity} ×`}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={500}>
                {line.name}
              </Text>
              {line.options.map((option) => (
                <Text key={option.name} size="xs" c="dimmed">
                  {option.price_delta === 0
                    ? option.name
                    : t('orders.detail.option', {
                        name: option.name,
                        price: `${option.price_delta > 0 ? '+' : '−'}${price(Math.abs(option.price_delta))}`,
                      })}
                </Text>
              ))}
              {line.quantity > 1 && (
                <Text size="xs" c="dimmed">
                  {t('orders.detail.each', { price: price(line.unit_price) })}
                </Text>
              )}
            </Table.Td>
            <Table.Td ta="end" style={{ verticalAlign: 'top', whiteSpace: 'nowrap' }}>
              {price(line.total)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t('orders.detail.subtotal')}
          </Table.Th>
          <Table.Td ta="end">{price(order.subtotal)}</Table.Td>
        </Table.Tr>
        {(isDelivered(order.order_type) || order.delivery_fee > 0) && (
          <Table.Tr>
            <Table.Th scope="row" colSpan={2}>
              {t('orders.detail.deliveryFee')}
            </Table.Th>
            <Table.Td ta="end">{price(order.delivery_fee)}</Table.Td>
          </Table.Tr>
        )}
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t('orders.detail.total')}
          </Table.Th>
          <Table.Td ta="end" fw={700}>
            {price(order.total)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
