// The cells of a menu CSV file (docs/product/menus.md#csv): amounts in currency units, yes/no, and
// the guard that keeps a spreadsheet from running a cell as a formula.

const AMOUNT = /^([+-]?)(\d+)(?:[.,](\d*))?$/;

/**
 * An amount in currency units ('12.50', '12,5', '-1.00') as cents, by moving the decimal point in
 * the text (never through a float, where 0.29 × 100 is 28.999…). More than two decimals leave a
 * fraction of a cent, which the menu's rules refuse with their own message ('Use at most two
 * decimals.'), unless the extra decimals are zeros. null when the text is not a number.
 */
export function parseAmount(text: string): number | null {
  const match = AMOUNT.exec(text.trim());
  if (!match) return null;
  const [, sign, units, decimals = ''] = match;
  const cents = Number(
    `${units}${decimals.slice(0, 2).padEnd(2, '0')}.${decimals.slice(2) || '0'}`,
  );
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Cents as currency units with two decimals: 1250 → '12.50', -100 → '-1.00'. */
export function formatAmount(cents: number): string {
  const whole = Math.abs(cents);
  const units = Math.floor(whole / 100);
  return `${cents < 0 ? '-' : ''}${units}.${String(whole % 100).padStart(2, '0')}`;
}

const YES = new Set(['yes', 'true']);
const NO = new Set(['no', 'false']);

/** yes/no (or true/false), any case; empty is yes. Anything else is left for the rules to refuse. */
export function parseAvailable(text: string): boolean | string {
  const word = text.trim().toLowerCase();
  if (word === '' || YES.has(word)) return true;
  if (NO.has(word)) return false;
  return text;
}

export const formatAvailable = (available: boolean) => (available ? 'yes' : 'no');

/**
 * A cell a spreadsheet would run as a formula (OWASP: CSV injection) starts with one of = + - @,
 * a tab or a carriage return. An export writes such a cell with a ' before it, which spreadsheets
 * take as "this is text". A cell that already starts with ' before one of them gets one more, so
 * that an import, which takes exactly one away, gives back exactly what was exported.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

export const guardFormula = (cell: string) => (FORMULA.test(cell) ? `'${cell}` : cell);

export const unguardFormula = (cell: string) =>
  cell.startsWith("'") && FORMULA.test(cell.slice(1)) ? cell.slice(1) : cell;

const SHOWN = 40;

/** A value as a problem quotes it: on one line, cut short. */
export function quoted(value: string): string {
  const line = value.replace(/\s+/g, ' ').trim();
  return `"${line.length > SHOWN ? `${line.slice(0, SHOWN - 1)}…` : line}"`;
}
