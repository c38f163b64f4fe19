import type { TMenu, TMenuCategory, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type setupTestApp } from '../../../test/helpers';

// Calls of the menu API for its tests, as the console would make them.

type TCtx = ReturnType<typeof setupTestApp>;
type TMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export function menuApi(ctx: TCtx) {
  const call = (method: TMethod, url: string, payload?: unknown, token = ctx.ours) =>
    ctx.t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The result of a call that must succeed. */
  const okOf = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as T;
  };

  return {
    call,
    /** Ids of the tenant's businesses, by name. */
    async businessIds(token = ctx.ours): Promise<number[]> {
      const page = await okOf<{ items: { id: number }[] }>(
        call('GET', '/businesses?page_size=10', undefined, token),
      );
      return page.items.map((b) => b.id);
    },
    /**
     * Ids of the tenant's first businesses, their menus emptied through the API first (the seed
     * gives the named demo businesses a menu), so that each test starts from nothing.
     */
    async freshBusinessIds(token = ctx.ours): Promise<number[]> {
      const ids = await this.businessIds(token);
      for (const id of ids) {
        const menu = await okOf<TMenu>(call('GET', `/businesses/${id}/menu`, undefined, token));
        for (const category of menu.categories)
          await okOf(
            call('DELETE', `/menu/categories/${category.id}?with_products=true`, undefined, token),
          );
      }
      return ids;
    },
    async projectId(token = ctx.ours): Promise<number> {
      return (await okOf<{ project: { id: number } }>(call('GET', '/auth/me', undefined, token)))
        .project.id;
    },
    menu: (businessId: number, token = ctx.ours) =>
      okOf<TMenu>(call('GET', `/businesses/${businessId}/menu`, undefined, token)),
    addCategory: (businessId: number, name: string) =>
      okOf<TMenuCategory>(call('POST', `/businesses/${businessId}/menu/categories`, { name })),
    addProduct: (categoryId: number, body: Record<string, unknown>) =>
      okOf<TMenuProduct>(call('POST', `/menu/categories/${categoryId}/products`, body)),
    updateProduct: (productId: number, body: Record<string, unknown>) =>
      okOf<TMenuProduct>(call('PATCH', `/menu/products/${productId}`, body)),
  };
}

/** Expects a refusal with exactly these messages. */
export function expectRefused(
  response: LightMyRequestResponse,
  status: number,
  messages: string[],
) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error: true, result: messages });
}

/** The names of a menu, in order: a shape that reads well in an assertion. */
export const namesOf = (menu: TMenu) =>
  menu.categories.map((c) => [c.name, c.products.map((p) => p.name)]);

/** A product with a size choice and extras, as an owner would write it. */
export const PIZZA = {
  name: 'Margherita',
  description: 'Tomato, mozzarella, basil.',
  price: 950,
  option_groups: [
    {
      name: 'Size',
      min_choices: 1,
      max_choices: 1,
      options: [
        { name: 'Small', price_delta: -100 },
        { name: 'Large', price_delta: 300 },
      ],
    },
    {
      name: 'Extras',
      min_choices: 0,
      max_choices: 2,
      options: [
        { name: 'Cheese', price_delta: 150 },
        { name: 'Olives', price_delta: 50 },
        { name: 'Basil' },
      ],
    },
  ],
};
