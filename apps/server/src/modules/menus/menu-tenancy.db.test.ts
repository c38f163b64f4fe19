import { MENU_MESSAGES as M } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { expectRefused, menuApi, PIZZA } from './menus.test-support';

// Another project's menu is out of reach on every route: 404 exactly as for a missing id, and
// nothing changes (docs/product/menus.md#api).

const ctx = setupTestApp();
const api = menuApi(ctx);
const ours = { business: 0, second: 0, category: 0, product: 0 };

beforeAll(async () => {
  [ours.business, ours.second] = (await api.businessIds()) as [number, number];
  ours.category = (await api.addCategory(ours.business, 'Pizzas')).id;
  ours.product = (await api.addProduct(ours.category, PIZZA)).id;
});

describe('menu tenancy', () => {
  it('answers the other tenant 404 on every route, and changes nothing', async () => {
    const before = await api.menu(ours.business);
    const { business, second, category, product } = ours;
    const [theirBusiness] = (await api.businessIds(ctx.theirs)) as [number];
    const calls: [Parameters<typeof api.call>[0], string, unknown, string][] = [
      ['GET', `/businesses/${business}/menu`, undefined, M.businessNotFound],
      ['POST', `/businesses/${business}/menu/categories`, { name: 'X' }, M.businessNotFound],
      [
        'PUT',
        `/businesses/${business}/menu/categories/order`,
        { ids: [category] },
        M.businessNotFound,
      ],
      [
        'POST',
        `/businesses/${business}/menu/copy`,
        { from_business_id: second },
        M.businessNotFound,
      ],
      [
        'POST',
        `/businesses/${theirBusiness}/menu/copy`,
        { from_business_id: business },
        M.businessNotFound,
      ],
      ['PATCH', `/menu/categories/${category}`, { name: 'X' }, M.itemNotFound],
      ['DELETE', `/menu/categories/${category}?with_products=true`, undefined, M.itemNotFound],
      ['POST', `/menu/categories/${category}/products`, { name: 'X', price: 1 }, M.itemNotFound],
      ['PUT', `/menu/categories/${category}/products/order`, { ids: [product] }, M.itemNotFound],
      ['PATCH', `/menu/products/${product}`, { price: 1 }, M.itemNotFound],
      ['DELETE', `/menu/products/${product}`, undefined, M.itemNotFound],
    ];
    for (const [method, url, body, message] of calls)
      expectRefused(await api.call(method, url, body, ctx.theirs), 404, [message]);
    expect(await api.menu(business)).toEqual(before);
  });

  it('never lets a product move into another project’s category', async () => {
    const [theirBusiness] = (await api.freshBusinessIds(ctx.theirs)) as [number];
    const theirs = await api.call(
      'POST',
      `/businesses/${theirBusiness}/menu/categories`,
      { name: 'Theirs' },
      ctx.theirs,
    );
    const theirCategory = theirs.json().result.id as number;
    expectRefused(
      await api.call('PATCH', `/menu/products/${ours.product}`, { category_id: theirCategory }),
      404,
      [M.itemNotFound],
    );
    const theirMenu = await api.menu(theirBusiness, ctx.theirs);
    expect(theirMenu.categories).toEqual([{ id: theirCategory, name: 'Theirs', products: [] }]);
  });
});
