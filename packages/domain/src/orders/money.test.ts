import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('money', () => {
  it("is written as the website writes it when no language is asked for, else in that language's way", () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(1250, 'es')).toBe('12,50\u00a0US$');
    expect(formatMoney(123_450, 'fr')).toBe('1\u202f234,50\u00a0$US');
    expect(formatMoney(1250, 'ar-u-nu-latn')).toBe('\u200f12.50\u00a0US$');
    // Asking for another language leaves the website's as it was.
    expect(formatMoney(-250)).toBe('-$2.50');
  });
});
