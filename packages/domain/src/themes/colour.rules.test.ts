import { describe, expect, it } from 'vitest';
import {
  colourOr,
  contrastRatio,
  DEFAULT_COLOR,
  DEFAULT_PAGE_BACKGROUND,
  darker,
  HEX_COLOUR_PATTERN,
  hexToRgb,
  isHexColour,
  readableOn,
  readableTint,
  relativeLuminance,
  rgbToHex,
} from './colour.rules';
import { ZHexColor } from './colour.schema';

describe('the colour rule', () => {
  it('takes # and six hex digits, in either case, and nothing else', () => {
    for (const ok of ['#2C7BE5', '#2c7be5', '#000000', '#FFFFFF']) {
      expect(HEX_COLOUR_PATTERN.test(ok)).toBe(true);
      expect(isHexColour(ok)).toBe(true);
      expect(ZHexColor.safeParse(ok).success).toBe(true);
    }
    for (const bad of [
      '2C7BE5',
      '#2C7BE',
      '#2C7BE5F',
      '#GGGGGG',
      'blue',
      '',
      ' #2C7BE5',
      42,
      null,
    ]) {
      expect(isHexColour(bad)).toBe(false);
      expect(ZHexColor.safeParse(bad).success).toBe(false);
    }
    expect(ZHexColor.safeParse('blue').error?.issues[0]?.message).toBe(
      'The colour must look like #2C7BE5',
    );
  });

  it('has the defaults the pickers show, both colours by the rule', () => {
    expect(DEFAULT_COLOR).toBe('#2C7BE5');
    expect(DEFAULT_PAGE_BACKGROUND).toBe('#FFFFFF');
    expect([DEFAULT_COLOR, DEFAULT_PAGE_BACKGROUND].every(isHexColour)).toBe(true);
  });

  it('keeps a colour in upper case, or falls back when the value is not one', () => {
    expect(colourOr('#2c7be5', '#FFFFFF')).toBe('#2C7BE5');
    expect(colourOr('red', DEFAULT_COLOR)).toBe(DEFAULT_COLOR);
    expect(colourOr(undefined, DEFAULT_COLOR)).toBe(DEFAULT_COLOR);
  });
});

describe('the colour maths', () => {
  it('converts between #RRGGBB and channels, rounding and clamping', () => {
    expect(hexToRgb('#2C7BE5')).toEqual([44, 123, 229]);
    expect(hexToRgb('#2c7be5')).toEqual([44, 123, 229]);
    expect(rgbToHex([44, 123, 229])).toBe('#2C7BE5');
    expect(rgbToHex([0.4, 254.6, 300])).toBe('#00FFFF');
    expect(rgbToHex([-3, 9, 16])).toBe('#000910');
  });

  it('darkens each channel by a fifth, or by what it is told', () => {
    expect(darker('#2C7BE5')).toBe('#2362B7');
    expect(darker('#FFFFFF')).toBe('#CCCCCC');
    expect(darker('#000000')).toBe('#000000');
    expect(darker('#FFFFFF', 0.5)).toBe('#808080');
  });

  it('measures WCAG relative luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBeCloseTo(1, 10);
    expect(relativeLuminance('#111111')).toBeCloseTo(0.0056, 4);
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 10);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 10);
    expect(contrastRatio('#2C7BE5', '#2C7BE5')).toBe(1);
    // The demo's primary colour is below AA's 4.5:1 under white text.
    expect(contrastRatio('#FFFFFF', DEFAULT_COLOR)).toBeCloseTo(4.14, 2);
  });

  it('picks white or the dark ink, whichever contrasts more', () => {
    expect(readableOn('#FFFFFF')).toBe('#000000');
    expect(readableOn('#000000')).toBe('#FFFFFF');
    expect(readableOn('#2C7BE5')).toBe('#000000');
    expect(readableOn('#1A3D6E')).toBe('#FFFFFF');
    expect(readableOn('#2C7BE5', '#111111')).toBe('#111111');
    expect(readableOn('#1A3D6E', '#111111')).toBe('#FFFFFF');
  });

  it('tints a colour towards black or white until it reads as text on the background', () => {
    expect(readableTint('#2C7BE5', '#FFFFFF')).toBe('#2A75DA');
    expect(contrastRatio(readableTint('#2C7BE5', '#FFFFFF'), '#FFFFFF')).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(readableTint('#1A3D6E', '#FFFFFF')).toBe('#1A3D6E');
    const onDark = readableTint('#2C7BE5', '#000000');
    expect(contrastRatio(onDark, '#000000')).toBeGreaterThanOrEqual(4.5);
    // A background no colour reaches 4.5:1 on gets plain black or white.
    expect(readableTint('#808080', '#767676')).toBe('#000000');
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
});
