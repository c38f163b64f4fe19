/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  DELIVERY_ORDER_TYPES,
  type TOrder,
  type TPublicOrder,
} from '@oc/domain/orders/order.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import { useHref } from '../site-base';
import type { TThemeView } from '../theme/theme-view';
import { formatDateTime } from './format';
import { LiveStatus, OrderLines, orderTypeTitle, scheduledText } from './order-parts';

const ORDER = 'confirmation.components.order.components';

type TCustomer = TOrder['customer'];

/** The customer's details and the cart's comments, as they gave them. */
function CustomerDetails({
  customer: c,
  comments,
  isDelivery,
}: {
  customer: TCustomer;
  comments: string;
  isDelivery: boolean;
}) {
  return (
    <dl class="order-customer">
      <div>
        <dt>Name</dt>
        <dd>{c.name}</dd>
      </div>
      <div>
        <dt>Phone</dt>
        <dd>{c.phone}</dd>
      </div>
      {isDelivery ? (
        <div>
          <dt>Deliver to</dt>
          <dd>{[c.address, c.internal_number].filter(Boolean).join(', ')}</dd>
        </div>
      ) : null}
      {c.notes ? (
        <div>
          <dt>Notes</dt>
          <dd>{c.notes}</dd>
        </div>
      ) : null}
      {comments ? (
        <div>
          <dt>Comments</dt>
          <dd>{comments}</dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The confirmation page: the order's number, progress, lines, total and type, and the customer's
 * details when this browser placed the order (`customer`; null for anyone else with the link).
 */
export function ConfirmationPage({
  order,
  customer,
  comments,
  timeZone,
  theme,
  values,
}: {
  order: TPublicOrder;
  customer: TCustomer | null;
  /** The cart's comments, shown with the details: null for anyone else with the link. */
  comments: string | null;
  /** The business's: the order's time is written on its clock. */
  timeZone: string;
  theme: TThemeView;
  values: TTree;
}) {
  const href = useHref();
  const isDelivery = (DELIVERY_ORDER_TYPES as readonly string[]).includes(order.order_type);
  return (
    <div class="confirmation-page">
      <h1>Thank you, your order is placed</h1>
      <section class="order-block" aria-labelledby="order-title">
        <h2 id="order-title">Order #{order.number}</h2>
        {theme.isHidden(`${ORDER}.date`) ? null : (
          <p class="order-date">
            Placed{' '}
            <time dateTime={order.created_at}>{formatDateTime(order.created_at, timeZone)}</time>
          </p>
        )}
        <LiveStatus
          order={order}
          timeZone={timeZone}
          showSteps={!theme.isHidden(`${ORDER}.progress`)}
        />
        <p>
          From{' '}
          <a href={href({ page: 'business', slug: order.business.slug })}>{order.business.name}</a>,{' '}
          {orderTypeTitle(values, order.order_type)}
        </p>
        {order.scheduled_for ? (
          <p class="order-scheduled">
            <time dateTime={order.scheduled_for}>{scheduledText(order, timeZone)}</time>
          </p>
        ) : null}
        <OrderLines order={order} />
        <h3>Your details</h3>
        {customer ? (
          <CustomerDetails customer={customer} comments={comments ?? ''} isDelivery={isDelivery} />
        ) : (
          <p>Your details are shown only on the device that placed this order.</p>
        )}
        <p>You pay when you get your order.</p>
      </section>
      <p>
        <a href={href({ page: 'orders' })}>See all your orders</a>
      </p>
    </div>
  );
}
