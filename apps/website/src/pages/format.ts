import { formatMoney } from '@oc/domain/orders/money';

// How the website writes money and times. English only for now; an order's time is written on its
// business's clock, with the zone's short name, so the server's answer does not depend on where it
// runs. Money is written as the server's refusals write it (the domain's money.ts).

/** Cents as dollars: 1250 → `$12.50`. */
export const formatPrice = formatMoney;

/** A price change: 200 → `+$2.00`, -150 → `−$1.50`. */
export const formatPriceDelta = (cents: number) =>
  `${cents < 0 ? '−' : '+'}${formatPrice(Math.abs(cents))}`;

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    };
    try {
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    } catch {
      // Zones are checked when saved; one this runtime does not know is written in UTC.
      clock = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** An ISO instant as date and time in a time zone: `Nov 20, 2026, 1:30 PM EST`. */
export const formatDateTime = (iso: string, timeZone: string) =>
  clockOf(timeZone).format(new Date(iso));
