/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import {
  localParts,
  openingState,
  type TOpeningState,
} from '@oc/domain/catalogue/opening-hours.rules';
import { type TWeekday, WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import { intlLocaleOf, type TSiteLanguage } from '@oc/domain/website/site-languages';
import type { TWebsiteBusiness } from '../site-input';
import { type TWordKey, type TWordValues, useLanguage, useWords } from '../words';
import { formatPrice } from './format';

// What a business card and a business page say about a business, each from a fact its owner stored
// (docs/product/website.md#where-each-fact-comes-from): nothing is shown for a fact not given. The
// words are the page's language's; days and times are Intl's in that language.

/** The page's words, for the helpers here that are not components. */
export type TPageWords = (key: TWordKey, values?: TWordValues) => string;

const takes = (business: TWebsiteBusiness, type: 'delivery' | 'pickup') =>
  business.orderTypes.includes(type);

/** 'Free delivery' (no fee, and it delivers), 'Delivery $2.99', or null when it does not deliver. */
export function deliveryFeeText(
  business: TWebsiteBusiness,
  t: TPageWords,
  language: TSiteLanguage,
): string | null {
  if (!takes(business, 'delivery')) return null;
  return business.deliveryFee === 0
    ? t('business.free_delivery')
    : t('business.delivery_fee', { price: formatPrice(business.deliveryFee, language) });
}

/** 'Minimum order $15.00', or null without a minimum. */
export const minimumOrderText = (
  business: TWebsiteBusiness,
  t: TPageWords,
  language: TSiteLanguage,
): string | null =>
  business.minimumOrder > 0
    ? t('business.minimum_order', { price: formatPrice(business.minimumOrder, language) })
    : null;

/** How long a delivery and a pickup take ('35 min'), for the order types it takes and the times it gave. */
export function estimateTexts(
  business: TWebsiteBusiness,
  t: TPageWords,
): { delivery?: string; pickup?: string } {
  const { deliveryMinutes, pickupMinutes } = business;
  return {
    ...(takes(business, 'delivery') && deliveryMinutes !== null
      ? { delivery: t('business.minutes', { count: deliveryMinutes }) }
      : {}),
    ...(takes(business, 'pickup') && pickupMinutes !== null
      ? { pickup: t('business.minutes', { count: pickupMinutes }) }
      : {}),
  };
}

/** The fees, minimum and estimates a card and a business's header list: 'Delivery 35 min'… */
export function factTexts(
  business: TWebsiteBusiness,
  t: TPageWords,
  language: TSiteLanguage,
  { fees = true, times = true } = {},
): string[] {
  const estimates = estimateTexts(business, t);
  return [
    ...(fees
      ? [deliveryFeeText(business, t, language), minimumOrderText(business, t, language)]
      : []),
    ...(times
      ? [
          estimates.delivery
            ? t('business.delivery_estimate', { minutes: estimates.delivery })
            : null,
          estimates.pickup ? t('business.pickup_estimate', { minutes: estimates.pickup }) : null,
        ]
      : []),
  ].filter((fact) => fact !== null);
}

const DAY_MS = 86_400_000;
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(language: TSiteLanguage, timeZone: string, kind: 'time' | 'weekday' | 'date') {
  const key = `${language}\n${timeZone}\n${kind}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }
        : kind === 'weekday'
          ? { weekday: 'short' }
          : { weekday: 'short', day: 'numeric', month: 'short' };
    // English keeps the United States' way of writing a date, as the website always has.
    const locale = language === 'en' ? 'en-US' : intlLocaleOf(language);
    format = new Intl.DateTimeFormat(locale, { timeZone, ...options });
    formats.set(key, format);
  }
  return format;
}

/**
 * The state in a few words, times on the business's clock (24-hour): 'Open until 22:00', 'Opens
 * today at 11:30', 'Opens tomorrow at 11:30', 'Opens Mon at 11:30', 'Closed'. `at` is the instant
 * the state was worked out for: it says which day is today.
 */
export function openingText(
  state: TOpeningState,
  timeZone: string,
  at: Date,
  t: TPageWords,
  language: TSiteLanguage,
): string {
  const when = state.isOpen ? state.closesAt : state.opensAt;
  if (!when) return t(state.isOpen ? 'business.open' : 'business.closed');
  const time = formatOf(language, timeZone, 'time').format(when);
  const dayOf = (instant: Date) => Date.parse(`${localParts(instant, timeZone).date}T00:00:00Z`);
  const days = Math.round((dayOf(when) - dayOf(at)) / DAY_MS);
  // A weekday alone is clear within the week; further on, the date says which one.
  const day = formatOf(language, timeZone, days < 7 ? 'weekday' : 'date').format(when);
  if (state.isOpen) {
    // Closing within a day needs no day: 'Open until 02:00' after midnight is read as tonight.
    if (when.getTime() - at.getTime() < DAY_MS) return t('business.open_until', { time });
    return days === 1
      ? t('business.open_until_tomorrow', { time })
      : t('business.open_until_day', { day, time });
  }
  if (days <= 0) return t('business.opens_today', { time });
  if (days === 1) return t('business.opens_tomorrow', { time });
  return t('business.opens_day', { day, time });
}

/**
 * Whether it is open at `now`, in words on its own clock: 'Open until 22:00', or closed with when
 * it opens, 'Closed · Opens tomorrow at 11:30' ('Closed' alone when not in the next two weeks).
 */
export function openingOf(
  business: TWebsiteBusiness,
  now: Date,
  t: TPageWords,
  language: TSiteLanguage,
) {
  const { hours, closedDates, timeZone } = business;
  const state = openingState(hours, closedDates, timeZone, now);
  const text = openingText(state, timeZone, now, t, language);
  return {
    isOpen: state.isOpen,
    text: state.isOpen || !state.opensAt ? text : t('business.closed_opens', { opens: text }),
  };
}

export function Opening({ business, now }: { business: TWebsiteBusiness; now: Date }) {
  const { isOpen, text } = openingOf(business, now, useWords(), useLanguage());
  return <span class={`opening ${isOpen ? 'is-open' : 'is-closed'}`}>{text}</span>;
}

/** The owner's cuisine tags; nothing without any. */
export function Cuisines({ cuisines }: { cuisines: string[] }) {
  const t = useWords();
  if (cuisines.length === 0) return null;
  return (
    <ul class="cuisines" aria-label={t('business.cuisines')}>
      {cuisines.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
}

/** A Monday (5 January 2026), the week's days counted from it: Intl names them in any language. */
const MONDAY_MS = Date.UTC(2026, 0, 5);
const dayNames = new Map<TSiteLanguage, Record<TWeekday, string>>();
function dayNamesOf(language: TSiteLanguage): Record<TWeekday, string> {
  let names = dayNames.get(language);
  if (!names) {
    const format = new Intl.DateTimeFormat(intlLocaleOf(language), {
      weekday: 'long',
      timeZone: 'UTC',
    });
    names = Object.fromEntries(
      WEEKDAYS.map((day, i) => [day, format.format(new Date(MONDAY_MS + i * DAY_MS))]),
    ) as Record<TWeekday, string>;
    dayNames.set(language, names);
  }
  return names;
}

/** The week's opening hours, on the business's clock; a span may end past midnight. */
export function WeekHours({ business }: { business: TWebsiteBusiness }) {
  const t = useWords();
  const names = dayNamesOf(useLanguage());
  return (
    <table class="week-hours">
      <caption>{t('business.hours')}</caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const spans = business.hours[day] ?? [];
          return (
            <tr key={day}>
              <th scope="row">{names[day]}</th>
              <td>
                {spans.length === 0
                  ? t('business.closed')
                  : spans.map((s) => `${s.open}–${s.close}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
