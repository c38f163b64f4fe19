// Amounts are whole cents of the project's currency in the API (docs/product/api.md#businesses);
// the owner types them as 12.50. The website writes the same currency
// (apps/website/src/pages/format.ts): the domain has no currency setting yet.
export const CURRENCY = 'USD';

const AMOUNT = /^(-?)(\d*)(?:\.(\d*))?$/;

/**
 * Cents from what the owner typed: '12.50' → 1250, '' → 0, '12.505' → 1250.5 (not a whole number
 * of cents, which the domain refuses as more than two decimals), NaN for what is not a number.
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
  return sign ? -cents : cents;
}

/** Cents as the field shows them: 1250 → '12.50'. */
export const textOfCents = (cents: number) => (cents / 100).toFixed(2);

/** The currency's symbol, shown before an amount field ('$'). */
export function currencySymbol(locale: string): string {
  return (
    new Intl.NumberFormat(locale, { style: 'currency', currency: CURRENCY })
      .formatToParts(0)
      .find((part) => part.type === 'currency')?.value ?? CURRENCY
  );
}
