/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { formatOpening, openingState } from '@oc/domain/catalogue/opening-hours.rules';
import { type TWeekday, WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import type { TWebsiteBusiness } from '../site-input';
import { formatPrice } from './format';

// What a business card and a business page say about a business, each from a fact its owner stored
// (docs/product/website.md#where-each-fact-comes-from): nothing is shown for a fact not given.

const takes = (business: TWebsiteBusiness, type: 'delivery' | 'pickup') =>
  business.orderTypes.includes(type);

/** 'Free delivery' (no fee, and it delivers), 'Delivery $2.99', or null when it does not deliver. */
export function deliveryFeeText(business: TWebsiteBusiness): string | null {
  if (!takes(business, 'delivery')) return null;
  return business.deliveryFee === 0
    ? 'Free delivery'
    : `Delivery ${formatPrice(business.deliveryFee)}`;
}

/** 'Minimum order $15.00', or null without a minimum. */
export const minimumOrderText = (business: TWebsiteBusiness): string | null =>
  business.minimumOrder > 0 ? `Minimum order ${formatPrice(business.minimumOrder)}` : null;

/** How long a delivery and a pickup take, for the order types it takes and the times it gave. */
export function estimateTexts(business: TWebsiteBusiness): { delivery?: string; pickup?: string } {
  const { deliveryMinutes, pickupMinutes } = business;
  return {
    ...(takes(business, 'delivery') && deliveryMinutes !== null
      ? { delivery: `${deliveryMinutes} min` }
      : {}),
    ...(takes(business, 'pickup') && pickupMinutes !== null
      ? { pickup: `${pickupMinutes} min` }
      : {}),
  };
}

/**
 * Whether it is open at `now`, in words on its own clock: 'Open until 22:00', or closed with when
 * it opens, 'Closed · Opens tomorrow at 11:30' ('Closed' alone when not in the next two weeks).
 */
export function openingOf(business: TWebsiteBusiness, now: Date) {
  const { hours, closedDates, timeZone } = business;
  const state = openingState(hours, closedDates, timeZone, now);
  const text = formatOpening(state, timeZone, 'en-US', now);
  return { isOpen: state.isOpen, text: state.isOpen || !state.opensAt ? text : `Closed · ${text}` };
}

export function Opening({ business, now }: { business: TWebsiteBusiness; now: Date }) {
  const { isOpen, text } = openingOf(business, now);
  return <span class={`opening ${isOpen ? 'is-open' : 'is-closed'}`}>{text}</span>;
}

/** The owner's cuisine tags; nothing without any. */
export function Cuisines({ cuisines }: { cuisines: string[] }) {
  if (cuisines.length === 0) return null;
  return (
    <ul class="cuisines" aria-label="Cuisines">
      {cuisines.map((c) => (
        <li key={c}>{c}</li>
      ))}
    </ul>
  );
}

const DAY_NAMES: Record<TWeekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** The week's opening hours, on the business's clock; a span may end past midnight. */
export function WeekHours({ business }: { business: TWebsiteBusiness }) {
  return (
    <table class="week-hours">
      <caption>Opening hours</caption>
      <tbody>
        {WEEKDAYS.map((day) => {
          const spans = business.hours[day] ?? [];
          return (
            <tr key={day}>
              <th scope="row">{DAY_NAMES[day]}</th>
              <td>
                {spans.length === 0
                  ? 'Closed'
                  : spans.map((s) => `${s.open}–${s.close}`).join(', ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
