import { describe, expect, it } from 'vitest';
import { bearer, productIdOf, setupTestApp } from '../../test/helpers';
import { multipartForm, pngOf } from '../../test/multipart-form';

// Inputs that would reach the database or a decoder unguarded and answer 500 if the schemas let
// them through (docs/decisions/010): each gets a clear 400 (or 415) that changes nothing. The fuzz test beside this file looks for more of the same.
const ctx = setupTestApp();

const siteIdOf = async (code: string, token = ctx.ours) => {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  return products.find((p) => p.code === code)?.site_id as number;
};
const send = (method: 'PATCH' | 'POST', url: string, payload: unknown, token = ctx.ours) =>
  ctx.t.app.inject({ method, url, headers: bearer(token), payload: payload as object });
const upload = (url: string, payload: Buffer | string, contentType: string) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { ...bearer(ctx.ours), 'content-type': contentType },
    payload,
  });

const TOO_BIG_IDS = ['2147483648', '9007199254740993', '99999999999999999999'];
const NUL_MESSAGE = /contains a NUL character/;

describe('ids beyond the integer columns', () => {
  it('are refused as bad input on every kind of id route', async () => {
    const app = await productIdOf(ctx, 'app_customer_x');
    for (const big of TOO_BIG_IDS) {
      for (const url of [
        `/api/sites/${big}`,
        `/api/sites/${big}/theme`,
        `/api/builder/apps/${big}`,
        `/api/apps/${big}/theme`,
      ]) {
        const response = await ctx.get(url);
        expect(response.statusCode, url).toBe(400);
        expect(response.json().error).toBe(true);
      }
      const constant = await send('PATCH', `/api/builder/apps/${app}/constants/${big}`, {
        value: 'x',
      });
      expect(constant.statusCode).toBe(400);
    }
    expect((await ctx.get('/api/sites/2147483647')).statusCode).toBe(404);
  });

  it('is refused as a theme version too', async () => {
    const site = await siteIdOf('web_ordering');
    const response = await send('PATCH', `/api/sites/${site}/theme`, {
      version: 2147483648,
      changes: [{ path: 'general.components.buttons.borderRadius', value: 3 }],
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('text with a NUL character or a broken surrogate', () => {
  it('is refused with a clear message in names, descriptions, constants, search and theme text', async () => {
    const site = await siteIdOf('web_ordering');
    const app = await productIdOf(ctx, 'app_customer_x');
    const before = (await ctx.get(`/api/sites/${site}`)).json().result;
    const cases: [string, () => ReturnType<typeof send>][] = [
      ['site name', () => send('PATCH', `/api/sites/${site}`, { name: 'Eats\u0000' })],
      ['site description', () => send('PATCH', `/api/sites/${site}`, { description: '\u0000' })],
      ['app name', () => send('PATCH', `/api/builder/apps/${app}`, { name: 'a\u0000b' })],
      ['search', () => ctx.get('/api/businesses?search=%00')],
      [
        'theme html',
        () =>
          send('PATCH', `/api/sites/${site}/theme`, {
            version: 1,
            changes: [
              {
                path: 'my_products.components.theme_settings.components.values.homepage_content',
                value: '<p>hi\u0000</p>',
              },
            ],
          }),
      ],
      [
        'theme code',
        () =>
          send('PATCH', `/api/sites/${site}/theme`, {
            version: 1,
            changes: [{ path: 'third_party_code.head', value: '<script>\u0000</script>' }],
          }),
      ],
      [
        'login',
        () =>
          ctx.t.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'a@b.co', password: '\u0000' },
          }),
      ],
    ];
    for (const [what, run] of cases) {
      const response = await run();
      expect(response.statusCode, what).toBe(400);
      expect(response.json().result.join(' '), what).toMatch(NUL_MESSAGE);
    }
    const surrogate = await send('PATCH', `/api/sites/${site}`, { name: 'Eats \ud83c' });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().result[0]).toMatch(/broken character/);
    expect((await ctx.get(`/api/sites/${site}`)).json().result).toEqual(before);
  });

  it('is refused in multipart fields and file names', async () => {
    const site = await siteIdOf('web_ordering');
    const png = await pngOf(20, 20);
    const field = await multipartForm({ target: 'logo\u0000' }, [
      { name: 'logo.png', type: 'image/png', bytes: png },
    ]);
    const named = await multipartForm({ target: 'logo' }, [
      { name: 'lo\u0000go.png', type: 'image/png', bytes: png },
    ]);
    for (const form of [field, named]) {
      const response = await upload(`/api/sites/${site}/images`, form.payload, form.contentType);
      expect(response.statusCode).toBe(400);
      expect(response.json().result[0]).toMatch(NUL_MESSAGE);
    }
  });
});

describe('malformed multipart bodies and truncated images', () => {
  it('answers 400, never 500, for a body without a boundary or cut short', async () => {
    const site = await siteIdOf('web_ordering');
    const kiosk = await productIdOf(ctx, 'app_kiosk_x');
    const form = await multipartForm({ target: 'logo' }, [
      { name: 'logo.png', type: 'image/png', bytes: await pngOf(20, 20) },
    ]);
    for (const url of [
      `/api/sites/${site}/images`,
      `/api/apps/${kiosk}/images`,
      '/api/custom-sound/file',
    ]) {
      const noBoundary = await upload(url, form.payload, 'multipart/form-data');
      expect(noBoundary.statusCode, url).toBe(400);
      expect(noBoundary.json().result[0]).toMatch(/could not be read/);
      const cut = await upload(url, form.payload.subarray(0, 150), form.contentType);
      expect(cut.statusCode, url).toBe(400);
    }
  });

  it('answers 415 with the catalogue’s message for a PNG or JPEG whose pixels are cut off', async () => {
    const site = await siteIdOf('web_ordering');
    const png = await pngOf(300, 300);
    const form = await multipartForm({ target: 'site_image' }, [
      { name: 'cut.png', type: 'image/png', bytes: png.subarray(0, Math.floor(png.length / 2)) },
    ]);
    const response = await upload(`/api/sites/${site}/images`, form.payload, form.contentType);
    expect(response.statusCode).toBe(415);
    expect(response.json().result).toEqual(['Only images can be accepted']);
  });
});

describe('theme images', () => {
  it('must be files of this project', async () => {
    const site = await siteIdOf('web_ordering');
    const theirSite = await siteIdOf('web_ordering', ctx.theirs);
    const form = await multipartForm({ target: 'logo' }, [
      { name: 'logo.png', type: 'image/png', bytes: await pngOf(33, 33) },
    ]);
    const theirs = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/sites/${theirSite}/images`,
      headers: { ...bearer(ctx.theirs), 'content-type': form.contentType },
      payload: form.payload,
    });
    const theirUrl = theirs.json().result.url as string;
    const theme = (await ctx.get(`/api/sites/${site}/theme`)).json().result;
    const path = 'general.components.favicon.components.image';
    for (const value of [theirUrl, `/files/00/${'0'.repeat(64)}.png`]) {
      const response = await send('PATCH', `/api/sites/${site}/theme`, {
        version: theme.version,
        changes: [{ path, value }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().result[0]).toBe(
        `The image of ${path} is not one of your uploads. Upload the image again, then save.`,
      );
    }
    expect((await ctx.get(`/api/sites/${site}/theme`)).json().result.version).toBe(theme.version);
  });
});
