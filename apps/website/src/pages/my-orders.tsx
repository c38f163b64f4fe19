/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import type { TOrder } from '@oc/domain/orders/order.schema';
import type { TTree } from '@oc/domain/themes/theme-path';
import type { THideableUnder } from '@oc/domain/themes/theme-paths';
import { useHref } from '../site-base';
import type { TThemeView } from '../theme/theme-view';
import { useLanguage, useWords } from '../words';
import { formatDateTime, formatPrice } from './format';
import { Img } from './image';
import { LineOptions } from './line-options';
import { LiveStatus, orderTypeTitle, scheduledText } from './order-parts';
import { FavoriteButton, Rich } from './parts';

// My orders (docs/product/website.md#what-each-advanced-setting-does): the active orders, each
// part hidden by its own `orders.components.*` leaf, then past orders by business and by product.

const ORDERS = 'orders.components';

function OrderCard(props: { order: TOrder; timeZone: string; theme: TThemeView; values: TTree }) {
  const href = useHref();
  const t = useWords();
  const language = useLanguage();
  const { order, theme } = props;
  const shows = (part: THideableUnder<typeof ORDERS>) => !theme.isHidden(`${ORDERS}.${part}`);
  const name = order.business.name;
  return (
    <li class="order-card">
      {shows('business_logo') ? (
        <Img
          class="order-logo"
          src={order.business.logo}
          alt=""
          width={56}
          height={56}
          sizes="56px"
        />
      ) : null}
      <div class="order-text">
        <h3>
          {shows('business_name') ? name : t('orders.order')}
          {shows('order_number') ? ` #${order.number}` : ''}
        </h3>
        {shows('date') ? (
          <p>
            <time dateTime={order.created_at}>
              {formatDateTime(order.created_at, props.timeZone, language)}
            </time>
          </p>
        ) : null}
        <p>
          {orderTypeTitle(props.values, order.order_type, t)} · {formatPrice(order.total, language)}
        </p>
        {order.scheduled_for ? <p>{scheduledText(order, props.timeZone, t, language)}</p> : null}
        <ul class="order-items">
          {order.items.map((line, i) => (
            <li key={`${i}:${line.product_id}`}>
              {line.quantity} × {line.name}
              <LineOptions line={line} />
            </li>
          ))}
        </ul>
        {shows('order_status') ? (
          <LiveStatus order={order} timeZone={props.timeZone} showSteps={false} />
        ) : null}
        <p class="order-actions">
          <a href={href({ page: 'confirmation', orderId: order.id })}>
            <Rich text={t('orders.details')} values={{ number: order.number }} />
          </a>
          {shows('reorder_button') ? (
            <a class="button" href={href({ page: 'business', slug: order.business.slug })}>
              <Rich text={t('orders.again')} values={{ name }} />
            </a>
          ) : null}
        </p>
      </div>
      {shows('favorite') ? (
        <FavoriteButton what={`business:${order.business.slug}`} name={name} />
      ) : null}
    </li>
  );
}

/** Past orders, as the businesses ordered from and the products ordered. */
function PastOrders({ orders, theme }: { orders: TOrder[]; theme: TThemeView }) {
  const href = useHref();
  const t = useWords();
  const shows = (part: THideableUnder<typeof ORDERS>) => !theme.isHidden(`${ORDERS}.${part}`);
  const businesses = [...new Map(orders.map((o) => [o.business.slug, o.business])).values()];
  const products = [
    ...new Map(
      orders.flatMap((o) =>
        o.items.map((i) => [`${o.business.slug}/${i.product_id}`, { ...i, slug: o.business.slug }]),
      ),
    ).values(),
  ];
  return (
    <section class="past-orders" aria-labelledby="past-title">
      <h2 id="past-title">{t('orders.past')}</h2>
      {orders.length === 0 ? <p>{t('orders.past_empty')}</p> : null}
      {shows('business_tab') && businesses.length > 0 ? (
        <section aria-labelledby="past-businesses-title">
          <h3 id="past-businesses-title">{t('orders.businesses')}</h3>
          <ul>
            {businesses.map((b) => (
              <li key={b.slug}>
                <a href={href({ page: 'business', slug: b.slug })}>{b.name}</a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {shows('products_tab') && products.length > 0 ? (
        <section aria-labelledby="past-products-title">
          <h3 id="past-products-title">{t('orders.products')}</h3>
          <ul>
            {products.map((p) => (
              <li key={`${p.slug}/${p.product_id}`}>
                <a href={href({ page: 'product', slug: p.slug, productId: p.product_id })}>
                  {p.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

export function MyOrdersPage(props: {
  orders: TOrder[];
  /** Each order's business's time zone, by business slug: its time is written on that clock. */
  timeZones: Record<string, string>;
  theme: TThemeView;
  values: TTree;
}) {
  const href = useHref();
  const t = useWords();
  const { orders, theme } = props;
  const active = orders.filter((o) => o.status === 'received');
  return (
    <div class="my-orders-page">
      <h1>{t('orders.title')}</h1>
      <section aria-labelledby="active-title">
        <h2 id="active-title">{t('orders.active')}</h2>
        {active.length === 0 ? (
          <p>
            {t('orders.none')} <a href={href({ page: 'listing', pageNo: 1 })}>{t('orders.find')}</a>
          </p>
        ) : (
          <ul class="order-list">
            {active.map((o) => (
              <OrderCard
                key={o.id}
                order={o}
                timeZone={props.timeZones[o.business.slug] ?? 'UTC'}
                theme={theme}
                values={props.values}
              />
            ))}
          </ul>
        )}
      </section>
      {theme.isHidden(`${ORDERS}.past_orders`) ? null : (
        <PastOrders orders={orders} theme={theme} />
      )}
    </div>
  );
}
