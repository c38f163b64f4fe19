/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrder, TPublicOrder } from '@oc/domain/orders/order.schema';
import { isDelivered } from '@oc/domain/orders/order-kinds';
import {
  FINAL_ORDER_STATUSES,
  progressIndex,
  type TOrderStatus,
} from '@oc/domain/orders/order-status.rules';
import {
  formatOrderClock,
  formatOrderDay,
  orderTimeLocaleOf,
} from '@oc/domain/orders/order-times.rules';
import { getPath, type TTree } from '@oc/domain/themes/theme-path';
import { intlLocaleOf, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { useLanguage, useWords } from '../words';
import type { TPageWords } from './business-facts';
import { formatPrice } from './format';
import { LineOptions } from './line-options';

/**
 * The order type's name as the site calls it: the owner's title as typed, else the default's in
 * the page's language.
 */
export function orderTypeTitle(values: TTree, type: TOrder['order_type'], t: TPageWords): string {
  const typed = getPath(values, `order_types.components.${type}.components.title`);
  return (typeof typed === 'string' && typed.trim()) || t(`order_type.name.${type}`);
}

/** The steps a customer follows: delivered orders go out for delivery, the others are ready to collect. */
const stepsOf = (orderType: string, t: TPageWords): string[] => [
  ...(['received', 'accepted', 'preparing'] as const).map((s) => t(`order_status.${s}`)),
  t(`order_status.${isDelivered(orderType) ? 'out_for_delivery' : 'ready'}`),
  t('order.step_done'),
];

/** The status in words, 'Status: Received', as the page script also writes it. */
const statusText = (status: TOrderStatus, t: TPageWords) =>
  t('order_status.status', { status: t(`order_status.${status}`) });

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
  const t = useWords();
  const language = useLanguage();
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
        <ol class="order-progress" aria-label={t('order.progress')} hidden={reached === null}>
          {stepsOf(order.order_type, t).map((step, i) => (
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
        {statusText(order.status, t)}
      </p>
      <p class="order-ready-by" hidden={!isWaiting}>
        {isWaiting
          ? t('order_status.ready_by', {
              time: formatOrderClock(
                new Date(order.ready_by as string),
                timeZone,
                intlLocaleOf(language),
              ),
            })
          : ''}
      </p>
      <p class="order-reason" hidden={!order.status_reason}>
        {order.status_reason ?? ''}
      </p>
    </div>
  );
}

/**
 * 'Scheduled for Fri 28 Nov at 12:30' (on the business's clock) for an order for later, else null.
 */
export function scheduledText(
  order: Pick<TOrder, 'scheduled_for'>,
  timeZone: string,
  t: TPageWords,
  language: TSiteLanguage,
): string | null {
  if (!order.scheduled_for) return null;
  const at = new Date(order.scheduled_for);
  const locale = orderTimeLocaleOf(language);
  return t('order.scheduled', {
    day: formatOrderDay(at, timeZone, locale),
    time: formatOrderClock(at, timeZone, locale),
  });
}

/**
 * The order's lines with their options, its subtotal, the delivery fee of a delivered order ('Free
 * delivery' for none) and its total, as a table: the amounts the server charged.
 */
export function OrderLines({ order }: { order: TPublicOrder }) {
  const t = useWords();
  const language = useLanguage();
  const price = (cents: number) => formatPrice(cents, language);
  return (
    <table class="order-lines">
      <caption class="visually-hidden">{t('order.lines', { number: order.number })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('order.item')}</th>
          <th scope="col">{t('order.quantity')}</th>
          <th scope="col">{t('order.price')}</th>
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
            <td>{price(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {isDelivered(order.order_type) ? (
          <>
            <tr>
              <th scope="row" colSpan={2}>
                {t('order.subtotal')}
              </th>
              <td>{price(order.subtotal)}</td>
            </tr>
            <tr>
              <th scope="row" colSpan={2}>
                {t(order.delivery_fee === 0 ? 'order.free_delivery' : 'order.delivery_fee')}
              </th>
              <td>{price(order.delivery_fee)}</td>
            </tr>
          </>
        ) : null}
        <tr>
          <th scope="row" colSpan={2}>
            {t('order.total')}
          </th>
          <td>{price(order.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
