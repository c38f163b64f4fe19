import { describe, expect, it } from 'vitest';
import { DEMO_MENUS } from './demo-menus';
import { lookOf, PRODUCT_LOOKS } from './demo-product-looks';
import { LOOKS } from './product-pictures';

const categories = Object.values(DEMO_MENUS).flatMap(({ menu }) => menu);
const productNames = new Set(categories.flatMap((c) => c.products.map(([name]) => name)));

describe('the demo products’ looks', () => {
  it('names only products of the demo menus', () => {
    expect(Object.keys(PRODUCT_LOOKS).filter((name) => !productNames.has(name))).toEqual([]);
  });

  it('shows every look on some product, so none is drawn for nothing', () => {
    const shown = new Set(categories.flatMap((c) => c.products.map(([n]) => lookOf(c, n))));
    expect(Object.keys(LOOKS).filter((look) => !shown.has(look as keyof typeof LOOKS))).toEqual([]);
  });

  it('takes the category’s look unless the product has its own, or none', () => {
    const pizzas = categories.find((c) => c.category === 'Pizzas');
    const sides = categories.find((c) => c.category === 'Sides' && c.look === 'bread');
    if (!pizzas || !sides) throw new Error('the demo pizza menu changed');
    expect(lookOf(pizzas, 'Margherita')).toBe('pizza');
    expect(lookOf(sides, 'Garlic bread')).toBe('bread');
    expect(lookOf(sides, 'Caesar salad')).toBe('salad');
    expect(lookOf(sides, 'Sparkling water')).toBeNull();
  });

  it('draws no text: the card names the product, and a screen reader cannot read a picture', () => {
    for (const [name, look] of Object.entries(LOOKS))
      expect(look.draw(), name).not.toMatch(/<text/);
  });
});
