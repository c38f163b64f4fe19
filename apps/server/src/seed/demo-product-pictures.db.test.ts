import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { fileKeyOf } from '@oc/domain/uploads/file-url';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../test/helpers';
import { files } from '../db/schema';
import { LOOKS } from './product-pictures';

// The demo products' pictures are files of their project, as an owner's uploads are: the website
// serves them, at its smaller widths too, and the owner may keep them when saving a product.

const ctx = setupTestApp();

/** Every product of the tenant's named businesses, with its business and category. */
async function demoProducts(token: string) {
  const page = (await ctx.get('/api/businesses?page_size=100', token)).json().result as {
    items: { id: number; name: string }[];
  };
  const menus = await Promise.all(
    page.items.map(
      async (b) =>
        [b.name, (await ctx.get(`/api/businesses/${b.id}/menu`, token)).json().result] as const,
    ),
  );
  return menus.flatMap(([business, menu]: readonly [string, TMenu]) =>
    menu.categories.flatMap((c) => c.products.map((p) => ({ business, category: c.name, ...p }))),
  );
}

const projectIdOf = async (token: string) =>
  ((await ctx.get('/api/auth/me', token)).json().result as { project: { id: number } }).project.id;

describe('the demo products’ pictures', () => {
  it('gives most products a picture, one file per look, and some none', async () => {
    const products = await demoProducts(ctx.ours);
    const pictured = products.filter((p) => p.image !== null);
    expect(products.length).toBeGreaterThan(200);
    expect(pictured.length / products.length).toBeGreaterThan(0.8);
    expect(pictured.length).toBeLessThan(products.length);
    expect(new Set(pictured.map((p) => p.image)).size).toBe(Object.keys(LOOKS).length);

    // A category's products share its picture; a product unlike its category has its own.
    const at = (business: string, name: string) =>
      products.find((p) => p.business === business && p.name === name)?.image;
    expect(at('Pizza Palace', 'Margherita')).toBe(at('Pizza Palace', 'Pepperoni'));
    expect(at('Pizza Palace', 'Margherita')).toBe(at('Mama Mia Trattoria', 'Funghi'));
    expect(at('Pizza Palace', 'Tiramisu')).not.toBe(at('Pizza Palace', 'Margherita'));
    expect(at('Pizza Palace', 'Caesar salad')).toBe(at('Green Bowl', 'Green goddess bowl'));
    expect(at('Pizza Palace', 'Caesar salad')).not.toBe(at('Pizza Palace', 'Garlic bread'));
    expect(at('Pizza Palace', 'Sparkling water')).toBeNull();
  });

  it('records each as a JPEG of the project, for both tenants', async () => {
    for (const token of [ctx.ours, ctx.theirs]) {
      const urls = [
        ...new Set((await demoProducts(token)).flatMap((p) => (p.image ? [p.image] : []))),
      ];
      const rows = await ctx.t.database.db
        .select({ key: files.key, mimeType: files.mimeType })
        .from(files)
        .where(
          and(
            eq(files.projectId, await projectIdOf(token)),
            inArray(files.key, urls.map(fileKeyOf)),
          ),
        );
      expect(rows).toHaveLength(urls.length);
      expect(new Set(rows.map((r) => r.mimeType))).toEqual(new Set(['image/jpeg']));
    }
  });

  it('serves every picture as an image, full size and at the website’s smaller width', async () => {
    const urls = new Set((await demoProducts(ctx.ours)).flatMap((p) => (p.image ? [p.image] : [])));
    for (const url of urls) {
      const full = await ctx.t.app.inject({ url });
      expect(full.statusCode, url).toBe(200);
      expect(full.headers['content-type']).toBe('image/jpeg');
      const { width, height, format } = await sharp(full.rawPayload).metadata();
      expect({ width, height, format }).toEqual({ width: 640, height: 480, format: 'jpeg' });

      const small = await ctx.t.app.inject({ url: `${url}?w=320` });
      expect(small.statusCode, url).toBe(200);
      expect(small.headers['content-type']).toBe('image/jpeg');
      expect((await sharp(small.rawPayload).metadata()).width).toBe(320);
    }
  });

  it('shows them on the storefront’s menu, its smaller widths offered to the browser', async () => {
    const pizza = (await demoProducts(ctx.ours)).find((p) => p.name === 'Margherita')?.image;
    const page = await ctx.t.app.inject({
      url: '/store/pizza-palace',
      headers: { host: 'demo.localhost:8080' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`src="${pizza}"`);
    expect(page.body).toContain(`${pizza}?w=320 320w`);
  });

  it('lets the owner save a product keeping its picture, as one of their uploads', async () => {
    const [product] = (await demoProducts(ctx.ours)).filter((p) => p.image !== null);
    const saved = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/menu/products/${product?.id}`,
      headers: { authorization: `Bearer ${ctx.ours}` },
      payload: { image: product?.image, name: 'Renamed' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ name: 'Renamed', image: product?.image });
  });
});
