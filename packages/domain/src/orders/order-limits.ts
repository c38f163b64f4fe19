import { englishOf, type TMessage } from '../messages/message-text';
import { intlLocaleOf } from '../website/site-languages';
import type { TOrderStatus } from './order.schema';

// How many orders a website takes (docs/decisions/025-order-limits.md): per customer address, per
// website, and how many may wait open at once. The numbers are the server's configuration; what
// counts as open and what the customer reads when refused are said here.

/** Which limit refused an order. */
export type TOrderLimit = 'address' | 'site' | 'open';

/**
 * An order is open while the store has not acted on it yet. When the store's steps arrive
 * (accepted, preparing, …), an order leaves this list as soon as it is accepted.
 */
export const OPEN_ORDER_STATUSES: readonly TOrderStatus[] = ['received'];

/**
 * An order nobody acted on for a day is not a queue the store works through any more; until the
 * store can act on orders, this also keeps a busy day's orders from holding the next day's.
 */
export const OPEN_ORDER_HOURS = 24;

/** A wait as a customer reads it: '45 seconds', '1 minute', '10 minutes' ('10 minutos' in 'es'). */
export function waitInWords(seconds: number, language = 'en'): string {
  const inMinutes = seconds >= 60;
  const unit = inMinutes ? 'minute' : 'second';
  return unitFormatOf(intlLocaleOf(language), unit).format(
    inMinutes ? Math.ceil(seconds / 60) : seconds,
  );
}

const unitFormats = new Map<string, Intl.NumberFormat>();
function unitFormatOf(locale: string, unit: 'minute' | 'second') {
  const key = `${locale} ${unit}`;
  let format = unitFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' });
    unitFormats.set(key, format);
  }
  return format;
}

/**
 * What the checkout shows for a refused order, in the customer's language: how long to wait when
 * it is known (`retryAfterSeconds`, the answer's Retry-After), in that language's words.
 */
export function orderLimitRefusal(
  limit: TOrderLimit,
  retryAfterSeconds: number | null,
  language = 'en',
): TMessage {
  const wait =
    retryAfterSeconds !== null && retryAfterSeconds > 0
      ? { wait: waitInWords(retryAfterSeconds, language) }
      : null;
  switch (limit) {
    case 'address':
      return wait
        ? { key: 'ORDER_LIMIT_ADDRESS', values: wait }
        : { key: 'ORDER_LIMIT_ADDRESS_SOON' };
    case 'site':
      return wait ? { key: 'ORDER_LIMIT_SITE', values: wait } : { key: 'ORDER_LIMIT_SITE_SOON' };
    case 'open':
      // The store may work through its orders at any moment: no time is promised.
      return { key: 'ORDER_LIMIT_OPEN' };
  }
}

/** The refusal of orderLimitRefusal in English. */
export const orderLimitMessage = (limit: TOrderLimit, retryAfterSeconds: number | null): string =>
  englishOf(orderLimitRefusal(limit, retryAfterSeconds));
