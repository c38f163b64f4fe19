import { describe, expect, it } from 'vitest';
import type { TMenuProduct } from './menu.schema';
import { priceLine } from './menu-pricing';

const PIZZA: TMenuProduct = {
  id: 1,
  name: 'Margherita',
  description: '',
  price: 900,
  image: null,
  available: true,
  option_groups: [
    {
      id: 10,
      name: 'Size',
      min_choices: 1,
      max_choices: 1,
      options: [
        { id: 100, name: 'Small', price_delta: -100 },
        { id: 101, name: 'Large', price_delta: 300 },
      ],
    },
    {
      id: 11,
      name: 'Extras',
      min_choices: 0,
      max_choices: 2,
      options: [
        { id: 110, name: 'Cheese', price_delta: 150 },
        { id: 111, name: 'Olives', price_delta: 50 },
        { id: 112, name: 'Basil', price_delta: 0 },
      ],
    },
  ],
};

describe('priceLine', () => {
  it('adds the chosen options to the price and multiplies by the quantity', () => {
    expect(priceLine(PIZZA, [101, 110, 111], 2)).toEqual({
      ok: true,
      line: {
        unit_price: 900 + 300 + 150 + 50,
        total: 2 * 1400,
        options: [
          { id: 101, name: 'Large', price_delta: 300 },
          { id: 110, name: 'Cheese', price_delta: 150 },
          { id: 111, name: 'Olives', price_delta: 50 },
        ],
      },
    });
  });

  it('lists the options in the menu’s order, whatever order they were chosen in, once each', () => {
    const result = priceLine(PIZZA, [111, 100, 111, 110], 1);
    expect(result.ok && result.line.options.map((o) => o.id)).toEqual([100, 110, 111]);
    expect(result.ok && result.line.unit_price).toBe(900 - 100 + 150 + 50);
  });

  it('takes a negative price change off, never below zero', () => {
    const cheap = { ...PIZZA, price: 50 };
    expect(priceLine(cheap, [100], 3)).toEqual({
      ok: true,
      line: { unit_price: 0, total: 0, options: [PIZZA.option_groups[0]?.options[0]] },
    });
  });

  it('prices a product without options at its price', () => {
    const water = { ...PIZZA, name: 'Water', price: 250, option_groups: [] };
    expect(priceLine(water, [], 4)).toEqual({
      ok: true,
      line: { unit_price: 250, total: 1000, options: [] },
    });
  });

  it('asks for the minimum and refuses more than the maximum', () => {
    expect(priceLine(PIZZA, [], 1)).toEqual({ ok: false, problems: ['Choose 1 for Size.'] });
    expect(priceLine(PIZZA, [100, 101], 1)).toEqual({
      ok: false,
      problems: ['Choose at most 1 for Size.'],
    });
    expect(priceLine(PIZZA, [100, 110, 111, 112], 1)).toEqual({
      ok: false,
      problems: ['Choose at most 2 for Extras.'],
    });
    const sauces = {
      ...PIZZA,
      option_groups: [
        { ...(PIZZA.option_groups[1] as TMenuProduct['option_groups'][number]), min_choices: 1 },
      ],
    };
    expect(priceLine(sauces, [], 1)).toEqual({
      ok: false,
      problems: ['Choose at least 1 for Extras.'],
    });
  });

  it('refuses an option that is not the product’s', () => {
    expect(priceLine(PIZZA, [100, 999], 1)).toEqual({
      ok: false,
      problems: ["An option chosen is not one of Margherita's options."],
    });
  });

  it('refuses a sold-out product and a quantity out of range, with every problem', () => {
    const soldOut = { ...PIZZA, available: false };
    expect(priceLine(soldOut, [100], 1)).toEqual({
      ok: false,
      problems: ['Margherita is sold out.'],
    });
    for (const quantity of [0, -1, 1.5, 100, Number.NaN])
      expect(priceLine(PIZZA, [100], quantity)).toEqual({
        ok: false,
        problems: ['Choose a quantity from 1 to 99.'],
      });
    expect(priceLine(soldOut, [7], 0)).toEqual({
      ok: false,
      problems: [
        'Margherita is sold out.',
        'Choose a quantity from 1 to 99.',
        'Choose 1 for Size.',
        "An option chosen is not one of Margherita's options.",
      ],
    });
    expect(priceLine(PIZZA, [100], 99)).toMatchObject({ ok: true, line: { total: 99 * 800 } });
  });
});
