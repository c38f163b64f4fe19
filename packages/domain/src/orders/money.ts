// How money is written to a customer, the same on the website and in the server's refusals. Every
// amount is whole cents of one currency (docs/decisions/026-businesses-and-menus-in-tables.md).

/** Prices are in this currency's cents (the menus', the orders'). */
export const CURRENCY = 'USD';
/** How money is written when no language is asked for: the website's (not translated yet). */
export const MONEY_LOCALE = 'en-US';
const formats = new Map<string, Intl.NumberFormat>();

/** Cents as money in `locale`: 1250 → `$12.50` (en-US), `12,50 US$` (es). */
export function formatMoney(cents: number, locale = MONEY_LOCALE) {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
