import { MENU_MESSAGES as M } from '@oc/domain/catalogue/menu.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { expectRefused, menuApi, PIZZA } from './menus.test-support';

// Bad input on every menu route: 400 with every message in the owner's words, and the menu just as
// it was; never a 500 (docs/product/menus.md#rules).

const ctx = setupTestApp();
const api = menuApi(ctx);
const ids = { business: 0, category: 0, product: 0 };

beforeAll(async () => {
  [ids.business] = (await api.businessIds()) as [number];
  ids.category = (await api.addCategory(ids.business, 'Pizzas')).id;
  ids.product = (await api.addProduct(ids.category, PIZZA)).id;
});

const group = (over: Record<string, unknown>) => ({ ...PIZZA.option_groups[0], ...over });

describe('menu input', () => {
  it('answers each product rule with its message, and writes nothing', async () => {
    const before = await api.menu(ids.business);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ name: '' }, [M.productName]],
      [{ name: 'x'.repeat(121) }, [M.productName]],
      [{ description: 'd'.repeat(1001) }, [M.description]],
      [{ price: -1 }, [M.priceBelowZero]],
      [{ price: 9.995 }, [M.priceDecimals]],
      [{ price: 100_000_01 }, [M.priceTooHigh]],
      [{ price: '9.50' }, [M.priceNumber]],
      [{ image: 'http://example.com/a.jpg' }, [M.image]],
      [{ available: 'no' }, [M.available]],
      [{ option_groups: [group({ min_choices: 2, max_choices: 1 })] }, [M.minOverMax]],
      [{ option_groups: [group({ max_choices: 3 })] }, [M.maxOverOptions]],
      [{ option_groups: [group({ min_choices: -1 })] }, [M.minChoices]],
      [{ option_groups: [group({ max_choices: 0 })] }, [M.maxChoices]],
      [{ option_groups: [group({ min_choices: 0, options: [] })] }, [M.optionsCount]],
      [{ option_groups: [group({ name: ' ' })] }, [M.groupName]],
      [{ option_groups: [group({ options: [{ name: '' }] })] }, [M.optionName]],
      [
        { option_groups: [group({ options: [{ name: 'A', price_delta: 0.5 }] })] },
        [M.priceDecimals],
      ],
      [
        { option_groups: [group({ options: [{ name: 'A', price_delta: -100_000_01 }] })] },
        [M.priceDelta],
      ],
      [{ option_groups: Array.from({ length: 11 }, () => group({})) }, [M.groupsCount]],
      [{}, ['There is nothing to save.']],
    ];
    for (const [body, messages] of cases) {
      expectRefused(await api.call('PATCH', `/menu/products/${ids.product}`, body), 400, messages);
      if (Object.keys(body).length > 0 && !('name' in body))
        expectRefused(
          await api.call('POST', `/menu/categories/${ids.category}/products`, {
            name: 'New',
            price: 1,
            ...body,
          }),
          400,
          messages,
        );
    }
    expect(await api.menu(ids.business)).toEqual(before);
  });

  it('says every problem of a request at once', async () => {
    const before = await api.menu(ids.business);
    const response = await api.call('POST', `/menu/categories/${ids.category}/products`, {
      name: '',
      price: -5,
      available: 1,
      option_groups: [
        group({ min_choices: 3, max_choices: 2 }),
        group({ options: [{ name: '' }] }),
      ],
    });
    expectRefused(response, 400, [
      M.productName,
      M.priceBelowZero,
      M.available,
      M.minOverMax,
      M.optionName,
    ]);
    expect(await api.menu(ids.business)).toEqual(before);
  });

  it('describes a field it does not know, and asks for a missing one', async () => {
    const unknown = await api.call('PATCH', `/menu/products/${ids.product}`, { prise: 5 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result).toEqual([
      'The request is not valid: Unrecognized key: "prise"',
      'There is nothing to save.',
    ]);
    const missing = await api.call('POST', `/menu/categories/${ids.category}/products`, {
      name: 'A',
    });
    expectRefused(missing, 400, [M.priceNumber]);
  });

  it('never answers a junk body with a 500', async () => {
    const before = await api.menu(ids.business);
    const routes: [string, string][] = [
      ['POST', `/api/businesses/${ids.business}/menu/categories`],
      ['PATCH', `/api/menu/categories/${ids.category}`],
      ['PUT', `/api/businesses/${ids.business}/menu/categories/order`],
      ['POST', `/api/businesses/${ids.business}/menu/copy`],
      ['POST', `/api/menu/categories/${ids.category}/products`],
      ['PATCH', `/api/menu/products/${ids.product}`],
      ['PUT', `/api/menu/categories/${ids.category}/products/order`],
    ];
    const junk = [
      'null',
      '[]',
      '"text"',
      '42',
      '{',
      '{"name": {"a": 1}}',
      '{"name": "a\\u0000b"}',
      '{"ids": [1e309]}',
      '{"ids": "1,2"}',
      '{"from_business_id": -1}',
      '{"price": 1e308, "name": "A"}',
      '{"option_groups": [null]}',
      '{"option_groups": {"0": {}}}',
      JSON.stringify({ name: 'A', price: 1, option_groups: [group({ options: 'many' })] }),
      `{"name": ${'['.repeat(200)}${']'.repeat(200)}}`,
    ];
    for (const [method, url] of routes)
      for (const payload of junk) {
        const response = await ctx.t.app.inject({
          method: method as 'POST',
          url,
          payload,
          headers: { ...bearer(ctx.ours), 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${method} ${url} ${payload}: ${response.body}`).toBe(400);
        expect(response.json().error).toBe(true);
      }
    for (const url of ['/menu/categories/abc', '/menu/products/0', '/menu/products/99999999999'])
      expect((await api.call('DELETE', url)).statusCode).toBe(400);
    expect((await api.call('GET', '/businesses/1.5/menu')).statusCode).toBe(400);
    expect(
      (await api.call('DELETE', `/menu/categories/${ids.category}?with_products=yes`)).statusCode,
    ).toBe(400);
    expect(await api.menu(ids.business)).toEqual(before);
  });
});
