import { describe, expect, it } from 'vitest';
import type { TMenu, TMenuProduct } from './menu.schema';
import { formatMenuCsv, parseMenuCsv } from './menu-csv';
import { importedProduct, matchMenuImport, summariseImport } from './menu-csv-changes';

let nextId = 1;
const product = (name: string, over: Partial<TMenuProduct> = {}): TMenuProduct => ({
  id: nextId++,
  name,
  description: '',
  price: 100,
  image: null,
  available: true,
  option_groups: [],
  ...over,
});

const MENU: TMenu = {
  business_id: 1,
  categories: [
    {
      id: 10,
      name: 'Pizzas',
      products: [
        product('Margherita', {
          description: 'Tomato.',
          option_groups: [
            {
              id: 1,
              name: 'Size',
              min_choices: 1,
              max_choices: 1,
              options: [{ id: 1, name: 'Small', price_delta: 0 }],
            },
          ],
        }),
        product('Calzone'),
        product('Calzone', { price: 200 }),
      ],
    },
    { id: 11, name: 'Drinks', products: [product('Water'), product('Cola')] },
    { id: 12, name: 'Old', products: [product('Gone')] },
  ],
};

const importOf = (text: string) => {
  const file = parseMenuCsv(text);
  if ('refusal' in file) throw new Error(file.refusal);
  const match = matchMenuImport(MENU, file);
  return { file, match, summary: summariseImport(MENU, file, match, file.problems) };
};

describe('what importing a menu file does', () => {
  it('changes nothing for the file of the menu itself', () => {
    const { summary, match } = importOf(formatMenuCsv(MENU));
    expect(summary).toEqual({
      added: { categories: [], products: [] },
      changed: { categories: [], products: [] },
      removed: { categories: [], products: [] },
      unchanged: 6,
      reordered: false,
    });
    // Each product matched its own: the two Calzones in order.
    expect(match.products.map((p) => p.current?.id)).toEqual(
      MENU.categories.flatMap((c) => c.products.map((p) => p.id)),
    );
  });

  it('matches by category and product name whatever the case, and says what it adds, changes and removes', () => {
    const { summary, match } = importOf(
      [
        'category,product,description,price,option_groups',
        'PIZZAS,margherita,Tomato.,1.00,Size (1-1): Small +0.00',
        'pizzas,Calzone,,1.50,',
        'Pizzas,Diavola,,9.00,',
        'drinks,Water,,1.00,',
        'Desserts,Tiramisu,,5.00,',
      ].join('\n'),
    );
    expect(summary).toEqual({
      added: {
        categories: [{ line: 6, name: 'Desserts' }],
        products: [
          { line: 4, category: 'PIZZAS', name: 'Diavola' },
          { line: 6, category: 'Desserts', name: 'Tiramisu' },
        ],
      },
      changed: {
        categories: [
          { line: 2, name: 'PIZZAS', was: 'Pizzas' },
          { line: 5, name: 'drinks', was: 'Drinks' },
        ],
        products: [
          { line: 2, category: 'PIZZAS', name: 'margherita', fields: ['name'] },
          { line: 3, category: 'PIZZAS', name: 'Calzone', fields: ['price'] },
        ],
      },
      removed: {
        categories: [{ name: 'Old' }],
        products: [
          { category: 'Pizzas', name: 'Calzone' },
          { category: 'Drinks', name: 'Cola' },
          { category: 'Old', name: 'Gone' },
        ],
      },
      unchanged: 1,
      reordered: false,
    });
    // The first Calzone of the file is the first of the menu; the second of the menu goes.
    expect(match.products[1]?.current?.id).toBe(MENU.categories[0]?.products[1]?.id);
  });

  it('keeps what a matched product has for a column the file does not have', () => {
    const { summary, match, file } = importOf(
      'category,product,price\nPizzas,Margherita,1.00\nPizzas,New,2.00\n',
    );
    expect(summary.changed.products).toEqual([]);
    const [margherita, added] = match.products;
    const fields = margherita?.file.fields;
    if (!fields || !added?.file.fields) throw new Error('both lines are valid');
    expect(importedProduct(fields, margherita.current, file.columns)).toMatchObject({
      description: 'Tomato.',
      option_groups: MENU.categories[0]?.products[0]?.option_groups,
    });
    // A new product takes the defaults.
    expect(importedProduct(added.file.fields, null, file.columns)).toMatchObject({
      description: '',
      option_groups: [],
    });
  });

  it('says when the categories or the products come in another order or category', () => {
    const menuLines = formatMenuCsv(MENU).trim().split('\r\n');
    const [header = '', ...lines] = menuLines;
    const reordered = (rows: string[]) => importOf([header, ...rows].join('\n')).summary.reordered;
    expect(reordered(lines)).toBe(false);
    expect(reordered([...lines.slice(3), ...lines.slice(0, 3)])).toBe(true);
    expect(reordered([lines[1] ?? '', lines[0] ?? '', ...lines.slice(2)])).toBe(true);
    // Removing and adding products leaves the others' order as it was.
    expect(reordered([lines[0] ?? '', 'Pizzas,New,,1.00,yes,,', ...lines.slice(2, 5)])).toBe(false);
  });

  it('lists a line with a problem as neither added nor changed, nor its product as removed', () => {
    const { summary } = importOf(
      formatMenuCsv(MENU).replace('Pizzas,Margherita,Tomato.,1.00', 'Pizzas,Margherita,Tomato.,x'),
    );
    expect(summary.changed.products).toEqual([]);
    expect(summary.removed.products).toEqual([]);
    expect(summary.unchanged).toBe(5);
    // So is a line with a problem the server found.
    const file = parseMenuCsv(formatMenuCsv(MENU));
    if ('refusal' in file) throw new Error(file.refusal);
    const match = matchMenuImport(MENU, file);
    const found = [{ line: 2, place: 'image', problem: 'Not ours.' }];
    expect(summariseImport(MENU, file, match, found).unchanged).toBe(5);
  });
});
