import { MENU_MESSAGES as M } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { expectRefused, menuApi, namesOf, PIZZA } from './menus.test-support';

// The menu and its categories (docs/product/menus.md#categories). Each test works on a business of
// its own, so they do not depend on each other's order.

const ctx = setupTestApp();
const api = menuApi(ctx);
let business: number[] = [];

beforeAll(async () => {
  business = await api.freshBusinessIds();
});
const nth = (i: number) => business[i] as number;

describe('menu categories', () => {
  it('reads an empty menu for a business without one', async () => {
    expect(await api.menu(nth(0))).toEqual({ business_id: nth(0), categories: [] });
  });

  it('adds categories last, trimmed, and reads them in order', async () => {
    const b = nth(1);
    const starters = await api.addCategory(b, '  Starters ');
    expect(starters).toEqual({ id: expect.any(Number), name: 'Starters', products: [] });
    await api.addCategory(b, 'Mains');
    await api.addCategory(b, 'Desserts');
    expect(namesOf(await api.menu(b))).toEqual([
      ['Starters', []],
      ['Mains', []],
      ['Desserts', []],
    ]);
  });

  it('renames a category and answers it with its products', async () => {
    const b = nth(2);
    const category = await api.addCategory(b, 'Pizzs');
    await api.addProduct(category.id, PIZZA);
    const response = await api.call('PATCH', `/menu/categories/${category.id}`, { name: 'Pizzas' });
    expect(response.statusCode).toBe(200);
    const renamed = response.json().result;
    expect(renamed.name).toBe('Pizzas');
    expect(renamed.products.map((p: { name: string }) => p.name)).toEqual(['Margherita']);
    expect(namesOf(await api.menu(b))).toEqual([['Pizzas', ['Margherita']]]);
  });

  it('deletes an empty category', async () => {
    const b = nth(3);
    const keep = await api.addCategory(b, 'Keep');
    const drop = await api.addCategory(b, 'Drop');
    const response = await api.call('DELETE', `/menu/categories/${drop.id}`);
    expect(response.json()).toEqual({ error: false, result: null });
    expect((await api.menu(b)).categories.map((c) => c.id)).toEqual([keep.id]);
    expectRefused(await api.call('DELETE', `/menu/categories/${drop.id}`), 404, [M.itemNotFound]);
  });

  it('keeps a category with products unless they are deleted with it', async () => {
    const b = nth(4);
    const category = await api.addCategory(b, 'Pizzas');
    const product = await api.addProduct(category.id, PIZZA);
    expectRefused(await api.call('DELETE', `/menu/categories/${category.id}`), 409, [
      M.categoryHasProducts,
    ]);
    expectRefused(
      await api.call('DELETE', `/menu/categories/${category.id}?with_products=false`),
      409,
      [M.categoryHasProducts],
    );
    expect(namesOf(await api.menu(b))).toEqual([['Pizzas', ['Margherita']]]);
    const response = await api.call('DELETE', `/menu/categories/${category.id}?with_products=true`);
    expect(response.statusCode).toBe(200);
    expect((await api.menu(b)).categories).toEqual([]);
    expectRefused(await api.call('PATCH', `/menu/products/${product.id}`, { price: 1 }), 404, [
      M.itemNotFound,
    ]);
  });

  it('reorders the categories, and refuses any list but exactly the menu’s', async () => {
    const b = nth(5);
    const [x, y, z] = [
      await api.addCategory(b, 'X'),
      await api.addCategory(b, 'Y'),
      await api.addCategory(b, 'Z'),
    ];
    const order = (ids: unknown) =>
      api.call('PUT', `/businesses/${b}/menu/categories/order`, { ids });
    const response = await order([z.id, x.id, y.id]);
    expect(response.statusCode).toBe(200);
    expect(namesOf(response.json().result)).toEqual([
      ['Z', []],
      ['X', []],
      ['Y', []],
    ]);
    const elsewhere = await api.addCategory(nth(6), 'Elsewhere');
    for (const ids of [[z.id, x.id], [z.id, x.id, y.id, elsewhere.id], [z.id, x.id, 999_999], []])
      expectRefused(await order(ids), 400, [M.categoryOrder]);
    expectRefused(await order([z.id, x.id, x.id]), 400, [M.orderIds]);
    expect(namesOf(await api.menu(b)).map(([name]) => name)).toEqual(['Z', 'X', 'Y']);
    expect(namesOf(await api.menu(nth(6)))).toEqual([['Elsewhere', []]]);
  });

  it('refuses a bad name with its message and writes nothing', async () => {
    const b = nth(7);
    const category = await api.addCategory(b, 'Drinks');
    for (const name of ['', '   ', 'x'.repeat(81), 12, null]) {
      expectRefused(await api.call('POST', `/businesses/${b}/menu/categories`, { name }), 400, [
        M.categoryName,
      ]);
      expectRefused(await api.call('PATCH', `/menu/categories/${category.id}`, { name }), 400, [
        M.categoryName,
      ]);
    }
    expect(namesOf(await api.menu(b))).toEqual([['Drinks', []]]);
  });

  it('answers 404 for a business or category that does not exist', async () => {
    expectRefused(await api.call('GET', '/businesses/999999/menu'), 404, [M.businessNotFound]);
    expectRefused(
      await api.call('POST', '/businesses/999999/menu/categories', { name: 'A' }),
      404,
      [M.businessNotFound],
    );
    expectRefused(await api.call('PATCH', '/menu/categories/999999', { name: 'A' }), 404, [
      M.itemNotFound,
    ]);
  });

  it('stops at 100 categories', async () => {
    const b = nth(8);
    for (let i = 0; i < 100; i += 1) await api.addCategory(b, `C${i}`);
    expectRefused(
      await api.call('POST', `/businesses/${b}/menu/categories`, { name: 'One more' }),
      409,
      [M.categoriesCount],
    );
    expect((await api.menu(b)).categories).toHaveLength(100);
  });
});
