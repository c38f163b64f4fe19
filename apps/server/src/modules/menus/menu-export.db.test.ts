import { MENU_MESSAGES as M, type TMenu } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordOwnFiles, setupTestApp } from '../../../test/helpers';
import { menuCsvApi, NOTHING } from './menu-csv.test-support';
import { expectRefused, menuApi, PIZZA } from './menus.test-support';

// Exporting a menu as a CSV file, and taking it back (docs/product/menus.md#exporting). Each test
// works on a business of its own.

const ctx = setupTestApp();
const api = menuApi(ctx);
const csv = menuCsvApi(ctx);
let business: number[] = [];
let slugs: string[] = [];

beforeAll(async () => {
  business = await api.freshBusinessIds();
  const page = await ctx.get('/api/businesses?page_size=10');
  slugs = (page.json().result.items as { slug: string }[]).map((b) => b.slug);
});
const nth = (i: number) => business[i] as number;
const UPLOAD = `/files/ab/${'c'.repeat(64)}.png`;

/** Names a spreadsheet or our own grammar could misread, and cells a spreadsheet would run. */
async function buildTrickyMenu(businessId: number): Promise<TMenu> {
  const odd = await api.addCategory(businessId, 'Soups; "hot", and | cold: (daily)');
  const formulas = await api.addCategory(businessId, '=cmd|"/C calc"!A0');
  await api.addCategory(businessId, 'Empty for now');
  await api.addProduct(odd.id, {
    ...PIZZA,
    name: 'Tom "Yum": (spicy); big | small',
    description: 'Line one,\nline two; "quoted" | piped: done\r\nthird line',
    image: UPLOAD,
    option_groups: [
      {
        name: 'Size; (pick) one: now',
        min_choices: 1,
        max_choices: 1,
        options: [
          { name: 'Small | "S"', price_delta: -150 },
          { name: 'Large \\ +2', price_delta: 200 },
        ],
      },
    ],
  });
  await api.addProduct(odd.id, { name: 'Tom "Yum": (spicy); big | small', price: 1 });
  for (const name of ['+33 1 23 45', '-5 °C ice', '@SUM(A1)', "'=already quoted"])
    await api.addProduct(formulas.id, { name, description: '=1+1', price: 0, available: false });
  return api.menu(businessId);
}

describe('exporting a menu file', () => {
  it('answers a UTF-8 CSV attachment named after the business', async () => {
    const category = await api.addCategory(nth(0), 'Pizzas');
    await api.addProduct(category.id, PIZZA);
    const response = await csv.exportFile(nth(0));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="${slugs[0]}-menu.csv"`,
    );
    expect(response.body).toBe(
      '\uFEFFcategory,product,description,price,available,image,option_groups\r\n' +
        'Pizzas,Margherita,"Tomato, mozzarella, basil.",9.50,yes,,' +
        'Size (1-1): Small -1.00 | Large +3.00; Extras (0-2): Cheese +1.50 | Olives +0.50 | Basil +0.00\r\n',
    );
  });

  it('writes a quote before every cell a spreadsheet would run', async () => {
    await recordOwnFiles(ctx, [UPLOAD]);
    await buildTrickyMenu(nth(1));
    const lines = (await csv.exportFile(nth(1))).body.split('\r\n');
    expect(lines.filter((line) => line.startsWith('"\'=cmd'))).toEqual([
      `"'=cmd|""/C calc""!A0",'+33 1 23 45,'=1+1,0.00,no,,`,
      `"'=cmd|""/C calc""!A0",'-5 °C ice,'=1+1,0.00,no,,`,
      `"'=cmd|""/C calc""!A0",'@SUM(A1),'=1+1,0.00,no,,`,
      `"'=cmd|""/C calc""!A0",''=already quoted,'=1+1,0.00,no,,`,
    ]);
  });

  it('gives a file that imports back unchanged: same names, same ids', async () => {
    await recordOwnFiles(ctx, [UPLOAD]);
    const before = await buildTrickyMenu(nth(2));
    const file = (await csv.exportFile(nth(2))).body;
    expect(await csv.imported(nth(2), file, { isDryRun: true })).toEqual({
      dry_run: true,
      ...NOTHING,
      unchanged: 6,
    });
    expect(await csv.imported(nth(2), file)).toMatchObject({ dry_run: false, ...NOTHING });
    expect(await api.menu(nth(2))).toEqual(before);
    expect((await csv.exportFile(nth(2))).body).toBe(file);
  });

  it('answers another project’s business 404, as a missing one', async () => {
    const [theirs] = (await api.businessIds(ctx.theirs)) as [number];
    expectRefused(await csv.exportFile(theirs), 404, [M.businessNotFound]);
    expectRefused(await csv.exportFile(nth(0), ctx.theirs), 404, [M.businessNotFound]);
    expectRefused(await csv.exportFile(999_999), 404, [M.businessNotFound]);
    expect((await csv.exportFile(theirs, ctx.theirs)).statusCode).toBe(200);
  });
});
