import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, readableTint } from './theme-view';

describe('colours the website computes for contrast', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('picks black or white text for a background', () => {
    expect(readableOn('#FFFFFF')).toBe('#000000');
    expect(readableOn('#123456')).toBe('#FFFFFF');
  });

  it.each([
    ['#2C7BE5', '#FFFFFF'],
    ['#FFEE00', '#FFFFFF'],
    ['#2C7BE5', '#000000'],
    ['#123456', '#10202F'],
    ['#FF0000', '#777777'],
  ])('tints %s until it reads as text on %s (AA)', (colour, background) => {
    expect(contrastRatio(readableTint(colour, background), background)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps a colour that already reads well', () => {
    expect(readableTint('#123456', '#FFFFFF')).toBe('#123456');
  });
});
