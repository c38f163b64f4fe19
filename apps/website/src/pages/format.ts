import { formatMoney } from '@oc/domain/orders/money';
import { intlLocaleOf, type TSiteLanguage } from '@oc/domain/website/site-languages';

// How the website writes money and times, in the page's language with the browser's and the
// server's own Intl (docs/product/website.md#languages): '$12.50' in English, '12,50 US$' in
// Spanish, Arabic with Latin digits. An order's time is written on its business's clock, with the
// zone's short name, so the server's answer does not depend on where it runs.

/** Cents in the project's currency: 1250 → `$12.50` (en), `12,50 US$` (es). */
export const formatPrice = (cents: number, language: TSiteLanguage) =>
  formatMoney(cents, intlLocaleOf(language));

/** A price change: 200 → `+$2.00`, -150 → `−$1.50`. */
export const formatPriceDelta = (cents: number, language: TSiteLanguage) =>
  `${cents < 0 ? '−' : '+'}${formatPrice(Math.abs(cents), language)}`;

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string, language: TSiteLanguage): Intl.DateTimeFormat {
  const key = `${language} ${timeZone}`;
  let clock = clocks.get(key);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    const locale = language === 'en' ? 'en-US' : intlLocaleOf(language);
    try {
      clock = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // Zones are checked when saved; one this runtime does not know is written in UTC.
      clock = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    clocks.set(key, clock);
  }
  return clock;
}

/**
 * An ISO instant as date and time in a time zone and a language: `Nov 20, 2026, 1:30 PM EST`
 * (en), `20 nov 2026, 13:30 GMT-5` (es).
 */
export const formatDateTime = (iso: string, timeZone: string, language: TSiteLanguage) =>
  clockOf(timeZone, language).format(new Date(iso));
