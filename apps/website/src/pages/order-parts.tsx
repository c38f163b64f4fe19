/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrder, TPublicOrder } from '@oc/domain/orders/order.schema';
import { isDelivered } from '@oc/domain/orders/order-kinds';
import {
  FINAL_ORDER_STATUSES,
  ORDER_STATUS_WORDS,
  progressIndex,
  progressSteps,
} from '@oc/domain/orders/order-status.rules';
import { formatOrderClock, formatOrderTime } from '@oc/domain/orders/order-times.rules';
import { deliveryFeeText } from '@oc/domain/orders/order-totals.rules';
import { ORDER_TYPE_DEFAULTS, offeredOrderTypes } from '@oc/domain/orders/order-types';
import type { TTree } from '@oc/domain/themes/theme-path';
import { formatPrice } from './format';
import { LineOptions } from './line-options';

/** The order type's name as the site calls it (the owner's title, else the default). */
export function orderTypeTitle(values: TTree, type: TOrder['order_type']): string {
  return (
    offeredOrderTypes(values).find((t) => t.type === type)?.title ?? ORDER_TYPE_DEFAULTS[type].title
  );
}

/**
 * Where an order is in its life, kept up to date by the page script (client/order-status.ts, which
 * draws the same parts): its steps (when `showSteps`), the status in words, the time the store said
 * it will be ready, and the store's reason for a rejected or cancelled order.
 */
export function LiveStatus({
  order,
  timeZone,
  showSteps,
}: {
  order: Pick<TPublicOrder, 'id' | 'order_type' | 'status' | 'ready_by' | 'status_reason'>;
  timeZone: string;
  showSteps: boolean;
}) {
  const reached = progressIndex(order.status, order.order_type);
  const isWaiting = order.ready_by !== null && !FINAL_ORDER_STATUSES.includes(order.status);
  return (
    <div
      class="order-live"
      data-order-live={order.id}
      data-order-type={order.order_type}
      data-order-status={order.status}
      data-time-zone={timeZone}
    >
      {showSteps ? (
        <ol class="order-progress" aria-label="Order progress" hidden={reached === null}>
          {progressSteps(order.order_type).map((step, i) => (
            <li
              key={step}
              class={reached !== null && i <= reached ? 'is-reached' : undefined}
              aria-current={i === reached ? 'step' : undefined}
            >
              {step}
            </li>
          ))}
        </ol>
      ) : null}
      <p class="order-status" aria-live="polite">
        Status: {ORDER_STATUS_WORDS[order.status]}
      </p>
      <p class="order-ready-by" hidden={!isWaiting}>
        {isWaiting
          ? `Ready by ${formatOrderClock(new Date(order.ready_by as string), timeZone)}`
          : ''}
      </p>
      <p class="order-reason" hidden={!order.status_reason}>
        {order.status_reason ?? ''}
      </p>
    </div>
  );
}

/** 'Scheduled for Fri 28 Nov at 12:30' (on the business's clock) for an order for later, else null. */
export const scheduledText = (order: Pick<TOrder, 'scheduled_for'>, timeZone: string) =>
  order.scheduled_for
    ? `Scheduled for ${formatOrderTime(new Date(order.scheduled_for), timeZone)}`
    : null;

/**
 * The order's lines with their options, its subtotal, the delivery fee of a delivered order ('Free
 * delivery' for none) and its total, as a table: the amounts the server charged.
 */
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
        {order.items.map((line, i) => (
          // The same product may be two lines, with other options.
          <tr key={`${i}:${line.product_id}`}>
            <th scope="row">
              {line.name}
              <LineOptions line={line} />
            </th>
            <td>{line.quantity}</td>
            <td>{formatPrice(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {isDelivered(order.order_type) ? (
          <>
            <tr>
              <th scope="row" colSpan={2}>
                Subtotal
              </th>
              <td>{formatPrice(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {order.delivery_fee === 0 ? deliveryFeeText(0) : 'Delivery fee'}
              </th>
              <td>{formatPrice(order.delivery_fee)}</td>
            </tr>
          </>
        ) : null}
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
