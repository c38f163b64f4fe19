import { CURRENCY } from '@oc/domain/orders/money';

// Amounts are whole cents of the project's currency in the API (docs/product/menus.md#money); the
// owner types them as 12.50, and a price change with its sign, +2.00 or -1.00. The currency is the
// domain's, the one the website and the server's messages write.

const AMOUNT = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Cents from what the owner typed: '12.50' → 1250, '+2' → 200, '' → 0, '12.505' → 1250.5 (not a
 * whole number of cents, which the domain refuses as more than two decimals), NaN for what is not
 * a number.
 */
export function centsOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  const match = AMOUNT.exec(trimmed);
  const [, sign = '', whole = '', fraction = ''] = match ?? [];
  if (!match || (whole === '' && fraction === '')) return Number.NaN;
  // Digit by digit, not 12.29 * 100 (1228.9999999999998): the decimals typed are the cents.
  const decimals = Number(fraction.padEnd(2, '0')) / 10 ** Math.max(0, fraction.length - 2);
  const cents = Number(whole || '0') * 100 + decimals;
  return sign === '-' ? -cents : cents;
}

/** Cents as a field shows them: 1250 → '12.50'. */
export const textOfCents = (cents: number) => (cents / 100).toFixed(2);

/** A price change as its field shows it, with its sign: 200 → '+2.00', -100 → '-1.00'. */
export const textOfDelta = (cents: number) =>
  `${cents < 0 ? '-' : '+'}${textOfCents(Math.abs(cents))}`;

/** A price for reading: 1250 → '$12.50'. */
export const formatPrice = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY }).format(cents / 100);

/** The currency's symbol, shown before an amount field ('$'). */
export function currencySymbol(locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? CURRENCY
  );
}
