import { randomBytes } from 'node:crypto';
import type { TMessage } from '@oc/domain/messages/message-text';
import type { TOrder, TPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { orderLimitRefusal } from '@oc/domain/orders/order-limits';
import { deliveryFeeFor } from '@oc/domain/orders/order-totals.rules';
import {
  ORDER_TYPE_DEFAULTS,
  offeredOrderTypes,
  orderTypeTitleIn,
} from '@oc/domain/orders/order-types';
import { AppError } from '../../lib/app-error';
import { customerWordsOf } from '../../lib/customer-words';
import { findBusinessOf } from '../catalogue/find-business-of';
import type { TJobLog } from '../jobs/jobs.types';
import { readMenu } from '../menus/read-menu';
import { emitOrderEvent } from '../webhooks/emit-order-event';
import { getOrder } from './get-order';
import { holdOrderLimits } from './hold-order-limits';
import { businessChecks } from './order-business-checks';
import { OrdersThrottledError, type TOrderLimits } from './order-limits';
import { priceOrderLines } from './order-lines';
import { orderOf } from './order-view';
import { insertOrder } from './orders.repository';
import type { TOrderingSite } from './orders.types';

/**
 * Places an order (docs/product/website.md#orders): the business must be one this site lists,
 * every product on its stored menu and available with the options chosen, the order type one the
 * theme offers and the business takes, the items at least its minimum, and the business open now
 * or the time for later one it offers. The server prices each line from the menu and adds the
 * delivery fee. All refusals are reported together. Then the order limits (hold-order-limits.ts):
 * `placing.client` is who places it (clientOf the request's address). The customer is told every
 * refusal in the language they order in (`body.language`).
 */
export async function placeOrder(
  site: TOrderingSite,
  body: TPlaceOrderRequest,
  placing: { client: string; limits: TOrderLimits; log?: TJobLog },
): Promise<TOrder> {
  const { siteId } = site;
  const say = await customerWordsOf(body.language);
  const refuse = (messages: (TMessage | string)[]) =>
    new AppError(400, [...new Set(messages.map(say))]);
  if (siteId === null) throw refuse([{ key: 'ORDER_PREVIEW_TAKES_NO_ORDERS' }]);
  const business = site.businesses
    ? await findBusinessOf(site.scope, site.businesses, body.business_slug)
    : null;
  if (!business)
    throw refuse([{ key: 'ORDER_BUSINESS_NOT_ON_SITE', values: { slug: body.business_slug } }]);
  const errors: (TMessage | string)[] = [];
  const type = body.order_type;
  const found = offeredOrderTypes(site.values).find((offered) => offered.type === type);
  // The website's words for the type, in the customer's language when the owner wrote none.
  const offered = found ? { ...found, title: orderTypeTitleIn(type, found.title, say) } : null;
  if (!offered) {
    const title = orderTypeTitleIn(type, ORDER_TYPE_DEFAULTS[type].title, say);
    errors.push({ key: 'ORDER_TYPE_NOT_ON_SITE', values: { type: title } });
  }
  const menu = await readMenu(site.scope, business.id);
  const lineErrors: (TMessage | string)[] = [];
  const lines = priceOrderLines(business, menu, body.items, lineErrors);
  const subtotal = lines.reduce((sum, line) => sum + line.total, 0);
  errors.push(
    ...lineErrors,
    ...businessChecks(
      business,
      body,
      offered,
      lineErrors.length === 0 ? subtotal : null,
      new Date(),
    ),
  );
  if (errors.length > 0) throw refuse(errors);
  const deliveryFee = deliveryFeeFor(body.order_type, business);
  // The limits are counted and the order stored in one transaction: see holdOrderLimits.
  const row = await site.scope.db.transaction(async (tx) => {
    const scope = { db: tx, projectId: site.scope.projectId };
    const placedAt = await holdOrderLimits(scope, siteId, placing.client, placing.limits).catch(
      (error: unknown) => {
        if (!(error instanceof OrdersThrottledError) || body.language === 'en') throw error;
        const { limit, retryAfterSeconds } = error;
        const told = say(orderLimitRefusal(limit, retryAfterSeconds, body.language));
        throw new OrdersThrottledError(limit, retryAfterSeconds, told);
      },
    );
    const inserted = await insertOrder(scope, {
      siteId,
      publicId: randomBytes(16).toString('base64url'),
      businessSlug: business.slug,
      businessName: business.name,
      businessLogo: business.logo,
      orderType: body.order_type,
      lines,
      subtotal,
      deliveryFee,
      total: subtotal + deliveryFee,
      scheduledFor: body.scheduled_for === null ? null : new Date(body.scheduled_for),
      customer: body.customer,
      comments: body.comments,
      language: body.language,
      createdAt: placedAt,
    });
    // With the order, or not at all: the platform's webhooks hear of every order placed.
    await emitOrderEvent(scope, 'order.created', (s) => getOrder(s, inserted.id), {
      ...(placing.log ? { log: placing.log } : {}),
    });
    return inserted;
  });
  return orderOf(row);
}
