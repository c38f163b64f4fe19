import { describe, expect, it } from 'vitest';
import { isTextLengthValid, stripWhitespace } from './text.rules';

describe('stripWhitespace', () => {
  it('removes spaces, tabs and newlines everywhere', () => {
    expect(stripWhitespace('  ab c\td\ne \u00a0f ')).toBe('abcdef');
    expect(stripWhitespace('   ')).toBe('');
  });
});

describe('isTextLengthValid', () => {
  it('accepts 1 to 255 characters', () => {
    expect(isTextLengthValid('')).toBe(false);
    expect(isTextLengthValid('a')).toBe(true);
    expect(isTextLengthValid('a'.repeat(255))).toBe(true);
    expect(isTextLengthValid('a'.repeat(256))).toBe(false);
  });
});
