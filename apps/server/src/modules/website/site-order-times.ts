import {
  closedNowRefusal,
  formatOrderClock,
  formatOrderDay,
  isOpenForOrders,
  orderTimeLocaleOf,
  orderTimes,
} from '@oc/domain/orders/order-times.rules';
import type { TOrderTimes } from '@oc/domain/orders/order-times.schema';
import type { TOrderType } from '@oc/domain/orders/order-types';
import type { TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TSay } from '../../lib/customer-words';
import { findSiteBusiness } from './site-businesses';
import type { TSiteContext } from './website.types';

/**
 * When one of the site's businesses takes an order of a type, at `now`: for now while it is open,
 * and the times for later its hours offer (the same rules the order is checked by); null for a
 * business the site does not list. Written in the customer's `language`, told with `say`.
 */
export async function siteOrderTimes(
  ctx: TSiteContext,
  slug: string,
  type: TOrderType,
  now: Date,
  language: TSiteLanguage,
  say: TSay,
): Promise<TOrderTimes | null> {
  const found = await findSiteBusiness(ctx, slug);
  if (!found) return null;
  const { business } = found;
  const isOpen = isOpenForOrders(business, now);
  const locale = orderTimeLocaleOf(language);
  return {
    is_open: isOpen,
    closed_message: isOpen ? null : say(closedNowRefusal(business, now, language)),
    times: orderTimes(business, type, now).map((at) => ({
      at: at.toISOString(),
      day: formatOrderDay(at, business.timeZone, locale),
      time: formatOrderClock(at, business.timeZone, locale),
    })),
  };
}
