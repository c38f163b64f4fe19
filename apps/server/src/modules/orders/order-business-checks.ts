import type { TMessage } from '@oc/domain/messages/message-text';
import type { TPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { orderTimeRefusal, type TOrderingBusiness } from '@oc/domain/orders/order-times.rules';
import {
  minimumOrderRefusal,
  orderTypeNotTakenRefusal,
  type TOrderingFacts,
} from '@oc/domain/orders/order-totals.rules';
import type { TOfferedOrderType } from '@oc/domain/orders/order-types';

/**
 * What the business's own facts refuse of an order (docs/product/website.md#orders): an order type
 * the website offers (`offered`, null when it does not: the site's refusal says enough) that the
 * business does not take, items below its minimum (only worked out once every line is priced, else the
 * sum would be wrong), and a time it takes no order for: now while it is closed, or a time for
 * later that is not one the checkout offers, worked out again from its hours at `now`. Amounts,
 * days and times are written in the order's language, the type by its title in `offered`.
 */
export function businessChecks(
  business: TOrderingBusiness & TOrderingFacts,
  body: Pick<TPlaceOrderRequest, 'order_type' | 'scheduled_for' | 'language'>,
  offered: TOfferedOrderType | null,
  subtotal: number | null,
  now: Date,
): TMessage[] {
  const problems: TMessage[] = [];
  const type = body.order_type;
  // In the website's words for the type, as the customer chose it.
  if (offered && !business.orderTypes.includes(type))
    problems.push(orderTypeNotTakenRefusal(offered.title, business));
  const minimum = subtotal === null ? null : minimumOrderRefusal(subtotal, business, body.language);
  if (minimum) problems.push(minimum);
  const scheduledFor = body.scheduled_for === null ? null : new Date(body.scheduled_for);
  const time = orderTimeRefusal(business, type, scheduledFor, now, body.language);
  if (time) problems.push(time);
  return problems;
}
