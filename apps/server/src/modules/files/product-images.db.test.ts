import { randomBytes } from 'node:crypto';
import { ZBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { TMenu, TMenuCategory, TMenuProduct } from '@oc/domain/catalogue/menu.schema';
import { ZUploadedImage } from '@oc/domain/uploads/image-upload.schema';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, pngOf, type TFormFile } from '../../../test/multipart-form';
import { files } from '../../db/tables/files';

// A product's photo (docs/product/menus.md#product-images): uploaded for a business, answered as an
// address the product dialog then saves with the product.

const ctx = setupTestApp();

async function upload(
  businessId: number,
  fields: Record<string, string>,
  sent: TFormFile[],
  token = ctx.ours,
) {
  const body = await multipartForm(fields, sent);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/product-images`,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function call(method: 'POST' | 'PATCH', url: string, payload: object, token = ctx.ours) {
  return ctx.t.app.inject({ method, url: `/api${url}`, headers: bearer(token), payload });
}

/** The result of a call that must succeed with this status. */
async function resultOf<T>(response: ReturnType<typeof call>, status = 200): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json().result as T;
}

/** A new business, made through the API, with one empty category on its menu. */
async function newBusinessWithCategory(name: string, token = ctx.ours) {
  const business = ZBusinessDetails.parse(
    await resultOf(call('POST', '/businesses', { name }, token), 201),
  );
  const category = await resultOf<TMenuCategory>(
    call('POST', `/businesses/${business.id}/menu/categories`, { name: 'Pizzas' }, token),
  );
  return { businessId: business.id, categoryId: category.id };
}

const addProduct = (categoryId: number, body: object, token = ctx.ours) =>
  call('POST', `/menu/categories/${categoryId}/products`, { price: 1050, ...body }, token);

const menuOf = async (businessId: number) =>
  (await ctx.get(`/api/businesses/${businessId}/menu`)).json().result as TMenu;

const storedFiles = async () =>
  (await ctx.t.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;

const png = (width: number, height: number): Promise<TFormFile[]> =>
  pngOf(width, height).then((bytes) => [{ name: 'pizza.png', type: 'image/png', bytes }]);

const FILE_URL = /^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.(png|jpg)$/;

describe('POST /api/businesses/:businessId/product-images', () => {
  it('stores the cropped image as the project’s file and answers its address, changing no product', async () => {
    const { businessId, categoryId } = await newBusinessWithCategory('Photo Pizzeria');
    const margherita = await resultOf<TMenuProduct>(addProduct(categoryId, { name: 'Margherita' }));
    const menuBefore = await menuOf(businessId);
    const response = await upload(
      businessId,
      { crop: JSON.stringify({ x: 100, y: 50, width: 400, height: 300 }) },
      await png(600, 400),
    );
    expect(response.statusCode, response.body).toBe(200);
    const image = ZUploadedImage.parse(response.json().result);
    expect(image.url).toMatch(FILE_URL);
    expect([image.width, image.height]).toEqual([400, 300]);
    const served = await ctx.t.app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 300]);
    // The upload alone sets nothing: the product dialog saves the address with the product.
    expect(await menuOf(businessId)).toEqual(menuBefore);

    const added = await resultOf<TMenuProduct>(
      addProduct(categoryId, { name: 'Diavola', image: image.url }),
    );
    expect(added.image).toBe(image.url);
    const changed = await resultOf<TMenuProduct>(
      call('PATCH', `/menu/products/${margherita.id}`, { image: image.url }),
    );
    expect(changed.image).toBe(image.url);
    const products = (await menuOf(businessId)).categories[0]?.products ?? [];
    expect(products.map((p) => [p.name, p.image])).toEqual([
      ['Margherita', image.url],
      ['Diavola', image.url],
    ]);
  });

  it('keeps the whole image without a crop, a JPEG a JPEG, whatever its ratio', async () => {
    const { businessId } = await newBusinessWithCategory('Whole Photo Diner');
    const jpeg = await sharp({
      create: { width: 900, height: 200, channels: 3, background: '#c00' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(businessId, {}, [
      { name: 'strip.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const image = ZUploadedImage.parse(response.json().result);
    expect(image.url).toMatch(/\.jpg$/);
    expect([image.width, image.height]).toEqual([900, 200]);
  });

  it('is the uploading project’s own file: another project cannot save it as its product’s image', async () => {
    const ours = await newBusinessWithCategory('Own Photo Grill');
    const theirs = await newBusinessWithCategory('Borrowing Bistro', ctx.theirs);
    const image = ZUploadedImage.parse(
      (await upload(ours.businessId, {}, await png(64, 64))).json().result,
    );
    const refused = await addProduct(
      theirs.categoryId,
      { name: 'Borrowed', image: image.url },
      ctx.theirs,
    );
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json()).toEqual({
      error: true,
      result: [
        'The image of this product is not one of your uploads. Upload the image again, then save.',
      ],
    });
    // Uploaded by them for their own business, the same picture is theirs to use.
    const theirImage = ZUploadedImage.parse(
      (await upload(theirs.businessId, {}, await png(64, 64), ctx.theirs)).json().result,
    );
    const added = await resultOf<TMenuProduct>(
      addProduct(theirs.categoryId, { name: 'Their own', image: theirImage.url }, ctx.theirs),
    );
    expect(added.image).toBe(theirImage.url);
  });

  it('answers 404 for another project’s business and a missing one, storing nothing', async () => {
    const theirs = await newBusinessWithCategory('Their Trattoria', ctx.theirs);
    const filesBefore = await storedFiles();
    for (const id of [theirs.businessId, 999_999]) {
      const response = await upload(id, {}, await png(10, 10));
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toEqual({ error: true, result: ['This business was not found.'] });
    }
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('refuses bad files with the website’s messages and stores nothing', async () => {
    const { businessId } = await newBusinessWithCategory('Careful Canteen');
    const filesBefore = await storedFiles();
    const noisy = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const cases: {
      fields: Record<string, string>;
      sent: TFormFile[];
      status: number;
      message: string;
    }[] = [
      {
        fields: {},
        sent: [{ name: 'pizza.png', type: 'image/png', bytes: Buffer.from('not an image at all') }],
        status: 415,
        message: 'Only images can be accepted',
      },
      {
        fields: {},
        sent: [
          {
            name: 'pizza.svg',
            type: 'image/svg+xml',
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
          },
        ],
        status: 415,
        message: 'Only images can be accepted',
      },
      {
        fields: { crop: JSON.stringify({ x: 50, y: 50, width: 300, height: 60 }) },
        sent: await png(300, 100),
        status: 400,
        message: 'The crop area is outside the image. Adjust the crop and try again.',
      },
      {
        fields: {},
        sent: [{ name: 'big.png', type: 'image/png', bytes: noisy }],
        status: 413,
        message: 'The maximum image size is 2 megabytes',
      },
      { fields: {}, sent: [], status: 400, message: 'Please choose one file at a time.' },
      {
        fields: {},
        sent: [...(await png(10, 10)), ...(await png(10, 10))],
        status: 400,
        message: 'Please choose one file at a time.',
      },
    ];
    for (const { fields, sent, status, message } of cases) {
      const response = await upload(businessId, fields, sent);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ error: true, result: [message] });
    }
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers malformed requests with a 4xx, never a 500, and asks for a login', async () => {
    const { businessId } = await newBusinessWithCategory('Odd Requests Pizzeria');
    const responses = [
      await upload(0, {}, await png(10, 10)),
      await upload(businessId, { crop: '{not json' }, await png(10, 10)),
      await call('POST', `/businesses/${businessId}/product-images`, { image: '/files/aa/x.png' }),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().error).toBe(true);
    }
    const body = await multipartForm({}, await png(10, 10));
    const unauthenticated = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/product-images`,
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
