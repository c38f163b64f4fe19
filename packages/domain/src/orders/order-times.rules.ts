import { isOpenAt, localParts, openingState, openSlots } from '../catalogue/opening-hours.rules';
import type { TWeeklyHours } from '../catalogue/opening-hours.schema';
import { englishOf, type TMessage } from '../messages/message-text';
import { intlLocaleOf } from '../website/site-languages';
import { isDelivered } from './order-kinds';
import type { TOrderType } from './order-types';

// When a business takes orders (docs/product/website.md#checkout): for now while it is open, for
// later at the times its hours offer, at least its delivery or pickup estimate ahead. The server
// works these out for the checkout's times (GET /_site/order-times) and refuses an order by them,
// in the same words.

/** A business as these rules read it: the website's business and the stored row both are. */
export type TOrderingBusiness = {
  name: string;
  deliveryMinutes: number | null;
  pickupMinutes: number | null;
  timeZone: string;
  hours: TWeeklyHours;
  closedDates: readonly string[];
};

/** Order times are offered every quarter of an hour, over the next week. */
export const ORDER_TIME_STEP_MINUTES = 15;
export const ORDER_TIME_DAYS = 7;

const MINUTE = 60_000;

/** How long the business says an order of this type takes, in minutes (0 when it has not said). */
export const leadMinutes = (
  type: TOrderType,
  business: Pick<TOrderingBusiness, 'deliveryMinutes' | 'pickupMinutes'>,
) => (isDelivered(type) ? business.deliveryMinutes : business.pickupMinutes) ?? 0;

/** Whether the business takes an order for as soon as possible at `now`. */
export const isOpenForOrders = (business: TOrderingBusiness, now: Date) =>
  isOpenAt(business.hours, business.closedDates, business.timeZone, now);

/** Days between two dates of the calendar (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * 'Green Bowl is closed now. It opens tomorrow at 11:30.' (or without when it opens, if not
 * soon), in the customer's language: a weekday alone within the week, further on the date, on the
 * business's clock.
 */
export function closedNowRefusal(
  business: TOrderingBusiness,
  now: Date,
  language = 'en',
): TMessage {
  const { hours, closedDates, timeZone, name } = business;
  const state = openingState(hours, closedDates, timeZone, now);
  if (state.isOpen || !state.opensAt) return { key: 'ORDER_CLOSED_NOW', values: { name } };
  const opens = state.opensAt;
  // English writes the opening's day as the business's page does ('Mon', 'Mon, Dec 8').
  const locale = language === 'en' ? 'en-US' : intlLocaleOf(language);
  const time = formatOrderClock(opens, timeZone, locale);
  const days = daysBetween(localParts(now, timeZone).date, localParts(opens, timeZone).date);
  if (days <= 0) return { key: 'ORDER_CLOSED_OPENS_TODAY', values: { name, time } };
  if (days === 1) return { key: 'ORDER_CLOSED_OPENS_TOMORROW', values: { name, time } };
  const day =
    days < 7 ? formatWeekday(opens, timeZone, locale) : formatOrderDay(opens, timeZone, locale);
  return { key: 'ORDER_CLOSED_OPENS_ON', values: { name, day, time } };
}

/** closedNowRefusal in English. */
export const closedNowMessage = (business: TOrderingBusiness, now: Date): string =>
  englishOf(closedNowRefusal(business, now));

/**
 * The times a customer can order for later: every quarter of an hour of the business's openings on
 * its clock, over the next week, and at least its delivery or pickup estimate from `now`.
 */
export function orderTimes(business: TOrderingBusiness, type: TOrderType, now: Date): Date[] {
  const from = new Date(now.getTime() + leadMinutes(type, business) * MINUTE);
  const { hours, closedDates, timeZone } = business;
  return openSlots(hours, closedDates, timeZone, from, ORDER_TIME_DAYS, ORDER_TIME_STEP_MINUTES);
}

/**
 * How order times are written in English: day-month order with a 24-hour clock, 'Fri 28 Nov' and
 * '12:30'. The console passes its own.
 */
export const ORDER_TIME_LOCALE = 'en-GB';

/** The Intl locale order times are written in for a website language: 'es' → 'es'. */
export const orderTimeLocaleOf = (language: string) =>
  language === 'en' ? ORDER_TIME_LOCALE : intlLocaleOf(language);

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const weekdayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();
function formatOf(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  locale: string,
  options: object,
) {
  const key = `${locale} ${timeZone}`;
  let format = cache.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // Zones are checked when saved; one this runtime does not know is written in UTC.
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    cache.set(key, format);
  }
  return format;
}

/** An order time's day on the business's clock: 'Fri 28 Nov' ('sáb, 28 nov' in 'es'). */
export const formatOrderDay = (at: Date, timeZone: string, locale = ORDER_TIME_LOCALE) =>
  formatOf(dayFormats, timeZone, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(at);

/** A day of the coming week on the business's clock: 'Mon' ('lun' in 'es'). */
const formatWeekday = (at: Date, timeZone: string, locale: string) =>
  formatOf(weekdayFormats, timeZone, locale, { weekday: 'short' }).format(at);

/** An order time's time on the business's clock, on a 24-hour clock in every language: '12:30'. */
export const formatOrderClock = (at: Date, timeZone: string, locale = ORDER_TIME_LOCALE) =>
  formatOf(timeFormats, timeZone, locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);

/** An order time on the business's clock: 'Fri 28 Nov at 12:30'. */
export const formatOrderTime = (at: Date, timeZone: string) =>
  `${formatOrderDay(at, timeZone)} at ${formatOrderClock(at, timeZone)}`;

/**
 * Why an order cannot be placed for `scheduledFor` (null: for as soon as possible) at `now`, or
 * null when it can, in the customer's language: for now the business must be open; for later the
 * time must be one of `orderTimes`, worked out again here rather than trusted from the browser.
 */
export function orderTimeRefusal(
  business: TOrderingBusiness,
  type: TOrderType,
  scheduledFor: Date | null,
  now: Date,
  language = 'en',
): TMessage | null {
  if (scheduledFor === null)
    return isOpenForOrders(business, now) ? null : closedNowRefusal(business, now, language);
  const at = scheduledFor.getTime();
  if (orderTimes(business, type, now).some((time) => time.getTime() === at)) return null;
  const { hours, closedDates, timeZone, name } = business;
  const locale = orderTimeLocaleOf(language);
  const when = {
    name,
    day: formatOrderDay(scheduledFor, timeZone, locale),
    time: formatOrderClock(scheduledFor, timeZone, locale),
  };
  const lead = leadMinutes(type, business);
  const isTooSoon =
    at < now.getTime() + lead * MINUTE &&
    openSlots(hours, closedDates, timeZone, now, 2, ORDER_TIME_STEP_MINUTES).some(
      (time) => time.getTime() === at,
    );
  if (isTooSoon) return { key: 'ORDER_TIME_TOO_SOON', values: { ...when, minutes: lead } };
  return { key: 'ORDER_TIME_NOT_TAKEN', values: when };
}

/** orderTimeRefusal in English, or null. */
export function orderTimeProblem(
  business: TOrderingBusiness,
  type: TOrderType,
  scheduledFor: Date | null,
  now: Date,
): string | null {
  const refusal = orderTimeRefusal(business, type, scheduledFor, now);
  return refusal && englishOf(refusal);
}
