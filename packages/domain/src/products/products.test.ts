import { describe, expect, it } from 'vitest';
import {
  appHasAdvancedTab,
  PRODUCT_CODES,
  PRODUCT_SLUGS,
  productCodeForSlug,
  productViewFor,
  webModeFor,
} from './products';

describe('products', () => {
  it('gives every code a distinct slug that maps back', () => {
    const slugs = PRODUCT_CODES.map((c) => PRODUCT_SLUGS[c]);
    expect(new Set(slugs).size).toBe(PRODUCT_CODES.length);
    for (const code of PRODUCT_CODES) expect(productCodeForSlug(PRODUCT_SLUGS[code])).toBe(code);
    expect(productCodeForSlug('nope')).toBeUndefined();
  });
  it('picks the view by the words in the code', () => {
    expect(productViewFor('web_ordering')).toBe('web');
    expect(productViewFor('app_driver_x')).toBe('app');
    expect(productViewFor('kiosk')).toBe('unknown');
  });
  it('gives the Advanced tab to the kiosk and franchises apps only', () => {
    expect(PRODUCT_CODES.filter(appHasAdvancedTab)).toEqual(['app_kiosk_x', 'app_franchises_x']);
  });
  it('knows the web modes', () => {
    expect(webModeFor('web_ordering')).toBe('website');
    expect(webModeFor('web_franchise')).toBe('franchise');
    expect(webModeFor('web_dashboard')).toBe('dashboard');
  });
});
