import { CURRENCY, formatMoney } from '@oc/domain/orders/money';
import { escapeRegExp } from '@oc/domain/text/escape-reg-exp';
import { intlLocaleOf } from './intl';

// Amounts are whole cents of the project's currency in the API (docs/product/menus.md#money); the
// owner reads and types them as their language writes them: 12.50 in English, 12,50 in Spanish
// and French, and a price change with its sign, +2.00 or -1,00. The currency is the domain's, the
// one the website and the server's messages write.

/** A language's decimal mark and thousands separator, as Intl writes them ('.' and ',' in en). */
function marksOf(language: string) {
  const parts = new Intl.NumberFormat(intlLocaleOf(language)).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  return { decimal, group: /\s/.test(group) ? ' ' : group };
}

/** Digits of the Arabic keyboards (Arabic-Indic and Persian), their decimal mark and separator. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
const toLatin = (text: string) =>
  text
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/\u2212/g, '-');

/** Cents from a sign, whole digits and the decimals typed: the decimals typed are the cents. */
function centsFrom(sign: string, whole: string, fraction: string): number {
  if (whole === '' && fraction === '') return Number.NaN;
  // Digit by digit, not 12.29 * 100 (1228.9999999999998).
  const decimals = Number(fraction.padEnd(2, '0')) / 10 ** Math.max(0, fraction.length - 2);
  const cents = Number(whole || '0') * 100 + decimals;
  return sign === '-' ? -cents : cents;
}

/**
 * Cents from what the owner typed in `language`: '12.50' (en) and '12,50' (es, fr) → 1250,
 * '1,234.50' (en), '1.234,50' (es), '1 234,50' (fr) → 123450, '+2' → 200, '' → 0. The other mark
 * alone where it cannot be the language's thousands ('12.50' in Spanish, '12,5' in English) is
 * the decimal mark the person meant. '12.505' → 1250.5 (not a whole number of cents, which the
 * domain refuses as more than two decimals); NaN for what cannot be read, refused in words.
 */
export function centsOf(text: string, language: string): number {
  const trimmed = toLatin(text.trim());
  if (trimmed === '') return 0;
  const { decimal, group } = marksOf(language);
  // Spaces are a French thousands separator: any kind of space there, none elsewhere.
  const typed = group === ' ' ? trimmed.replace(/[\s\u202f]/g, ' ') : trimmed;
  const [d, g] = [escapeRegExp(decimal), escapeRegExp(group)];
  const written = new RegExp(`^([+-]?)(\\d{1,3}(?:${g}\\d{3})+|\\d*)(?:${d}(\\d*))?$`).exec(typed);
  if (written) {
    const [, sign = '', whole = '', fraction = ''] = written;
    return centsFrom(sign, whole.split(group).join(''), fraction);
  }
  const other = decimal === '.' ? ',' : '.';
  const meant = new RegExp(`^([+-]?)(\\d*)(?:${escapeRegExp(other)}(\\d*))?$`).exec(typed);
  if (!meant) return Number.NaN;
  const [, sign = '', whole = '', fraction = ''] = meant;
  return centsFrom(sign, whole, fraction);
}

/** Cents as a field shows them in `language`, without thousands: 1250 → '12.50' (en), '12,50' (es). */
export const textOfCents = (cents: number, language: string) =>
  new Intl.NumberFormat(intlLocaleOf(language), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);

/** A price change as its field shows it, with its sign: 200 → '+2.00', -100 → '-1,00' (es). */
export const textOfDelta = (cents: number, language: string) =>
  `${cents < 0 ? '-' : '+'}${textOfCents(Math.abs(cents), language)}`;

/** A price for reading in `language`: 1250 → '$12.50' (en), '12,50 US$' (es). */
export const formatPrice = (cents: number, language: string) =>
  formatMoney(cents, intlLocaleOf(language));

/**
 * The currency's symbol beside an amount field, on the side the language writes it: '$' before in
 * English, 'US$' after in Spanish.
 */
export function currencyOf(language: string): { symbol: string; isAfter: boolean } {
  const parts = new Intl.NumberFormat(intlLocaleOf(language), {
    style: 'currency',
    currency: CURRENCY,
  }).formatToParts(1);
  const at = parts.findIndex((part) => part.type === 'currency');
  return {
    symbol: parts[at]?.value ?? CURRENCY,
    isAfter: at > parts.findIndex((part) => part.type === 'integer'),
  };
}
