import { randomBytes } from 'node:crypto';
import { ZBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, pngOf, type TFormFile } from '../../../test/multipart-form';
import { files } from '../../db/tables/files';

const ctx = setupTestApp();

async function upload(
  businessId: number,
  kind: string,
  fields: Record<string, string>,
  sent: TFormFile[],
  token = ctx.ours,
) {
  const body = await multipartForm(fields, sent);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/images/${kind}`,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

const remove = (businessId: number, kind: string, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'DELETE',
    url: `/api/businesses/${businessId}/images/${kind}`,
    headers: bearer(token),
  });

const read = async (businessId: number, token = ctx.ours) =>
  ZBusinessDetails.parse((await ctx.get(`/api/businesses/${businessId}`, token)).json().result);

/** A new business, made through the API, with no images yet. */
async function newBusiness(name: string, token = ctx.ours) {
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: '/api/businesses',
    headers: bearer(token),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(201);
  return ZBusinessDetails.parse(response.json().result);
}

const storedFiles = async () =>
  (await ctx.t.database.db.select({ n: count() }).from(files))[0]?.n ?? 0;

const png = (width: number, height: number): Promise<TFormFile[]> =>
  pngOf(width, height).then((bytes) => [{ name: 'image.png', type: 'image/png', bytes }]);

const square = (x: number, y: number, side: number) =>
  JSON.stringify({ x, y, width: side, height: side });

describe('POST /api/businesses/:businessId/images/:kind', () => {
  it('sets a cropped square logo, served as the project’s file, and answers the business', async () => {
    const business = await newBusiness('Logo Bakery');
    expect([business.logo, business.header]).toEqual([null, null]);
    const response = await upload(
      business.id,
      'logo',
      { crop: square(40, 0, 300) },
      await png(600, 300),
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = ZBusinessDetails.parse(response.json().result);
    expect(answered.id).toBe(business.id);
    expect(answered.logo).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    expect(answered.header).toBeNull();
    expect(await read(business.id)).toEqual(answered);
    const served = await ctx.t.app.inject({ url: answered.logo as string });
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('sets a wide header as cropped, keeps a JPEG a JPEG, and leaves the logo alone', async () => {
    const business = await newBusiness('Header Diner');
    const jpeg = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: '#c00' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(
      business.id,
      'header',
      { crop: JSON.stringify({ x: 100, y: 100, width: 1350, height: 400 }) },
      [{ name: 'header.jpg', type: 'image/jpeg', bytes: jpeg }],
    );
    expect(response.statusCode, response.body).toBe(200);
    const answered = ZBusinessDetails.parse(response.json().result);
    expect(answered.header).toMatch(/\.jpg$/);
    expect(answered.logo).toBeNull();
    const meta = await sharp(
      (await ctx.t.app.inject({ url: answered.header as string })).rawPayload,
    ).metadata();
    expect([meta.width, meta.height]).toEqual([1350, 400]);
  });

  it('replaces an image with a new one, and DELETE removes only that image', async () => {
    const business = await newBusiness('Replace Grill');
    const first = ZBusinessDetails.parse(
      (await upload(business.id, 'logo', {}, await png(50, 50))).json().result,
    );
    const header = ZBusinessDetails.parse(
      (await upload(business.id, 'header', {}, await png(270, 80))).json().result,
    );
    const second = ZBusinessDetails.parse(
      (await upload(business.id, 'logo', {}, await png(80, 80))).json().result,
    );
    expect(second.logo).not.toBe(first.logo);
    expect(second.header).toBe(header.header);
    const removed = await remove(business.id, 'logo');
    expect(removed.statusCode, removed.body).toBe(200);
    expect(ZBusinessDetails.parse(removed.json().result)).toMatchObject({
      logo: null,
      header: header.header,
    });
    expect((await read(business.id)).logo).toBeNull();
    // Removing what is already gone is no error.
    expect((await remove(business.id, 'logo')).statusCode).toBe(200);
    expect(
      ZBusinessDetails.parse((await remove(business.id, 'header')).json().result).header,
    ).toBeNull();
  });

  it('refuses bad files with the website’s messages and changes nothing', async () => {
    const business = await newBusiness('Careful Cafe');
    const kept = ZBusinessDetails.parse(
      (await upload(business.id, 'logo', {}, await png(20, 20))).json().result,
    );
    const filesBefore = await storedFiles();
    const noisy = await sharp(randomBytes(1000 * 1000 * 3), {
      raw: { width: 1000, height: 1000, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const cases: {
      kind: string;
      fields: Record<string, string>;
      sent: TFormFile[];
      status: number;
      message: string;
    }[] = [
      {
        kind: 'logo',
        fields: {},
        sent: [{ name: 'logo.png', type: 'image/png', bytes: Buffer.from('not an image at all') }],
        status: 415,
        message: 'Only images can be accepted',
      },
      {
        kind: 'header',
        fields: {},
        sent: [
          {
            name: 'logo.svg',
            type: 'image/svg+xml',
            bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'),
          },
        ],
        status: 415,
        message: 'Only images can be accepted',
      },
      {
        kind: 'logo',
        fields: {},
        sent: [{ name: 'big.png', type: 'image/png', bytes: noisy }],
        status: 413,
        message: 'The maximum image size is 2 megabytes',
      },
      {
        kind: 'logo',
        fields: { crop: JSON.stringify({ x: 0, y: 0, width: 200, height: 100 }) },
        sent: await png(300, 300),
        status: 400,
        message: 'This image must be square (1:1). Adjust the crop and try again.',
      },
      {
        kind: 'header',
        fields: { crop: JSON.stringify({ x: 50, y: 50, width: 300, height: 60 }) },
        sent: await png(300, 100),
        status: 400,
        message: 'The crop area is outside the image. Adjust the crop and try again.',
      },
      {
        kind: 'logo',
        fields: {},
        sent: [],
        status: 400,
        message: 'Please choose one file at a time.',
      },
      {
        kind: 'logo',
        fields: {},
        sent: [...(await png(10, 10)), ...(await png(10, 10))],
        status: 400,
        message: 'Please choose one file at a time.',
      },
    ];
    for (const { kind, fields, sent, status, message } of cases) {
      const response = await upload(business.id, kind, fields, sent);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toEqual({ error: true, result: [message] });
    }
    expect(await read(business.id)).toEqual(kept);
    expect(await storedFiles()).toBe(filesBefore);
  });

  it('answers 404 for another project’s business and a missing one, storing nothing', async () => {
    const theirs = await newBusiness('Their Bistro', ctx.theirs);
    const filesBefore = await storedFiles();
    for (const id of [theirs.id, 999_999]) {
      const uploaded = await upload(id, 'logo', {}, await png(10, 10));
      expect(uploaded.statusCode).toBe(404);
      expect(uploaded.json()).toEqual({ error: true, result: ['This business was not found.'] });
      const removed = await remove(id, 'header');
      expect(removed.statusCode).toBe(404);
      expect(removed.json()).toEqual({ error: true, result: ['This business was not found.'] });
    }
    expect(await storedFiles()).toBe(filesBefore);
    const after = await read(theirs.id, ctx.theirs);
    expect([after.logo, after.header]).toEqual([null, null]);
  });

  it('answers malformed requests with a 4xx, never a 500', async () => {
    const business = await newBusiness('Odd Requests Inn');
    const responses = [
      await upload(business.id, 'banner', {}, await png(10, 10)),
      await upload(0, 'logo', {}, await png(10, 10)),
      await remove(business.id, 'favicon'),
      await ctx.t.app.inject({
        method: 'POST',
        url: `/api/businesses/${business.id}/images/logo`,
        headers: bearer(ctx.ours),
        payload: { logo: '/files/aa/x.png' },
      }),
      await upload(business.id, 'logo', { crop: '{not json' }, await png(10, 10)),
    ];
    for (const response of responses) {
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      expect(response.json().error).toBe(true);
    }
    const unauthenticated = await ctx.t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${business.id}/images/logo`,
    });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
