import { describe, expect, it } from 'vitest';
import { centsOf, currencyOf, formatPrice, textOfCents, textOfDelta } from './money';

describe('amounts as the owner types them', () => {
  it('are whole cents for at most two decimals, without rounding errors', () => {
    expect(centsOf('12.50', 'en')).toBe(1250);
    expect(centsOf('12.5', 'en')).toBe(1250);
    expect(centsOf('12', 'en')).toBe(1200);
    expect(centsOf(' 0.29 ', 'en')).toBe(29);
    expect(centsOf('.5', 'en')).toBe(50);
    expect(centsOf('3.', 'en')).toBe(300);
    expect(centsOf('100000.00', 'en')).toBe(100_000_00);
  });

  it('are not whole cents with more decimals, so the domain refuses them', () => {
    expect(centsOf('12.505', 'en')).toBe(1250.5);
    expect(Number.isInteger(centsOf('0.001', 'en'))).toBe(false);
    expect(centsOf('12,505', 'es')).toBe(1250.5);
    // Zeros after the cents change nothing.
    expect(centsOf('12.500', 'en')).toBe(1250);
  });

  it('are zero when left empty, negative with a minus, and not a number otherwise', () => {
    expect(centsOf('', 'en')).toBe(0);
    expect(centsOf('-2', 'en')).toBe(-200);
    for (const language of ['en', 'es', 'fr', 'ar'])
      for (const text of ['abc', '1.2.3', '1,2,3', '1.234.5', '-', '.', ',', '$12', '12 €'])
        expect(centsOf(text, language), `${text} in ${language}`).toBeNaN();
  });

  it('are read with the decimal mark and thousands of the language', () => {
    expect(centsOf('12,50', 'es')).toBe(1250);
    expect(centsOf('12,50', 'fr')).toBe(1250);
    expect(centsOf('12.50', 'ar')).toBe(1250);
    expect(centsOf('1,234.50', 'en')).toBe(123_450);
    expect(centsOf('1.234,50', 'es')).toBe(123_450);
    expect(centsOf('1 234,50', 'fr')).toBe(123_450);
    // The space Intl writes in French (narrow, no-break) reads as well as the one typed.
    expect(centsOf('1\u202f234,50', 'fr')).toBe(123_450);
    expect(centsOf('-1,00', 'es')).toBe(-100);
    expect(centsOf('+2,5', 'fr')).toBe(250);
  });

  it('are read with the other mark where it can only be the decimal one, never losing a value', () => {
    // '12.50' in Spanish cannot be twelve thousand: it is what a person used to a decimal point
    // means; so is '12,5' in English.
    expect(centsOf('12.50', 'es')).toBe(1250);
    expect(centsOf('12.50', 'fr')).toBe(1250);
    expect(centsOf('12,5', 'en')).toBe(1250);
    expect(centsOf('12,50', 'ar')).toBe(1250);
    // Three digits after it are the language's thousands where it writes them so...
    expect(centsOf('1.250', 'es')).toBe(125_000);
    expect(centsOf('1,250', 'en')).toBe(125_000);
    // ...and decimals where it does not (French groups with spaces): too many to be cents.
    expect(centsOf('1.250', 'fr')).toBe(125);
  });

  it('are read in Arabic from the digits of an Arabic keyboard too', () => {
    expect(centsOf('١٢٫٥٠', 'ar')).toBe(1250);
    expect(centsOf('۱۲.۵', 'ar')).toBe(1250);
  });

  it('are shown in the field as the language writes them, and read back the same', () => {
    expect(textOfCents(1250, 'en')).toBe('12.50');
    expect(textOfCents(0, 'en')).toBe('0.00');
    expect(textOfCents(5, 'en')).toBe('0.05');
    expect(textOfCents(1250, 'es')).toBe('12,50');
    expect(textOfCents(123_450, 'fr')).toBe('1234,50');
    expect(textOfCents(1250, 'ar')).toBe('12.50');
    expect(textOfDelta(-100, 'es')).toBe('-1,00');
    expect(textOfDelta(200, 'fr')).toBe('+2,00');
    for (const language of ['en', 'es', 'fr', 'ar'])
      for (const cents of [0, 5, 1250, 123_450, 100_000_00]) {
        expect(centsOf(textOfCents(cents, language), language)).toBe(cents);
        expect(centsOf(textOfDelta(-cents, language), language)).toBe(-cents || 0);
      }
  });
});

describe('prices for reading', () => {
  it('are written in the console language with the currency', () => {
    expect(formatPrice(1250, 'en')).toBe('$12.50');
    expect(formatPrice(1250, 'es')).toBe('12,50\u00a0US$');
    expect(formatPrice(123_450, 'fr')).toBe('1\u202f234,50\u00a0$US');
    // Arabic with Latin digits (the console's choice), right-to-left mark first.
    expect(formatPrice(1250, 'ar')).toBe('\u200f12.50\u00a0US$');
    expect(currencyOf('en')).toEqual({ symbol: '$', isAfter: false });
    expect(currencyOf('es')).toEqual({ symbol: 'US$', isAfter: true });
    expect(currencyOf('fr')).toEqual({ symbol: '$US', isAfter: true });
  });
});
