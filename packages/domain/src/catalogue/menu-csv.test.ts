import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '../messages/messages';
import { MENU_MESSAGES as M, type TMenu, type TMenuProduct } from './menu.schema';
import { parseMenuCsv, type TMenuCsv } from './menu-csv';
import { listProblems } from './menu-csv-problems';

const HEADER = 'category,product,description,price,available,image,option_groups';
const UPLOAD = `/files/ab/${'c'.repeat(64)}.png`;

const product = (over: Partial<TMenuProduct> = {}): TMenuProduct => ({
  id: 1,
  name: 'Margherita',
  description: '',
  price: 950,
  image: null,
  available: true,
  option_groups: [],
  ...over,
});

/** The menu a parse gives, as a menu without ids: what a round trip must keep. */
const menuOf = (read: ReturnType<typeof parseMenuCsv>) => {
  if ('refusal' in read) throw new Error(read.refusal);
  return read.categories.map((c) => ({
    name: c.name,
    products: c.products.map((p) => p.fields),
  }));
};

const withoutIds = (menu: TMenu) =>
  menu.categories.map((c) => ({
    name: c.name,
    products: c.products.map(({ id: _, option_groups, ...p }) => ({
      ...p,
      option_groups: option_groups.map(({ id: _g, options, ...g }) => ({
        ...g,
        options: options.map(({ id: _o, ...o }) => o),
      })),
    })),
  }));

const read = (text: string) => {
  const result = parseMenuCsv(text);
  if ('refusal' in result) throw new Error(result.refusal);
  return result;
};
const errorsOf = (text: string) => listProblems(read(text).problems);
const cell = (line: number, place: string, problem: string) =>
  formatMessage('MENU_CSV_CELL', { line, place, problem });

describe('writing a menu file', () => {
  it('writes a UTF-8 mark, the header and one line per product, with CRLF', async () => {
    const { formatMenuCsv } = await import('./menu-csv');
    const menu: TMenu = {
      business_id: 1,
      categories: [
        {
          id: 1,
          name: 'Pizzas',
          products: [
            product({
              description: 'Tomato, mozzarella.\nBaked "hot".',
              image: UPLOAD,
              option_groups: [
                {
                  id: 1,
                  name: 'Size',
                  min_choices: 1,
                  max_choices: 1,
                  options: [
                    { id: 1, name: 'Small', price_delta: -100 },
                    { id: 2, name: 'Large', price_delta: 200 },
                  ],
                },
              ],
            }),
            product({ name: '=HYPERLINK("x")', price: 5, available: false }),
          ],
        },
        { id: 2, name: 'Empty', products: [] },
      ],
    };
    expect(formatMenuCsv(menu)).toBe(
      `\uFEFF${HEADER}\r\n` +
        `Pizzas,Margherita,"Tomato, mozzarella.\nBaked ""hot"".",9.50,yes,${UPLOAD},Size (1-1): Small -1.00 | Large +2.00\r\n` +
        `Pizzas,"'=HYPERLINK(""x"")",,0.05,no,,\r\n` +
        'Empty,,,,,,\r\n',
    );
  });
});

describe('reading a menu file', () => {
  it('reads back exactly what it writes, whatever the names hold', async () => {
    const { formatMenuCsv } = await import('./menu-csv');
    const text = fc
      .stringMatching(/^[a-zA-Z0-9 ;|:()\\+\-.,'"\n\r\t=@é😀]{1,12}$/u)
      .map((s) => s.trim())
      .filter((s) => s.length > 0);
    const option = fc.record({ id: fc.constant(1), name: text, price_delta: fc.integer() });
    const group = fc.record({
      id: fc.constant(1),
      name: text,
      min_choices: fc.constant(0),
      max_choices: fc.constant(1),
      options: fc.array(option, { minLength: 1, maxLength: 3 }),
    });
    const products = fc.array(
      fc.record({
        id: fc.constant(1),
        name: text,
        description: fc.oneof(fc.constant(''), text),
        price: fc.integer({ min: 0, max: 100_000_00 }),
        image: fc.constantFrom(null, UPLOAD, 'https://cdn.example.com/a,b.png'),
        available: fc.boolean(),
        option_groups: fc.array(group, { maxLength: 2 }),
      }),
      { maxLength: 3 },
    );
    // Categories are told apart by name whatever the case, so the names differ in lower case.
    const categories = fc.uniqueArray(fc.record({ id: fc.constant(1), name: text, products }), {
      minLength: 1,
      maxLength: 3,
      selector: (c) => c.name.toLowerCase(),
    });
    fc.assert(
      fc.property(categories, (list) => {
        const menu: TMenu = {
          business_id: 1,
          categories: list.map((c) => ({
            ...c,
            products: c.products.map((p) => ({
              ...p,
              option_groups: p.option_groups.map((g) => ({
                ...g,
                options: g.options.map((o) => ({ ...o, price_delta: o.price_delta % 100_000_00 })),
              })),
            })),
          })),
        };
        const back = read(formatMenuCsv(menu));
        expect(back.problems).toEqual([]);
        expect(menuOf(back)).toEqual(withoutIds(menu));
      }),
      { numRuns: 300 },
    );
  });

  it('reads the columns in any order and any case, and knows which the file has', () => {
    const result = read('PRICE, Product ,Category\n12.50,Margherita,Pizzas\n');
    expect(result.columns).toEqual(['category', 'product', 'price']);
    expect(menuOf(result)).toEqual([
      {
        name: 'Pizzas',
        products: [
          {
            name: 'Margherita',
            description: '',
            price: 1250,
            image: null,
            available: true,
            option_groups: [],
          },
        ],
      },
    ]);
  });

  it('orders categories by their first line and products by their lines, names trimmed', () => {
    const result = read(
      'category,product,price\nPizzas,Margherita,1\n Drinks ,Water,1\npizzas,Calzone,1\nDesserts,,\nDRINKS, Cola ,1\n',
    );
    expect(result.categories.map((c) => [c.line, c.name, c.products.map((p) => p.name)])).toEqual([
      [2, 'Pizzas', ['Margherita', 'Calzone']],
      [3, 'Drinks', ['Water', 'Cola']],
      [5, 'Desserts', []],
    ]);
  });

  it('refuses a file that is not a menu, naming the columns', () => {
    const refusal = (text: string) => {
      const result = parseMenuCsv(text);
      return 'refusal' in result ? result.refusal : null;
    };
    const expected =
      'A menu CSV has the columns category, product, price and, if wanted, description, available, image, option_groups.';
    expect(refusal('category,name,cost,colour\nPizzas,Margherita,1,red\n')).toBe(
      formatMessage('MENU_CSV_NOT_A_MENU', {
        details: `the columns "product" and "price" are missing; the columns "name", "cost" and "colour" are unknown. ${expected}`,
      }),
    );
    expect(refusal('category,product,price,Price\n')).toBe(
      formatMessage('MENU_CSV_NOT_A_MENU', {
        details: `the column "price" is there twice. ${expected}`,
      }),
    );
    expect(refusal('\u0089PNG\r\n\u001a\n\u0000\u0000')).toMatch(/^This file is not a menu CSV: /);
    expect(refusal('{"categories": []}')).toMatch(/^This file is not a menu CSV: /);
    expect(refusal('a,b,c,d,e,f,g,h\n')).toMatch(/the columns "a", "b", "c", "d", "e" and 3 more/);
    expect(refusal('')).toBe(MESSAGES.MENU_CSV_EMPTY);
    expect(refusal('\uFEFF \r\n')).toBe(MESSAGES.MENU_CSV_EMPTY);
    expect(refusal(`${HEADER}\r\n`)).toBe(MESSAGES.MENU_CSV_NO_PRODUCTS);
    expect(refusal(`${HEADER}\r\n,,,,,,\r\n\r\n`)).toBe(MESSAGES.MENU_CSV_NO_PRODUCTS);
  });

  it('refuses more than 10,000 products', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `C${i % 20},P${i},1`);
    const at = (n: number) => parseMenuCsv(['category,product,price', ...lines(n)].join('\n'));
    expect('refusal' in at(10_000)).toBe(false);
    expect(at(10_001)).toEqual({ refusal: MESSAGES.MENU_CSV_TOO_MANY_PRODUCTS });
  });

  it('reads a semicolon or tab file, as a spreadsheet writing decimal commas saves it', () => {
    for (const d of [';', '\t']) {
      const result = read(
        `${['category', 'product', 'price'].join(d)}\nPizzas${d}Margherita${d}12,50\n`,
      );
      expect(result.problems).toEqual([]);
      expect(result.categories[0]?.products[0]?.fields?.price).toBe(1250);
    }
  });

  it('takes away the quote an export put before a formula, and only that one', () => {
    const result = read(
      "category,product,description,price\n'=Pizzas,'+Margherita,''@x,1\n'Quoted,'Not a formula,',1\n",
    );
    expect(result.categories.map((c) => c.name)).toEqual(['=Pizzas', "'Quoted"]);
    expect(result.categories[0]?.products[0]?.fields).toMatchObject({
      name: '+Margherita',
      description: "'@x",
    });
    expect(result.categories[1]?.products[0]?.fields?.name).toBe("'Not a formula");
  });

  it('allows a column with no name while its cells are empty', () => {
    expect(read('category,product,price,,\nPizzas,Margherita,1,,\n').problems).toEqual([]);
    expect(
      errorsOf('category,product,price,\nPizzas,Margherita,1,x\nPizzas,Calzone,1,,y\n'),
    ).toEqual([
      formatMessage('MENU_CSV_LINE', { line: 2, problem: MESSAGES.MENU_CSV_EXTRA_CELLS }),
      formatMessage('MENU_CSV_LINE', { line: 3, problem: MESSAGES.MENU_CSV_EXTRA_CELLS }),
    ]);
  });
});

describe('the problems of a menu file', () => {
  it('lists every problem of every line with the menu’s own messages', () => {
    const text = [
      HEADER,
      'Pizzas,Margherita,,12.505,yes,,',
      ',Calzone,,-1,maybe,ftp://x.test/a.png,',
      `Pizzas,${'x'.repeat(121)},,abc,,,`,
      'Pizzas,Diavola,,100000.01,,,Size (3-2): Small +0.00; Extras (0-1): Cheese +1x; Broken',
    ].join('\n');
    expect(errorsOf(text)).toEqual([
      cell(2, 'price "12.505"', M.priceDecimals),
      cell(3, 'category ""', M.categoryName),
      cell(3, 'price "-1"', M.priceBelowZero),
      cell(3, 'image "ftp://x.test/a.png"', M.image),
      cell(3, 'available "maybe"', M.available),
      cell(4, `product "${'x'.repeat(39)}…"`, M.productName),
      cell(4, 'price "abc"', M.priceNumber),
      cell(5, 'option group "Broken"', MESSAGES.MENU_CSV_GROUP_SYNTAX),
      cell(5, 'price "100000.01"', M.priceTooHigh),
      cell(5, 'option group "Size"', M.minOverMax),
      cell(5, 'option group "Size"', M.maxOverOptions),
      cell(5, 'option group "Extras", option "Cheese"', M.priceNumber),
    ]);
    expect(errorsOf(text)[0]).toBe('Line 2, price "12.505": Use at most two decimals.');
  });

  it('numbers lines as a spreadsheet does: a cell with line breaks stays on its line', () => {
    const text = [
      HEADER,
      'Pizzas,Margherita,"Tomato,\nmozzarella,\nbasil.",9.50,,,',
      '',
      'Pizzas,Calzone,,9.999,,,',
    ].join('\r\n');
    // Lines 2 (three lines of text), 3 (empty, skipped but counted), 4.
    expect(errorsOf(text)).toEqual([cell(4, 'price "9.999"', M.priceDecimals)]);
    expect(read(text).categories[0]?.products.map((p) => p.line)).toEqual([2, 4]);
  });

  it('names a line whose quotes are broken, and reads no further into it', () => {
    expect(errorsOf('category,product,price\nPizzas,"Marg"herita,1\n')).toEqual([
      formatMessage('MENU_CSV_LINE', { line: 2, problem: MESSAGES.MENU_CSV_QUOTES }),
    ]);
    expect(errorsOf('category,product,price\nPizzas,Margherita,1\nPizzas,"Calzone,1\n')).toEqual([
      formatMessage('MENU_CSV_LINE', { line: 3, problem: MESSAGES.MENU_CSV_QUOTES }),
    ]);
  });

  it('keeps the menu’s limits: 100 categories, 500 products in a category', () => {
    const categories = Array.from({ length: 101 }, (_, i) => `C${i},P,1`);
    expect(errorsOf(['category,product,price', ...categories].join('\n'))).toEqual([
      cell(102, 'category "C100"', M.categoriesCount),
    ]);
    const products = Array.from({ length: 501 }, (_, i) => `Pizzas,P${i},1`);
    expect(errorsOf(['category,product,price', ...products].join('\n'))).toEqual([
      cell(502, 'product "P500"', M.productsCount),
    ]);
  });

  it('lists the first hundred problems, then counts the rest', () => {
    const lines = Array.from({ length: 130 }, (_, i) => `Pizzas,P${i},x`);
    const errors = errorsOf(['category,product,price', ...lines].join('\n'));
    expect(errors).toHaveLength(101);
    expect(errors[0]).toBe(cell(2, 'price "x"', M.priceNumber));
    expect(errors[100]).toBe(formatMessage('MENU_CSV_MORE_PROBLEMS', { count: 30 }));
  });

  it('marks a product with a problem as not readable, and still matches it by name', () => {
    const result: TMenuCsv = read('category,product,price\nPizzas,Margherita,x\n');
    expect(result.categories[0]?.products).toEqual([{ line: 2, name: 'Margherita', fields: null }]);
  });
});
