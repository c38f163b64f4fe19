import { MENU_MESSAGES as M } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordOwnFiles, setupTestApp } from '../../../test/helpers';
import { menuProducts } from '../../db/tables/menus';
import { expectRefused, menuApi, namesOf, PIZZA } from './menus.test-support';

// Products and their option groups (docs/product/menus.md#products). Each test works on a business
// of its own.

const ctx = setupTestApp();
const api = menuApi(ctx);
let business: number[] = [];

beforeAll(async () => {
  business = await api.freshBusinessIds();
});
const nth = (i: number) => business[i] as number;
const UPLOAD = `/files/ab/${'c'.repeat(64)}.png`;
const NOT_OURS = `/files/cd/${'e'.repeat(64)}.png`;

describe('menu products', () => {
  it('adds a product with its option groups, in order, with defaults', async () => {
    const category = await api.addCategory(nth(0), 'Pizzas');
    const pizza = await api.addProduct(category.id, PIZZA);
    expect(pizza).toEqual({
      id: expect.any(Number),
      name: 'Margherita',
      description: 'Tomato, mozzarella, basil.',
      price: 950,
      image: null,
      available: true,
      option_groups: [
        {
          id: expect.any(Number),
          name: 'Size',
          min_choices: 1,
          max_choices: 1,
          options: [
            { id: expect.any(Number), name: 'Small', price_delta: -100 },
            { id: expect.any(Number), name: 'Large', price_delta: 300 },
          ],
        },
        {
          id: expect.any(Number),
          name: 'Extras',
          min_choices: 0,
          max_choices: 2,
          options: [
            { id: expect.any(Number), name: 'Cheese', price_delta: 150 },
            { id: expect.any(Number), name: 'Olives', price_delta: 50 },
            { id: expect.any(Number), name: 'Basil', price_delta: 0 },
          ],
        },
      ],
      translations: {},
    });
    const water = await api.addProduct(category.id, { name: 'Water', price: 0 });
    expect(water).toMatchObject({ description: '', available: true, option_groups: [] });
    const menu = await api.menu(nth(0));
    expect(menu.categories[0]?.products).toEqual([pizza, water]);
  });

  it('changes only the fields sent, and replaces the option groups as a whole', async () => {
    const category = await api.addCategory(nth(1), 'Pizzas');
    const pizza = await api.addProduct(category.id, PIZZA);
    const cheaper = await api.updateProduct(pizza.id, { price: 800, available: false });
    expect(cheaper).toEqual({ ...pizza, price: 800, available: false });

    const sized = await api.updateProduct(pizza.id, {
      option_groups: [{ name: 'Crust', options: [{ name: 'Thin' }, { name: 'Thick' }] }],
    });
    expect(sized.option_groups).toEqual([
      {
        id: expect.any(Number),
        name: 'Crust',
        min_choices: 0,
        max_choices: 1,
        options: [
          { id: expect.any(Number), name: 'Thin', price_delta: 0 },
          { id: expect.any(Number), name: 'Thick', price_delta: 0 },
        ],
      },
    ]);
    const oldIds = pizza.option_groups.map((g) => g.id);
    expect(oldIds).not.toContain(sized.option_groups[0]?.id);
    expect({ ...sized, option_groups: [] }).toEqual({ ...cheaper, option_groups: [] });

    const plain = await api.updateProduct(pizza.id, { option_groups: [] });
    expect(plain.option_groups).toEqual([]);
    expect((await api.menu(nth(1))).categories[0]?.products).toEqual([plain]);
  });

  it('moves a product last into another category of its business, never another business’s', async () => {
    const b = nth(2);
    const pizzas = await api.addCategory(b, 'Pizzas');
    const specials = await api.addCategory(b, 'Specials');
    const pizza = await api.addProduct(pizzas.id, PIZZA);
    await api.addProduct(specials.id, { name: 'Calzone', price: 1100 });
    await api.updateProduct(pizza.id, { category_id: specials.id, name: 'Margherita XL' });
    expect(namesOf(await api.menu(b))).toEqual([
      ['Pizzas', []],
      ['Specials', ['Calzone', 'Margherita XL']],
    ]);

    const elsewhere = await api.addCategory(nth(3), 'Elsewhere');
    expectRefused(
      await api.call('PATCH', `/menu/products/${pizza.id}`, { category_id: elsewhere.id }),
      400,
      [M.moveToOtherBusiness],
    );
    expectRefused(
      await api.call('PATCH', `/menu/products/${pizza.id}`, { category_id: 999_999 }),
      404,
      [M.itemNotFound],
    );
    expect(namesOf(await api.menu(b))[1]).toEqual(['Specials', ['Calzone', 'Margherita XL']]);
    expect(namesOf(await api.menu(nth(3)))).toEqual([['Elsewhere', []]]);
  });

  it('reorders a category’s products, and refuses any list but exactly its products', async () => {
    const category = await api.addCategory(nth(4), 'Drinks');
    const other = await api.addCategory(nth(4), 'Other');
    const [a, b, c] = [
      await api.addProduct(category.id, { name: 'A', price: 1 }),
      await api.addProduct(category.id, { name: 'B', price: 1 }),
      await api.addProduct(category.id, { name: 'C', price: 1 }),
    ];
    const stray = await api.addProduct(other.id, { name: 'Stray', price: 1 });
    const order = (ids: unknown) =>
      api.call('PUT', `/menu/categories/${category.id}/products/order`, { ids });
    const response = await order([c.id, a.id, b.id]);
    expect(response.statusCode).toBe(200);
    expect(response.json().result.products.map((p: { name: string }) => p.name)).toEqual([
      'C',
      'A',
      'B',
    ]);
    for (const ids of [
      [c.id, a.id],
      [c.id, a.id, b.id, stray.id],
      [c.id, a.id, stray.id],
    ])
      expectRefused(await order(ids), 400, [M.productOrder]);
    expect(namesOf(await api.menu(nth(4)))).toEqual([
      ['Drinks', ['C', 'A', 'B']],
      ['Other', ['Stray']],
    ]);
  });

  it('deletes a product with its option groups', async () => {
    const category = await api.addCategory(nth(5), 'Pizzas');
    const pizza = await api.addProduct(category.id, PIZZA);
    const keep = await api.addProduct(category.id, { name: 'Keep', price: 1 });
    const response = await api.call('DELETE', `/menu/products/${pizza.id}`);
    expect(response.json()).toEqual({ error: false, result: null });
    expect((await api.menu(nth(5))).categories[0]?.products).toEqual([keep]);
    expectRefused(await api.call('DELETE', `/menu/products/${pizza.id}`), 404, [M.itemNotFound]);
  });

  it('takes the project’s own uploads and https images, and refuses another’s upload', async () => {
    const category = await api.addCategory(nth(6), 'Pizzas');
    await recordOwnFiles(ctx, [UPLOAD]);
    const own = await api.addProduct(category.id, { name: 'Own', price: 1, image: UPLOAD });
    expect(own.image).toBe(UPLOAD);
    const web = await api.updateProduct(own.id, { image: 'https://cdn.example.com/p.jpg' });
    expect(web.image).toBe('https://cdn.example.com/p.jpg');
    const refusal = [
      'The image of this product is not one of your uploads. Upload the image again, then save.',
    ];
    expectRefused(
      await api.call('POST', `/menu/categories/${category.id}/products`, {
        name: 'Theirs',
        price: 1,
        image: NOT_OURS,
      }),
      400,
      refusal,
    );
    expectRefused(
      await api.call('PATCH', `/menu/products/${own.id}`, { image: NOT_OURS }),
      400,
      refusal,
    );
    expect(namesOf(await api.menu(nth(6)))).toEqual([['Pizzas', ['Own']]]);
    expect((await api.menu(nth(6))).categories[0]?.products[0]?.image).toBe(web.image);
  });

  it('stops at 500 products in a category', async () => {
    const category = await api.addCategory(nth(7), 'Big');
    const projectId = await api.projectId();
    // Written straight to the table: 500 calls would only be slower at proving the same limit.
    await ctx.t.database.db.insert(menuProducts).values(
      Array.from({ length: 500 }, (_, i) => ({
        projectId,
        businessId: nth(7),
        categoryId: category.id,
        name: `P${i}`,
        price: 100,
        position: i,
      })),
    );
    const body = { name: 'One more', price: 1 };
    expectRefused(await api.call('POST', `/menu/categories/${category.id}/products`, body), 409, [
      M.productsCount,
    ]);
    const small = await api.addCategory(nth(7), 'Small');
    const mover = await api.addProduct(small.id, body);
    expectRefused(
      await api.call('PATCH', `/menu/products/${mover.id}`, { category_id: category.id }),
      409,
      [M.productsCount],
    );
    const menu = await api.menu(nth(7));
    expect(menu.categories.map((c) => c.products.length)).toEqual([500, 1]);
  });
});
