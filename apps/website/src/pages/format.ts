// How the website writes money, ratings and dates. English only for now; dates in UTC so the
// server's answer does not depend on where it runs.

/** Prices are in this currency's cents (the demo menu's, the orders'). */
export const CURRENCY = 'USD';
const MONEY = new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** Cents as dollars: 1250 → `$12.50`. */
export const formatPrice = (cents: number) => MONEY.format(cents / 100);

/** `2026-03-14` → `Mar 14, 2026`. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));

/** An ISO instant as date and time, in UTC. */
export const formatDateTime = (iso: string) => `${DATE_TIME.format(new Date(iso))} UTC`;

/** A fee in cents, or `Free`. */
export const formatFee = (cents: number) => (cents === 0 ? 'Free' : formatPrice(cents));
