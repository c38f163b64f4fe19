/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrder, TPublicOrder } from '@oc/domain/orders/order.schema';
import { ORDER_TYPE_DEFAULTS, offeredOrderTypes } from '@oc/domain/orders/order-types';
import type { TTree } from '@oc/domain/themes/theme-path';
import { formatPrice } from './format';

/** The order type's name as the site calls it (the owner's title, else the default). */
export function orderTypeTitle(values: TTree, type: TOrder['order_type']): string {
  return (
    offeredOrderTypes(values).find((t) => t.type === type)?.title ?? ORDER_TYPE_DEFAULTS[type].title
  );
}

export const STATUS_TITLES: Record<TOrder['status'], string> = { received: 'Received' };

/** The order's lines and total, as a table. */
export function OrderLines({ order }: { order: TPublicOrder }) {
  return (
    <table class="order-lines">
      <caption class="visually-hidden">Order {order.number}, items</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Quantity</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {order.items.map((line) => (
          <tr key={line.product_id}>
            <th scope="row">{line.name}</th>
            <td>{line.quantity}</td>
            <td>{formatPrice(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            Total
          </th>
          <td>{formatPrice(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
