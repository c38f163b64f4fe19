import { describe, expect, it } from 'vitest';
import { areaOfPage, homeOf, mayOpen } from './page-areas';

describe('which pages each role opens', () => {
  it('places every page in the area of the API routes it calls', () => {
    expect(areaOfPage('/my-products/ordering-website')).toEqual({ area: 'branding' });
    expect(areaOfPage('/my-products/customer-app/settings')).toEqual({ area: 'apps' });
    expect(areaOfPage('/businesses/12/menu')).toEqual({ area: 'businesses' });
    expect(areaOfPage('/businesses/new')).toEqual({ area: 'businesses', wholeProject: true });
    expect(areaOfPage('/activity')).toEqual({ area: 'audit' });
    expect(areaOfPage('/my-products/no-such-product')).toBeNull();
    expect(areaOfPage('/somewhere')).toBeNull();
  });

  it('opens a business manager only their businesses, orders and account', () => {
    const opened = [
      '/businesses',
      '/businesses/3',
      '/businesses/3/menu',
      '/orders',
      '/account',
      '/somewhere',
    ];
    const closed = [
      '/my-products/ordering-website',
      '/my-products/customer-app/settings',
      '/businesses/new',
      '/webhooks',
      '/webhooks/4',
      '/team',
      '/activity',
    ];
    for (const path of opened) expect(mayOpen('business_manager', path), path).toBe(true);
    for (const path of closed) expect(mayOpen('business_manager', path), path).toBe(false);
    for (const path of [...opened, ...closed]) {
      expect(mayOpen('owner', path), path).toBe(true);
      expect(mayOpen('admin', path), path).toBe(true);
    }
  });

  it('starts a business manager on their businesses, the others on their products', () => {
    expect(homeOf('business_manager')).toBe('/businesses');
    expect(homeOf('admin')).toBe('/my-products/ordering-website');
    expect(homeOf('owner')).toBe('/my-products/ordering-website');
  });
});
