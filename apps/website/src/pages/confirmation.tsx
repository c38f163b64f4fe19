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
import { useLanguage, useWords } from '../words';
import { formatDateTime } from './format';
import { LiveStatus, OrderLines, orderTypeTitle, scheduledText } from './order-parts';
import { Rich } from './parts';

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
  const t = useWords();
  return (
    <dl class="order-customer">
      <div>
        <dt>{t('confirmation.name')}</dt>
        <dd>{c.name}</dd>
      </div>
      <div>
        <dt>{t('confirmation.phone')}</dt>
        <dd>{c.phone}</dd>
      </div>
      {isDelivery ? (
        <div>
          <dt>{t('confirmation.deliver_to')}</dt>
          <dd>{[c.address, c.internal_number].filter(Boolean).join(', ')}</dd>
        </div>
      ) : null}
      {c.notes ? (
        <div>
          <dt>{t('confirmation.notes')}</dt>
          <dd>{c.notes}</dd>
        </div>
      ) : null}
      {comments ? (
        <div>
          <dt>{t('confirmation.comments')}</dt>
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
  const t = useWords();
  const language = useLanguage();
  const isDelivery = (DELIVERY_ORDER_TYPES as readonly string[]).includes(order.order_type);
  return (
    <div class="confirmation-page">
      <h1>{t('confirmation.thanks')}</h1>
      <section class="order-block" aria-labelledby="order-title">
        <h2 id="order-title">{t('confirmation.order', { number: order.number })}</h2>
        {theme.isHidden(`${ORDER}.date`) ? null : (
          <p class="order-date">
            <Rich
              text={t('confirmation.placed')}
              values={{
                time: (
                  <time dateTime={order.created_at}>
                    {formatDateTime(order.created_at, timeZone, language)}
                  </time>
                ),
              }}
            />
          </p>
        )}
        <LiveStatus
          order={order}
          timeZone={timeZone}
          showSteps={!theme.isHidden(`${ORDER}.progress`)}
        />
        <p>
          <Rich
            text={t('confirmation.from')}
            values={{
              business: (
                <a href={href({ page: 'business', slug: order.business.slug })}>
                  {order.business.name}
                </a>
              ),
              type: orderTypeTitle(values, order.order_type, t),
            }}
          />
        </p>
        {order.scheduled_for ? (
          <p class="order-scheduled">
            <time dateTime={order.scheduled_for}>
              {scheduledText(order, timeZone, t, language)}
            </time>
          </p>
        ) : null}
        <OrderLines order={order} />
        <h3>{t('confirmation.your_details')}</h3>
        {customer ? (
          <CustomerDetails customer={customer} comments={comments ?? ''} isDelivery={isDelivery} />
        ) : (
          <p>{t('confirmation.details_elsewhere')}</p>
        )}
        <p>{t('confirmation.pay_on_receipt')}</p>
      </section>
      <p>
        <a href={href({ page: 'orders' })}>{t('confirmation.see_orders')}</a>
      </p>
    </div>
  );
}
