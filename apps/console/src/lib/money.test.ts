import { describe, expect, it } from 'vitest';
import { centsOf, currencySymbol, textOfCents } from './money';

describe('amounts as the owner types them', () => {
  it('are whole cents for at most two decimals, without rounding errors', () => {
    expect(centsOf('12.50')).toBe(1250);
    expect(centsOf('12.5')).toBe(1250);
    expect(centsOf('12')).toBe(1200);
    expect(centsOf(' 0.29 ')).toBe(29);
    expect(centsOf('.5')).toBe(50);
    expect(centsOf('3.')).toBe(300);
    expect(centsOf('100000.00')).toBe(100_000_00);
  });

  it('are not whole cents with more decimals, so the domain refuses them', () => {
    expect(centsOf('12.505')).toBe(1250.5);
    expect(Number.isInteger(centsOf('0.001'))).toBe(false);
    // Zeros after the cents change nothing.
    expect(centsOf('12.500')).toBe(1250);
  });

  it('are zero when left empty, negative with a minus, and not a number otherwise', () => {
    expect(centsOf('')).toBe(0);
    expect(centsOf('-2')).toBe(-200);
    for (const text of ['abc', '12,50', '1.2.3', '-', '.', '$12'])
      expect(centsOf(text), text).toBeNaN();
  });

  it('are shown with two decimals, after the currency symbol', () => {
    expect(textOfCents(1250)).toBe('12.50');
    expect(textOfCents(0)).toBe('0.00');
    expect(textOfCents(5)).toBe('0.05');
    expect(currencySymbol('en')).toBe('$');
  });
});
