import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';
import { multipartForm, pngOf } from '../../../test/multipart-form';

const ctx = setupTestApp();
/** A well-formed file URL that no project uploaded. */
const NOBODYS = `/files/ab/${'a'.repeat(64)}.png`;
let LOGO: string;
let THEIR_LOGO: string;

/** Uploads a square PNG as a site's logo and answers its URL. */
async function uploadLogo(id: number, token: string, side: number) {
  const form = await multipartForm({ target: 'logo' }, [
    { name: 'logo.png', type: 'image/png', bytes: await pngOf(side, side) },
  ]);
  const response = await ctx.t.app.inject({
    method: 'POST',
    url: `/api/sites/${id}/images`,
    headers: { ...bearer(token), 'content-type': form.contentType },
    payload: form.payload,
  });
  expect(response.statusCode).toBe(200);
  return response.json().result.url as string;
}

beforeAll(async () => {
  LOGO = await uploadLogo(await siteId('web_ordering'), ctx.ours, 40);
  THEIR_LOGO = await uploadLogo(await siteId('web_ordering', ctx.theirs), ctx.theirs, 41);
});

async function siteId(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  return products.find((p) => p.code === code)?.site_id as number;
}
const patch = (id: number, payload: object, token = ctx.ours) =>
  ctx.t.app.inject({ method: 'PATCH', url: `/api/sites/${id}`, headers: bearer(token), payload });

describe('PATCH /api/sites/:id', () => {
  it('changes only the fields sent', async () => {
    const id = await siteId('web_ordering');
    const before = (await ctx.get(`/api/sites/${id}`)).json().result;
    const response = await patch(id, { name: '  Demo Eats Deluxe ', logo: LOGO });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toMatchObject({
      name: 'Demo Eats Deluxe',
      logo: LOGO,
      description: before.description,
    });
    const cleared = await patch(id, { logo: null });
    expect(cleared.json().result.logo).toBeNull();
  });

  it('refuses bad input with clear messages and changes nothing', async () => {
    const id = await siteId('web_ordering');
    const before = (await ctx.get(`/api/sites/${id}`)).json().result;
    for (const body of [
      {},
      { name: '' },
      { name: 'x'.repeat(256) },
      { logo: 'javascript:alert(1)' },
      { logo: 'data:image/png;base64,AA' },
      { domain: 'x.com' },
    ]) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(true);
    }
    expect((await patch(id, { name: '   ' })).json().result[0]).toMatch(
      /The name must have 1 to 255 characters/,
    );
    expect((await ctx.get(`/api/sites/${id}`)).json().result).toEqual(before);
  });

  it('takes only images this project uploaded: not another project’s, not one that does not exist', async () => {
    const id = await siteId('web_ordering');
    const before = (await ctx.get(`/api/sites/${id}`)).json().result;
    for (const body of [
      { logo: THEIR_LOGO },
      { image: NOBODYS },
      { logo: LOGO, image: THEIR_LOGO },
    ]) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().result[0]).toMatch(/is not one of your uploads/);
    }
    expect((await ctx.get(`/api/sites/${id}`)).json().result).toEqual(before);
  });

  it('gives franchise websites no site image', async () => {
    const id = await siteId('web_franchise');
    expect((await patch(id, { image: LOGO })).statusCode).toBe(400);
    expect((await patch(id, { logo: LOGO })).statusCode).toBe(200);
  });

  it('answers 404 for another project’s site', async () => {
    const theirs = await siteId('web_ordering', ctx.theirs);
    expect((await patch(theirs, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await ctx.get(`/api/sites/${theirs}`, ctx.theirs)).json().result.name).not.toBe(
      'Hijacked',
    );
  });
});
