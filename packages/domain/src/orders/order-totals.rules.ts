import { englishOf, type TMessage } from '../messages/message-text';
import { intlLocaleOf } from '../website/site-languages';
import { formatMoney, MONEY_LOCALE } from './money';
import { isDelivered } from './order-kinds';
import type { TOrderType } from './order-types';

// What a business's own facts say about an order's lines and total (docs/product/website.md#orders):
// the order types it takes, its delivery fee, its minimum. The cart and the checkout show these and
// the server refuses by them, in the same words, so the two always agree. No zod here: the
// website's page script imports this file.

/** The facts of a business these rules read: the website's business and the stored row both are. */
export type TOrderingFacts = {
  name: string;
  orderTypes: readonly TOrderType[];
  /** Cents, charged on delivered orders. */
  deliveryFee: number;
  /** Cents: the items must come to at least this (0: no minimum). */
  minimumOrder: number;
};

/** The types the checkout offers for this business: the website's that the business takes. */
export const orderTypesFor = <T extends { type: TOrderType }>(
  offered: readonly T[],
  business: Pick<TOrderingFacts, 'orderTypes'>,
): T[] => offered.filter((t) => business.orderTypes.includes(t.type));

/** The refusal of an order type the website offers (`title`, its words) and the business does not take. */
export const orderTypeNotTakenRefusal = (
  title: string,
  business: Pick<TOrderingFacts, 'name'>,
): TMessage => ({ key: 'ORDER_TYPE_NOT_TAKEN', values: { type: title, name: business.name } });

export const orderTypeNotTakenMessage = (title: string, business: Pick<TOrderingFacts, 'name'>) =>
  englishOf(orderTypeNotTakenRefusal(title, business));

/** The fee an order of this type pays: the business's delivery fee when delivered, else none. */
export const deliveryFeeFor = (type: TOrderType, business: Pick<TOrderingFacts, 'deliveryFee'>) =>
  isDelivered(type) ? business.deliveryFee : 0;

/** 'Delivery fee $2.99', or 'Free delivery' for none: the fee's line at checkout and after. */
export const deliveryFeeText = (fee: number) =>
  fee === 0 ? 'Free delivery' : `Delivery fee ${formatMoney(fee)}`;

/**
 * 'Add $3.50 more to reach the $15.00 minimum.' while the items' subtotal is below the business's
 * minimum, else null: the amounts written in the customer's language ('3,50 US$' in 'es').
 */
export function minimumOrderRefusal(
  subtotal: number,
  business: Pick<TOrderingFacts, 'minimumOrder'>,
  language = 'en',
): TMessage | null {
  const missing = business.minimumOrder - subtotal;
  if (missing <= 0) return null;
  // English keeps the website's own way of writing money.
  const locale = language === 'en' ? MONEY_LOCALE : intlLocaleOf(language);
  const minimum = formatMoney(business.minimumOrder, locale);
  return { key: 'ORDER_MINIMUM', values: { missing: formatMoney(missing, locale), minimum } };
}

/** The refusal of minimumOrderRefusal in English, or null. */
export function minimumOrderMessage(
  subtotal: number,
  business: Pick<TOrderingFacts, 'minimumOrder'>,
): string | null {
  const refusal = minimumOrderRefusal(subtotal, business);
  return refusal && englishOf(refusal);
}
