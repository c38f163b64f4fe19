import { localParts } from '@oc/domain/catalogue/opening-hours.rules';
import { formatOrderClock, formatOrderDay } from '@oc/domain/orders/order-times.rules';
import { intlLocaleOf } from '../../lib/intl';

// An order's times on a clock the owner reads: the business's (docs/product/screens.md#orders),
// as the customer was told them.

/**
 * An instant as its day and time on `timeZone`'s clock, as `language` writes them: `day` null when
 * it is today there (the words 'Today 12:04' are the catalogue's), else 'Sat, Nov 28' ('sáb, 28
 * nov' in Spanish). The time is on a 24-hour clock in every language, as kitchens read it.
 */
export function clockOf(iso: string, timeZone: string, now: Date, language: string) {
  const at = new Date(iso);
  const isToday = localParts(at, timeZone).date === localParts(now, timeZone).date;
  const locale = intlLocaleOf(language);
  return {
    day: isToday ? null : formatOrderDay(at, timeZone, locale),
    time: formatOrderClock(at, timeZone, locale),
  };
}

const MINUTE = 60_000;
const DAY_MINUTES = 24 * 60;

/**
 * The next time after `now` that `timeZone`'s clock reads `time` ('13:45'), within a day: what a
 * ready-by time typed on the business's clock means. Null for what is not a time.
 */
export function nextClockTime(time: string, timeZone: string, now: Date): Date | null {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  if (!match) return null;
  const wanted = Number(match[1]) * 60 + Number(match[2]);
  if (wanted >= DAY_MINUTES || Number(match[2]) >= 60) return null;
  const start = Math.floor(now.getTime() / MINUTE) * MINUTE;
  let ahead = wanted - localParts(new Date(start), timeZone).minutes;
  if (ahead <= 0) ahead += DAY_MINUTES;
  const at = new Date(start + ahead * MINUTE);
  // A change of the clocks between now and then moves the wall time by its size: put it back.
  const drift = wanted - localParts(at, timeZone).minutes;
  const corrected = Math.abs(drift) < DAY_MINUTES / 2 ? drift : 0;
  return corrected === 0 || ahead + corrected <= 0
    ? at
    : new Date(at.getTime() + corrected * MINUTE);
}
