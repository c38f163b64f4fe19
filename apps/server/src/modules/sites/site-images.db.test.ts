import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, pngOf } from '../../../test/multipart-form';

const ctx = setupTestApp();

async function upload(
  fields: Record<string, string>,
  files: { name: string; type: string; bytes: Buffer }[],
  token = ctx.ours,
  siteId?: number,
) {
  const id = siteId ?? (await siteIdOf(token));
  const body = await multipartForm(fields, files);
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/sites/${id}/images`,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

async function siteIdOf(token: string) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  return products.find((p) => p.code === 'web_ordering')?.site_id as number;
}

const noisyPng = (side: number) =>
  sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

describe('POST /api/sites/:id/images', () => {
  it('stores a cropped logo as a 1:1 file and serves it', async () => {
    const response = await upload(
      { target: 'logo', crop: JSON.stringify({ x: 50, y: 10, width: 300, height: 300 }) },
      [{ name: 'logo.png', type: 'image/png', bytes: await pngOf(600, 400) }],
    );
    expect(response.statusCode).toBe(200);
    const { url, width, height } = response.json().result;
    expect([width, height]).toEqual([300, 300]);
    expect(url).toMatch(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/);
    const served = await ctx.t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([300, 300]);
  });

  it('refuses a logo crop that is not square', async () => {
    const response = await upload(
      { target: 'logo_mobile', crop: JSON.stringify({ x: 0, y: 0, width: 400, height: 300 }) },
      [{ name: 'logo.png', type: 'image/png', bytes: await pngOf(600, 400) }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      'This image must be square (1:1). Adjust the crop and try again.',
    ]);
  });

  it('keeps a JPEG a JPEG and crops free-form images as asked', async () => {
    const jpeg = await sharp({
      create: { width: 1920, height: 1280, channels: 3, background: '#fff' },
    })
      .jpeg()
      .toBuffer();
    const response = await upload(
      {
        target: 'homepage_background',
        crop: JSON.stringify({ x: 0, y: 0, width: 1920, height: 1000 }),
      },
      [{ name: 'bg.jpg', type: 'image/jpeg', bytes: jpeg }],
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      width: 1920,
      height: 1000,
      url: expect.stringMatching(/\.jpg$/),
    });
  });

  it('judges by content: a text file named .png, an SVG and a GIF are not accepted images', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const file of [
      { name: 'notes.png', type: 'image/png', bytes: Buffer.from('just some text, not an image') },
      { name: 'logo.svg', type: 'image/svg+xml', bytes: SVG },
      { name: 'logo.png', type: 'image/png', bytes: SVG },
      { name: 'anim.png', type: 'image/png', bytes: gif },
    ]) {
      const response = await upload({ target: 'logo' }, [file]);
      expect(response.statusCode, file.name).toBe(415);
      expect(response.json().result).toEqual(['Only images can be accepted']);
    }
  });

  it('refuses an image over 2 MB with the catalogue’s message', async () => {
    const big = await noisyPng(1000);
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const response = await upload({ target: 'site_image' }, [
      { name: 'big.png', type: 'image/png', bytes: big },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json().result).toEqual(['The maximum image size is 2 megabytes']);
  });

  it('wants exactly one file', async () => {
    const one = { name: 'a.png', type: 'image/png', bytes: await pngOf(10, 10) };
    for (const files of [[], [one, one]]) {
      const response = await upload({ target: 'logo' }, files);
      expect(response.statusCode).toBe(400);
      expect(response.json().result).toEqual(['Please choose one file at a time.']);
    }
  });

  it('refuses a crop outside the image, a bad crop and an unknown target', async () => {
    const file = [{ name: 'a.png', type: 'image/png', bytes: await pngOf(100, 100) }];
    const outside = await upload(
      { target: 'logo', crop: JSON.stringify({ x: 50, y: 50, width: 60, height: 60 }) },
      file,
    );
    expect(outside.json().result).toEqual([
      'The crop area is outside the image. Adjust the crop and try again.',
    ]);
    expect((await upload({ target: 'logo', crop: '{not json' }, file)).statusCode).toBe(400);
    expect((await upload({ target: 'favicon.exe' }, file)).statusCode).toBe(400);
  });

  it('answers 404 for another project’s site and stores nothing for it', async () => {
    const theirSite = await siteIdOf(ctx.theirs);
    const response = await upload(
      { target: 'logo' },
      [{ name: 'a.png', type: 'image/png', bytes: await pngOf(10, 10) }],
      ctx.ours,
      theirSite,
    );
    expect(response.statusCode).toBe(404);
  });
});
