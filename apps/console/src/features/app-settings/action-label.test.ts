import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label';

describe('actionLabel', () => {
  it.each([
    ['empty-active-orders', 'Empty active orders'],
    ['splash_port_xhdpi', 'Splash port xhdpi'],
    ['logo', 'Logo'],
    ['category-all', 'Category all'],
    ['icon.png', 'Icon'],
  ])('%s reads as %s', (name, label) => {
    expect(actionLabel(name)).toBe(label);
  });
});
