import { getPath } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, pngOf } from '../../../test/multipart-form';

// Uploads for the Advanced tab's image settings, whose target is the setting's theme path.
const ctx = setupTestApp();

const FAVICON = 'general.components.favicon.components.image';
const HEADER_DUMMY = 'business_view.components.header.components.dummy_image';
const HOMEPAGE_IMAGE =
  'my_products.components.images.components.homepage_background.components.image';
const BUTTON_COLOR = 'general.components.buttons.color';
const SQUARE_ONLY = 'This image must be square (1:1). Adjust the crop and try again.';

async function productIdOf(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    id: number;
    code: string;
    site_id: number | null;
  }[];
  const product = products.find((p) => p.code === code);
  return { appId: product?.id as number, siteId: product?.site_id as number };
}

async function upload(
  url: string,
  target: string,
  size: [number, number],
  crop?: object,
  token = ctx.ours,
) {
  const body = await multipartForm({ target, ...(crop ? { crop: JSON.stringify(crop) } : {}) }, [
    { name: 'image.png', type: 'image/png', bytes: await pngOf(...size) },
  ]);
  return ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(token), 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('POST /api/sites/:id/images with an Advanced image setting as target', () => {
  it('stores the image, free-form where the recommended size is not square', async () => {
    const { siteId } = await productIdOf('web_ordering');
    const response = await upload(`/api/sites/${siteId}/images`, HEADER_DUMMY, [1400, 500], {
      x: 0,
      y: 0,
      width: 1350,
      height: 400,
    });
    expect(response.statusCode).toBe(200);
    const { url, width, height } = response.json().result;
    expect([width, height]).toEqual([1350, 400]);
    expect((await ctx.t.app.inject({ url })).statusCode).toBe(200);
    // The answer is what the theme save takes for that setting.
    const theme = (await ctx.get(`/api/sites/${siteId}/theme`)).json().result;
    const saved = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${siteId}/theme`,
      headers: bearer(ctx.ours),
      payload: { version: theme.version, changes: [{ path: HEADER_DUMMY, value: url }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(getPath(saved.json().result.values, HEADER_DUMMY)).toBe(url);
  });

  it('keeps the favicon square, like the logo', async () => {
    const { siteId } = await productIdOf('web_franchise');
    const url = `/api/sites/${siteId}/images`;
    const notSquare = await upload(url, FAVICON, [600, 400], {
      x: 0,
      y: 0,
      width: 500,
      height: 400,
    });
    expect(notSquare.statusCode).toBe(400);
    expect(notSquare.json().result).toEqual([SQUARE_ONLY]);
    const square = await upload(url, FAVICON, [600, 400], { x: 10, y: 0, width: 400, height: 400 });
    expect(square.statusCode).toBe(200);
    expect(square.json().result).toMatchObject({ width: 400, height: 400 });
  });

  it('refuses settings that are not images, not in the site’s mode, or on the dashboard', async () => {
    const ordering = await productIdOf('web_ordering');
    for (const target of [BUTTON_COLOR, HOMEPAGE_IMAGE, `${FAVICON}.nope`, 'toString']) {
      const response = await upload(`/api/sites/${ordering.siteId}/images`, target, [10, 10]);
      expect(response.statusCode, target).toBe(400);
      expect(response.json().result[0]).toMatch(
        /^The request is not valid: target must be one of /,
      );
    }
    const dashboard = await productIdOf('web_dashboard');
    const refused = await upload(`/api/sites/${dashboard.siteId}/images`, FAVICON, [10, 10]);
    expect(refused.statusCode).toBe(400);
    // The Basic pickers still take their short names.
    const logo = await upload(`/api/sites/${dashboard.siteId}/images`, 'logo', [10, 10]);
    expect(logo.statusCode).toBe(200);
  });

  it('answers 404 with another project’s token', async () => {
    const { siteId } = await productIdOf('web_ordering', ctx.theirs);
    const response = await upload(`/api/sites/${siteId}/images`, FAVICON, [10, 10]);
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /api/apps/:id/images', () => {
  it('stores an image for an Advanced image setting of the franchises app', async () => {
    const { appId } = await productIdOf('app_franchises_x');
    const url = `/api/apps/${appId}/images`;
    const homepage = await upload(url, HOMEPAGE_IMAGE, [1350, 400]);
    expect(homepage.statusCode).toBe(200);
    expect(homepage.json().result).toMatchObject({
      width: 1350,
      height: 400,
      url: expect.stringMatching(/^\/files\/[0-9a-f]{2}\/[0-9a-f]{64}\.png$/),
    });
    const order = await upload(url, 'order_types.components.pickup.components.image', [1350, 200]);
    expect(order.statusCode).toBe(200);
  });

  it('keeps the favicon square, and gives the kiosk only its homepage image', async () => {
    const franchises = await productIdOf('app_franchises_x');
    const notSquare = await upload(`/api/apps/${franchises.appId}/images`, FAVICON, [600, 400]);
    expect(notSquare.statusCode).toBe(400);
    expect(notSquare.json().result).toEqual([SQUARE_ONLY]);
    const square = await upload(`/api/apps/${franchises.appId}/images`, FAVICON, [600, 400], {
      x: 0,
      y: 0,
      width: 400,
      height: 400,
    });
    expect(square.statusCode).toBe(200);

    const kiosk = await productIdOf('app_kiosk_x');
    const url = `/api/apps/${kiosk.appId}/images`;
    expect((await upload(url, HOMEPAGE_IMAGE, [1350, 400])).statusCode).toBe(200);
    const favicon = await upload(url, FAVICON, [512, 512]);
    expect(favicon.statusCode).toBe(400);
    expect(favicon.json().result).toEqual([
      `The request is not valid: target must be one of ${HOMEPAGE_IMAGE}`,
    ]);
  });

  it('refuses a setting that is not an image, and the Basic pickers’ names', async () => {
    const { appId } = await productIdOf('app_franchises_x');
    for (const target of [
      BUTTON_COLOR,
      'logo',
      'my_products.components.images.components.logo.components.image',
    ]) {
      const response = await upload(`/api/apps/${appId}/images`, target, [10, 10]);
      expect(response.statusCode, target).toBe(400);
    }
  });

  it('answers 404 for an app without an Advanced tab and for another project’s app', async () => {
    const customer = await productIdOf('app_customer_x');
    expect(
      (await upload(`/api/apps/${customer.appId}/images`, HOMEPAGE_IMAGE, [10, 10])).statusCode,
    ).toBe(404);
    const theirs = await productIdOf('app_kiosk_x', ctx.theirs);
    expect(
      (await upload(`/api/apps/${theirs.appId}/images`, HOMEPAGE_IMAGE, [10, 10])).statusCode,
    ).toBe(404);
    const ours = await productIdOf('app_kiosk_x');
    const anonymous = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/apps/${ours.appId}/images`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
