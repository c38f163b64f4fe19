import { describe, expect, it } from 'vitest';
import { demoMenu, findDemoProduct } from './demo-menu';

describe('demo menu', () => {
  it('is the same for the same business and differs between businesses', () => {
    expect(demoMenu('pizza-palace')).toEqual(demoMenu('pizza-palace'));
    const prices = (slug: string) => demoMenu(slug).flatMap((c) => c.products.map((p) => p.price));
    expect(prices('pizza-palace')).not.toEqual(prices('burger-barn'));
  });

  it('has categories of three products or more with unique ids and positive whole-cent prices', () => {
    const menu = demoMenu('sushi-corner');
    expect(menu.length).toBeGreaterThanOrEqual(3);
    const ids = menu.flatMap((c) => c.products.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const category of menu) {
      expect(category.products.length).toBeGreaterThanOrEqual(3);
      for (const p of category.products) {
        expect(Number.isInteger(p.price)).toBe(true);
        expect(p.price).toBeGreaterThan(0);
      }
    }
  });

  it('finds a product by id and nothing for an unknown id', () => {
    const first = demoMenu('taco-fiesta')[0]?.products[0];
    expect(findDemoProduct('taco-fiesta', first?.id ?? '')).toEqual(first);
    expect(findDemoProduct('taco-fiesta', 'p99')).toBeUndefined();
  });
});
