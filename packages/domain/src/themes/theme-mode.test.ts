import { describe, expect, it } from 'vitest';
import { PRODUCT_CODES } from '../products/products';
import {
  advancedImageLeavesFor,
  advancedLeavesFor,
  hasAdvancedTab,
  isSquareLeaf,
  modeFlagsFor,
} from './theme-mode';

const HOMEPAGE_IMAGE =
  'my_products.components.images.components.homepage_background.components.image';
const FAVICON = 'general.components.favicon.components.image';

describe('modeFlagsFor', () => {
  it('gives websites the website or franchise mode by site kind or product code', () => {
    const website = { isApp: false, isKiosk: false, isFranchise: false };
    expect(modeFlagsFor('ordering')).toEqual(website);
    expect(modeFlagsFor('web_ordering')).toEqual(website);
    expect(modeFlagsFor('dashboard')).toEqual(website);
    expect(modeFlagsFor('franchise')).toEqual({ ...website, isFranchise: true });
    expect(modeFlagsFor('web_franchise')).toEqual({ ...website, isFranchise: true });
  });

  it('puts the kiosk app in kiosk mode and the franchises app in franchise app mode', () => {
    expect(modeFlagsFor('app_kiosk_x')).toEqual({ isApp: true, isKiosk: true, isFranchise: false });
    expect(modeFlagsFor('app_franchises_x')).toEqual({
      isApp: true,
      isKiosk: false,
      isFranchise: true,
    });
    expect(modeFlagsFor('app_customer_x')).toEqual({
      isApp: true,
      isKiosk: false,
      isFranchise: false,
    });
  });
});

describe('hasAdvancedTab', () => {
  it('is every website but the dashboard, and the kiosk and franchises apps', () => {
    expect(PRODUCT_CODES.filter(hasAdvancedTab)).toEqual([
      'web_ordering',
      'web_franchise',
      'app_kiosk_x',
      'app_franchises_x',
    ]);
    expect(hasAdvancedTab('ordering')).toBe(true);
    expect(hasAdvancedTab('franchise')).toBe(true);
    expect(hasAdvancedTab('dashboard')).toBe(false);
  });
});

describe('advancedLeavesFor', () => {
  it('gives products without an Advanced tab nothing to change', () => {
    expect(advancedLeavesFor('dashboard').size).toBe(0);
    expect(advancedLeavesFor('app_customer_x').size).toBe(0);
  });

  it('gives the kiosk only its homepage image, and the franchises app no disabled leaf', () => {
    expect([...advancedLeavesFor('app_kiosk_x').keys()]).toEqual([HOMEPAGE_IMAGE]);
    const franchises = advancedLeavesFor('app_franchises_x');
    expect(franchises.has(HOMEPAGE_IMAGE)).toBe(true);
    expect(franchises.has('header.components.cart.components.discount_coupon.hidden')).toBe(false);
    expect(franchises.has('business_listing_view.components.business.components.logo.hidden')).toBe(
      false,
    );
    expect(franchises.has('business_view.components.categories.components.show_first.hidden')).toBe(
      true,
    );
    expect(advancedLeavesFor('ordering').has(HOMEPAGE_IMAGE)).toBe(false);
  });

  it('lists the image leaves an upload may target, square where the recommended size is', () => {
    const images = advancedImageLeavesFor('ordering');
    expect([...images.values()].every((leaf) => leaf.kind === 'image')).toBe(true);
    expect(images.has('general.components.buttons.color')).toBe(false);
    expect(isSquareLeaf(images.get(FAVICON) as never)).toBe(true);
    expect(
      isSquareLeaf(images.get('business_view.components.header.components.dummy_image') as never),
    ).toBe(false);
    expect([...advancedImageLeavesFor('app_kiosk_x').keys()]).toEqual([HOMEPAGE_IMAGE]);
    expect(advancedImageLeavesFor('web_dashboard').size).toBe(0);
  });
});
