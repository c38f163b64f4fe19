import { MENU_MESSAGES as M, type TMenu } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { expectRefused, menuApi, PIZZA } from './menus.test-support';

// Copying a menu from another business of the project (docs/product/menus.md#copying-a-menu).

const ctx = setupTestApp();
const api = menuApi(ctx);
let business: number[] = [];
let theirs: number[] = [];

beforeAll(async () => {
  business = await api.freshBusinessIds();
  theirs = await api.businessIds(ctx.theirs);
});
const nth = (i: number) => business[i] as number;

/** The menu without its ids: what a copy must keep. */
const withoutIds = (menu: TMenu) =>
  menu.categories.map(({ id: _, products, ...category }) => ({
    ...category,
    products: products.map(({ id: _p, option_groups, ...product }) => ({
      ...product,
      option_groups: option_groups.map(({ id: _g, options, ...group }) => ({
        ...group,
        options: options.map(({ id: _o, ...option }) => option),
      })),
    })),
  }));

/** Every id of a menu, named by its level (each level's ids are its table's own). */
const idsOf = (menu: TMenu) =>
  menu.categories.flatMap((c) => [
    `category ${c.id}`,
    ...c.products.flatMap((p) => [
      `product ${p.id}`,
      ...p.option_groups.flatMap((g) => [
        `group ${g.id}`,
        ...g.options.map((o) => `option ${o.id}`),
      ]),
    ]),
  ]);

async function buildMenu(businessId: number) {
  const pizzas = await api.addCategory(businessId, 'Pizzas');
  const drinks = await api.addCategory(businessId, 'Drinks');
  await api.addProduct(pizzas.id, PIZZA);
  await api.addProduct(pizzas.id, { name: 'Calzone', price: 1100, available: false });
  await api.addProduct(drinks.id, { name: 'Water', price: 250, image: 'https://x.test/w.png' });
  // An order other than the positions' first write, so that the copy is seen to keep it.
  await api.call('PUT', `/businesses/${businessId}/menu/categories/order`, {
    ids: [drinks.id, pizzas.id],
  });
  return api.menu(businessId);
}

const copy = (to: number, from: unknown, token = ctx.ours) =>
  api.call('POST', `/businesses/${to}/menu/copy`, { from_business_id: from }, token);

describe('copying a menu', () => {
  it('replaces the menu with a deep copy, with new ids, and leaves the source untouched', async () => {
    const source = await buildMenu(nth(0));
    const oldTarget = await api.addCategory(nth(1), 'Old');
    const oldProduct = await api.addProduct(oldTarget.id, { name: 'Old', price: 1 });

    const response = await copy(nth(1), nth(0));
    expect(response.statusCode, response.body).toBe(200);
    const copied = response.json().result as TMenu;
    expect(copied.business_id).toBe(nth(1));
    expect(withoutIds(copied)).toEqual(withoutIds(source));
    expect(copied.categories.map((c) => c.name)).toEqual(['Drinks', 'Pizzas']);
    const sourceIds = new Set(idsOf(source));
    expect(idsOf(copied).filter((id) => sourceIds.has(id))).toEqual([]);
    expect(idsOf(copied)).toHaveLength(idsOf(source).length);
    expect(await api.menu(nth(1))).toEqual(copied);
    expect(await api.menu(nth(0))).toEqual(source);
    expectRefused(await api.call('DELETE', `/menu/products/${oldProduct.id}`), 404, [
      M.itemNotFound,
    ]);

    // The copy is its own: changing it leaves the source as it was.
    const copiedPizza = copied.categories[1]?.products[0];
    await api.updateProduct(copiedPizza?.id ?? 0, { price: 1, option_groups: [] });
    expect(await api.menu(nth(0))).toEqual(source);
  });

  it('copies an empty menu as an empty menu', async () => {
    await buildMenu(nth(2));
    const response = await copy(nth(2), nth(3));
    expect(response.json()).toEqual({
      error: false,
      result: { business_id: nth(2), categories: [] },
    });
  });

  it('refuses to copy onto itself, and between projects, and changes nothing', async () => {
    const mine = await buildMenu(nth(4));
    const theirMenu = await api.menu(theirs[0] as number, ctx.theirs);
    expectRefused(await copy(nth(4), nth(4)), 400, [M.copyOntoItself]);
    expectRefused(await copy(nth(4), theirs[0]), 404, [M.businessNotFound]);
    expectRefused(await copy(theirs[0] as number, nth(4)), 404, [M.businessNotFound]);
    expectRefused(await copy(nth(4), 999_999), 404, [M.businessNotFound]);
    expectRefused(await copy(theirs[0] as number, nth(4), ctx.theirs), 404, [M.businessNotFound]);
    expect(await api.menu(nth(4))).toEqual(mine);
    expect(await api.menu(theirs[0] as number, ctx.theirs)).toEqual(theirMenu);
  });
});
