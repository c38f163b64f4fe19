import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label';

describe('actionLabel', () => {
  it.each([
    ['splash_port_ldpi', { width: 200, height: 320 }, 'Android splash, portrait, ldpi (200 × 320)'],
    [
      'splash_land_xhdpi',
      { width: 1280, height: 720 },
      'Android splash, landscape, xhdpi (1280 × 720)',
    ],
    ['splash_iphone_plus', { width: 1242, height: 2208 }, 'iOS splash, iPhone Plus (1242 × 2208)'],
    ['eatin', { width: 512, height: 512 }, 'Eat in (512 × 512)'],
    ['drivethru', null, 'Drive-thru'],
    ['category-all', { width: 256, height: 256 }, 'All categories (256 × 256)'],
    ['empty-active-orders', { max_size: 2048 }, 'No active orders picture'],
    ['header_logo', { width: 900, height: 200 }, 'Header logo (900 × 200)'],
    ['primary', null, 'Primary'],
    ['icon.png', null, 'Icon'],
    ['splash_watch', null, 'Splash watch'],
  ])('%s reads as %s', (name, file_rules, label) => {
    expect(actionLabel({ name, file_rules })).toBe(label);
  });
});
