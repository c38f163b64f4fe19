import { ZBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TMenu, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { writesHeard } from '../../../test/writes-heard';
import { auditEvents } from '../../db/schema';
import { expectRefused, menuApi } from '../menus/menus.test-support';
import { menuProductId, siteRequest } from './website.test-support';

// The owner's own versions of a business's and a product's name and description in the website's
// languages (docs/product/website.md#languages): written through the API, answered with the
// business and the product, audited, and shown by the website's pages in that language only. The
// demo project's websites speak English (default), Spanish, French and Arabic.

const ctx = setupTestApp();
const menus = menuApi(ctx);
const page = async (path: string) => {
  await writesHeard(ctx.t.database);
  const response = await siteRequest(ctx, 'demo', path);
  expect(response.statusCode, path).toBe(200);
  return response.body;
};

const patchBusiness = (id: number, payload: object) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/businesses/${id}`,
    headers: bearer(ctx.ours),
    payload,
  });

async function greenBowlId(): Promise<number> {
  const id = (await ctx.get('/api/businesses?slug=green-bowl')).json().result.items[0]?.id;
  if (typeof id !== 'number') throw new Error('no Green Bowl in the seed');
  return id;
}

/** A new business of ours, without a menu. */
async function newBusinessId(name: string): Promise<number> {
  const created = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: bearer(ctx.ours),
    payload: { name },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json().result.id;
}

/** The newest audit entry of an action. */
async function newestEntry(action: string) {
  const [row] = await ctx.t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.action, action))
    .orderBy(sql`${auditEvents.id} desc`)
    .limit(1);
  return row;
}

describe('a business in the website’s languages', () => {
  it('is saved, answered, audited, and refused in the owner’s words when not valid', async () => {
    const id = await greenBowlId();
    const saved = await patchBusiness(id, {
      translations: {
        es: { name: ' Tazón Verde ', description: '' },
        ar: { name: 'الوعاء الأخضر' },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = { es: { name: 'Tazón Verde' }, ar: { name: 'الوعاء الأخضر' } };
    expect(ZBusinessDetails.parse(saved.json().result).translations).toEqual(expected);
    const read = await ctx.get(`/api/businesses/${id}`);
    expect(read.json().result.translations).toEqual(expected);
    expect(await newestEntry('business.updated')).toMatchObject({
      changes: { translations: { before: {}, after: expected } },
    });

    expectRefused(
      await patchBusiness(id, { translations: { de: { name: 'Grüne Schüssel' } } }),
      400,
      [MESSAGES.TRANSLATIONS_LANGUAGE_UNKNOWN],
    );
    expectRefused(
      await patchBusiness(id, { translations: { es: { description: 'd'.repeat(2001) } } }),
      400,
      [MESSAGES.BUSINESS_TRANSLATED_DESCRIPTION_LENGTH],
    );
    // Refused, the saved versions stay.
    expect((await ctx.get(`/api/businesses/${id}`)).json().result.translations).toEqual(expected);
  });

  it('shows on the pages in its language, the text as typed in the others', async () => {
    const id = await greenBowlId();
    const saved = await patchBusiness(id, {
      translations: { es: { name: 'Tazón Verde', description: 'Tazones frescos cada día.' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const spanish = await page('/es/store/green-bowl');
    expect(spanish).toContain('Tazón Verde');
    expect(spanish).toContain('Tazones frescos cada día.');
    const english = await page('/store/green-bowl');
    expect(english).toContain('Green Bowl');
    expect(english).not.toContain('Tazón Verde');
    expect(english).not.toContain('Tazones frescos');
    // French has no version: the name as typed.
    const french = await page('/fr/store/green-bowl');
    expect(french).toContain('Green Bowl');
    expect(french).not.toContain('Tazón Verde');
    // The listing's cards.
    expect(await page('/es/businesses')).toContain('Tazón Verde');
    expect(await page('/businesses')).not.toContain('Tazón Verde');
  });
});

describe('a product in the website’s languages', () => {
  it('is saved with the product, answered with the menu, and audited', async () => {
    const businessId = await newBusinessId('Translated Pizzeria');
    const category = await menus.addCategory(businessId, 'Pizzas');
    const added = await menus.addProduct(category.id, {
      name: 'Margherita',
      price: 950,
      translations: { es: { name: 'Margarita', description: 'Tomate y albahaca.' } },
    });
    expect(added.translations).toEqual({
      es: { name: 'Margarita', description: 'Tomate y albahaca.' },
    });
    const plain = await menus.addProduct(category.id, { name: 'Marinara', price: 800 });
    expect(plain.translations).toEqual({});

    const changed = await menus.updateProduct(added.id, {
      translations: { fr: { name: 'Marguerite' } },
    });
    expect(changed.translations).toEqual({ fr: { name: 'Marguerite' } });
    expect(await newestEntry('menu.product_changed')).toMatchObject({
      changes: {
        translations: {
          before: { es: { name: 'Margarita', description: 'Tomate y albahaca.' } },
          after: { fr: { name: 'Marguerite' } },
        },
      },
    });
    // Another change leaves them as they are.
    const repriced = await menus.updateProduct(added.id, { price: 1000 });
    expect(repriced.translations).toEqual({ fr: { name: 'Marguerite' } });
    const menu: TMenu = await menus.menu(businessId);
    const margherita = menu.categories[0]?.products.find((p) => p.id === added.id);
    expect(margherita?.translations).toEqual({ fr: { name: 'Marguerite' } });

    const refused = await menus.call('PATCH', `/menu/products/${added.id}`, {
      translations: { es: { name: 'n'.repeat(121) } },
    });
    expectRefused(refused, 400, [MESSAGES.TRANSLATED_NAME_LENGTH]);
  });

  it('shows on the business’s and the product’s pages in its language', async () => {
    const productId = await menuProductId(ctx.t, 'demo', 'green-bowl', 'Harvest bowl');
    await menus.updateProduct(Number(productId), {
      translations: { es: { name: 'Tazón de cosecha', description: 'Quinoa y verduras asadas.' } },
    });

    const menuPage = await page('/es/store/green-bowl');
    expect(menuPage).toContain('Tazón de cosecha');
    expect(menuPage).toContain('Quinoa y verduras asadas.');
    // What the cart keeps of a product added on the page: its name in the page's language.
    expect(menuPage).toMatch(/data-add-to-cart="[^"]*Tazón de cosecha[^"]*"/);
    const productPage = await page(`/es/store/green-bowl/products/${productId}`);
    expect(productPage).toContain('<h1>Tazón de cosecha</h1>');
    expect(productPage).toContain('Quinoa y verduras asadas.');
    const typed = await page(`/store/green-bowl/products/${productId}`);
    expect(typed).toContain('<h1>Harvest bowl</h1>');
    expect(typed).not.toContain('Tazón de cosecha');
    expect(await page('/store/green-bowl')).not.toContain('Tazón de cosecha');
  });

  it('is copied with the menu to another business', async () => {
    const from = await greenBowlId();
    const to = await newBusinessId('Green Bowl Uptown');
    const source: TMenu = await menus.menu(from);
    const translatedOf = (products: TMenuProduct[]) =>
      products.filter((p) => Object.keys(p.translations ?? {}).length > 0).map((p) => p.name);
    const first = source.categories[0]?.products[0];
    if (!first) throw new Error('the business has no product to copy');
    await menus.updateProduct(first.id, { translations: { ar: { name: 'منتج' } } });
    const copied = await menus.call('POST', `/businesses/${to}/menu/copy`, {
      from_business_id: from,
    });
    expect(copied.statusCode, copied.body).toBe(200);
    const menu: TMenu = await menus.menu(to);
    expect(translatedOf(menu.categories.flatMap((c) => c.products))).toContain(first.name);
  });
});
