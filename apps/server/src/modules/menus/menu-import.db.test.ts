import { MENU_MESSAGES as M, type TMenu } from '@oc/domain/catalogue/menu.schema';
import { MENU_CSV_LIMITS } from '@oc/domain/catalogue/menu-csv.schema';
import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, recordOwnFiles, setupTestApp } from '../../../test/helpers';
import { formOf, menuCsvApi } from './menu-csv.test-support';
import { expectRefused, menuApi, namesOf, PIZZA } from './menus.test-support';

// Importing a menu from a CSV file (docs/product/menus.md#importing). Each test works on a
// business of its own.

const ctx = setupTestApp();
const api = menuApi(ctx);
const csv = menuCsvApi(ctx);
let business: number[] = [];

beforeAll(async () => {
  business = await api.freshBusinessIds();
});
const nth = (i: number) => business[i] as number;
const UPLOAD = `/files/ab/${'c'.repeat(64)}.png`;
const NOT_OURS = `/files/cd/${'e'.repeat(64)}.png`;

/** Pizzas (Margherita with its sizes and extras, Calzone) and Drinks (Water). */
async function buildMenu(businessId: number): Promise<TMenu> {
  const pizzas = await api.addCategory(businessId, 'Pizzas');
  const drinks = await api.addCategory(businessId, 'Drinks');
  await api.addProduct(pizzas.id, PIZZA);
  await api.addProduct(pizzas.id, { name: 'Calzone', price: 1100 });
  await api.addProduct(drinks.id, { name: 'Water', price: 250 });
  return api.menu(businessId);
}

const ids = (menu: TMenu) =>
  Object.fromEntries(menu.categories.flatMap((c) => c.products.map((p) => [p.name, p.id])));

const FILE = [
  'category,product,price,description,option_groups',
  'PIZZAS,Margherita,9.50,"Tomato, mozzarella, basil.","Size (1-1): Small -1.00 | Large +3.00; Extras (0-2): Cheese +1.50 | Olives +0.50 | Basil +0.00"',
  'Pizzas,calzone,12.00,,',
  'Pizzas,Diavola,10.50,Spicy.,Size (1-1): Small +0.00 | Large +2.00',
  'Desserts,Tiramisu,5.00,,',
].join('\r\n');

describe('importing a menu file', () => {
  it('previews what an import adds, changes and removes, and writes nothing', async () => {
    const before = await buildMenu(nth(0));
    expect(await csv.imported(nth(0), FILE, { isDryRun: true })).toEqual({
      dry_run: true,
      added: {
        categories: [{ line: 5, name: 'Desserts' }],
        products: [
          { line: 4, category: 'PIZZAS', name: 'Diavola' },
          { line: 5, category: 'Desserts', name: 'Tiramisu' },
        ],
      },
      changed: {
        categories: [{ line: 2, name: 'PIZZAS', was: 'Pizzas' }],
        products: [{ line: 3, category: 'PIZZAS', name: 'calzone', fields: ['name', 'price'] }],
      },
      removed: {
        categories: [{ name: 'Drinks' }],
        products: [{ category: 'Drinks', name: 'Water' }],
      },
      unchanged: 1,
      reordered: false,
      errors: [],
    });
    expect(await api.menu(nth(0))).toEqual(before);
  });

  it('writes the file’s menu in its order, keeping the ids of what it matched', async () => {
    const before = await buildMenu(nth(1));
    const answer = await csv.imported(nth(1), FILE);
    expect(answer.dry_run).toBe(false);
    expect(answer.added.products).toHaveLength(2);
    const after = await api.menu(nth(1));
    expect(namesOf(after)).toEqual([
      ['PIZZAS', ['Margherita', 'calzone', 'Diavola']],
      ['Desserts', ['Tiramisu']],
    ]);
    // The matched category and products are the same rows; the new ones are new.
    expect(after.categories[0]?.id).toBe(before.categories[0]?.id);
    const [was, now] = [ids(before), ids(after)];
    expect(now.Margherita).toBe(was.Margherita);
    expect(now.calzone).toBe(was.Calzone);
    expect(Object.values(was)).not.toContain(now.Diavola);
    // The Margherita's groups were written as they were, so they kept their ids.
    expect(after.categories[0]?.products[0]).toEqual(before.categories[0]?.products[0]);
    expect(after.categories[0]?.products[1]).toMatchObject({ price: 1200, option_groups: [] });
    expect(after.categories[0]?.products[2]).toMatchObject({
      description: 'Spicy.',
      price: 1050,
      option_groups: [
        {
          name: 'Size',
          min_choices: 1,
          max_choices: 1,
          options: [
            { name: 'Small', price_delta: 0 },
            { name: 'Large', price_delta: 200 },
          ],
        },
      ],
    });
    // What the file does not have is gone.
    expectRefused(await api.call('DELETE', `/menu/products/${was.Water}`), 404, [M.itemNotFound]);
    // Imported again, the same file changes nothing.
    expect(await csv.imported(nth(1), FILE, { isDryRun: true })).toMatchObject({
      added: { categories: [], products: [] },
      changed: { categories: [], products: [] },
      removed: { categories: [], products: [] },
      unchanged: 4,
    });
  });

  it('replaces changed option groups, and keeps what a column the file lacks held', async () => {
    const before = await buildMenu(nth(2));
    await recordOwnFiles(ctx, [UPLOAD]);
    const margherita = before.categories[0]?.products[0];
    await api.updateProduct(margherita?.id ?? 0, { image: UPLOAD, available: false });
    await csv.imported(
      nth(2),
      'category,product,price,option_groups\nPizzas,Margherita,9.50,Size (1-1): Small +0.00 | Large +2.00\nPizzas,Calzone,11.00,\nDrinks,Water,2.50,\n',
    );
    const after = (await api.menu(nth(2))).categories[0]?.products[0];
    expect(after).toMatchObject({
      id: margherita?.id,
      description: PIZZA.description,
      image: UPLOAD,
      available: false,
    });
    expect(after?.option_groups.map((g) => g.name)).toEqual(['Size']);
    expect(after?.option_groups[0]?.id).not.toBe(margherita?.option_groups[0]?.id);
  });

  it('matches names that differ only in case in order, moving a product out of a category it removes', async () => {
    const b = nth(8);
    const upper = await api.addCategory(b, 'Drinks');
    const lower = await api.addCategory(b, 'drinks');
    const first = await api.addProduct(upper.id, { name: 'Water', price: 100 });
    const second = await api.addProduct(lower.id, { name: 'water', price: 200 });
    const answer = await csv.imported(
      b,
      'category,product,price\nDrinks,Water,1.00\nDrinks,water,2.00\n',
    );
    expect(answer.removed).toEqual({ categories: [{ name: 'drinks' }], products: [] });
    expect(answer.reordered).toBe(true);
    const after = await api.menu(b);
    expect(after.categories.map((c) => c.id)).toEqual([upper.id]);
    expect(after.categories[0]?.products.map((p) => [p.id, p.price])).toEqual([
      [first.id, 100],
      [second.id, 200],
    ]);
  });

  it('refuses a file with problems, every line listed, and writes nothing', async () => {
    const before = await buildMenu(nth(3));
    const file = [
      'category,product,description,price,available,image,option_groups',
      'Pizzas,Margherita,"Tomato,',
      'mozzarella.",12.505,yes,,',
      'Pizzas,Calzone,,11.00,maybe,,',
      '',
      'Drinks,Water,,2.50,,,Size (1-1) Small',
      `Drinks,Juice,,3.00,,${NOT_OURS},`,
      'Drinks,Cola,,2.50,,,',
    ].join('\n');
    const listed = [
      'Line 2, price "12.505": Use at most two decimals.',
      `Line 3, available "maybe": ${M.available}`,
      `Line 5, option group "Size (1-1) Small": ${MESSAGES.MENU_CSV_GROUP_SYNTAX}`,
      `Line 6, image "${NOT_OURS.slice(0, 39)}…": ${formatMessage('FILE_NOT_IN_PROJECT', { field: 'this product' })}`,
    ];
    expectRefused(await csv.importFile(nth(3), file), 400, listed);
    expect(await api.menu(nth(3))).toEqual(before);
    const preview = await csv.imported(nth(3), file, { isDryRun: true });
    expect(preview.errors).toEqual(listed);
    // Lines with problems are matched (not removed), but neither added nor changed.
    expect(preview.removed.products).toEqual([]);
    expect(preview.added.categories).toEqual([]);
    expect(preview.unchanged).toBe(0);
    expect(preview.added.products).toEqual([{ line: 7, category: 'Drinks', name: 'Cola' }]);
  });

  it('refuses what is not a menu file, and never fails on its side', async () => {
    const b = nth(4);
    const before = await buildMenu(b);
    const notAMenu = (details: RegExp) => (text: string) =>
      text.startsWith('This file is not a menu CSV: ') && details.test(text);
    const cases: [string | Uint8Array, number, (text: string) => boolean][] = [
      ['', 400, (t) => t === MESSAGES.MENU_CSV_EMPTY],
      ['\uFEFF\r\n', 400, (t) => t === MESSAGES.MENU_CSV_EMPTY],
      ['category,product,price\r\n', 400, (t) => t === MESSAGES.MENU_CSV_NO_PRODUCTS],
      [
        'name,cost\nMargherita,9.50\n',
        400,
        notAMenu(
          /"category", "product" and "price" are missing; the columns "name" and "cost" are unknown/,
        ),
      ],
      [
        Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
        400,
        notAMenu(/UTF-8/),
      ],
      [
        Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0x06, 0, 0x08, 0, 0, 0, 0x21, 0]),
        400,
        notAMenu(/UTF-8/),
      ],
      ['caf\u00e9'.replace('\u00e9', '\u0000'), 400, notAMenu(/UTF-8/)],
      [Uint8Array.from([0x63, 0x61, 0x74, 0xe9, 0x2c]), 400, notAMenu(/UTF-8/)],
      ['"category,product,price\nx', 400, notAMenu(/missing/)],
      ['{"categories": []}', 400, notAMenu(/unknown/)],
    ];
    for (const [file, status, isExpected] of cases) {
      for (const isDryRun of [true, false]) {
        const response = await csv.importFile(b, file, { isDryRun });
        expect(response.statusCode, response.body).toBe(status);
        const [message = ''] = response.json().result as string[];
        expect(isExpected(message), message).toBe(true);
      }
    }
    expect(await api.menu(b)).toEqual(before);
  });

  it('takes one file, in the field "file", and only as multipart/form-data', async () => {
    const b = nth(5);
    const send = (payload: string | Buffer, contentType: string, query = '') =>
      ctx.t.app.inject({
        method: 'POST',
        url: `/api/businesses/${b}/menu/import${query}`,
        headers: { ...bearer(ctx.ours), 'content-type': contentType },
        payload,
      });
    const file = 'category,product,price\nPizzas,Margherita,9.50\n';
    const raw = await send(file, 'text/csv');
    expect(raw.statusCode).toBe(415);
    const none = await formOf([]);
    expectRefused(await send(none.payload, none.contentType), 400, [MESSAGES.MENU_CSV_NO_FILE]);
    const other = await formOf([{ field: 'source_file', bytes: file }]);
    expect((await send(other.payload, other.contentType)).statusCode).toBe(400);
    const two = await formOf([
      { field: 'file', bytes: file },
      { field: 'file', bytes: file },
    ]);
    expectRefused(await send(two.payload, two.contentType), 400, [MESSAGES.ONE_FILE_AT_A_TIME]);
    const one = await formOf([{ field: 'file', bytes: file }]);
    expect((await send(one.payload, one.contentType, '?dry_run=maybe')).statusCode).toBe(400);
    expect((await send(one.payload.subarray(0, 60), one.contentType)).statusCode).toBe(400);
    expect((await api.menu(b)).categories).toEqual([]);
  });

  it('refuses a file over 20 MB while it arrives, and more than 10,000 products', async () => {
    const b = nth(6);
    const large = new Uint8Array(MENU_CSV_LIMITS.bytes + 1).fill(0x61);
    expectRefused(await csv.importFile(b, large), 413, [MESSAGES.MENU_CSV_TOO_LARGE]);
    const lines = Array.from({ length: 10_001 }, (_, i) => `C${i % 20},P${i},1`);
    expectRefused(
      await csv.importFile(b, ['category,product,price', ...lines].join('\n'), { isDryRun: true }),
      400,
      [MESSAGES.MENU_CSV_TOO_MANY_PRODUCTS],
    );
    expect((await api.menu(b)).categories).toEqual([]);
  });

  it('answers another project’s business 404, as a missing one, and changes nothing', async () => {
    const [theirs] = (await api.businessIds(ctx.theirs)) as [number];
    const theirMenu = await api.menu(theirs, ctx.theirs);
    const ours = await api.menu(nth(7));
    const file = 'category,product,price\nPizzas,Margherita,9.50\n';
    for (const isDryRun of [true, false]) {
      expectRefused(await csv.importFile(theirs, file, { isDryRun }), 404, [M.businessNotFound]);
      expectRefused(await csv.importFile(nth(7), file, { isDryRun, token: ctx.theirs }), 404, [
        M.businessNotFound,
      ]);
      expectRefused(await csv.importFile(999_999, file, { isDryRun }), 404, [M.businessNotFound]);
    }
    expect(await api.menu(theirs, ctx.theirs)).toEqual(theirMenu);
    expect(await api.menu(nth(7))).toEqual(ours);
  });
});
