import { ZSite, ZTheme } from '@oc/domain/api.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp } from '../../../test/helpers';

let t: Awaited<ReturnType<typeof createTestApp>>;
let token: string;
let otherToken: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('demo');
  otherToken = await t.login('other');
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, tk = token) => t.app.inject({ url, headers: bearer(tk) });
const siteIds = async (tk: string) =>
  ((await get('/api/products', tk)).json().result as { site_id: number | null }[])
    .map((p) => p.site_id)
    .filter((id): id is number => id !== null);

describe('sites and themes', () => {
  it('reads each of our three sites with its default url and theme', async () => {
    const ids = await siteIds(token);
    expect(ids).toHaveLength(3);
    const kinds = [];
    for (const id of ids) {
      const site = ZSite.parse((await get(`/api/sites/${id}`)).json().result);
      kinds.push(site.kind);
      expect(site.default_url).toMatch(/^http:\/\/demo\.localhost:8080/);
      const theme = ZTheme.parse((await get(`/api/sites/${id}/theme`)).json().result);
      expect(theme.site_id).toBe(id);
      expect(theme.version).toBeGreaterThanOrEqual(1);
      expect(theme.values).toHaveProperty(
        'my_products.components.theme_settings.components.style.background_page',
        '#FFFFFF',
      );
    }
    expect(kinds.sort()).toEqual(['dashboard', 'franchise', 'ordering']);
  });

  it('answers 404 for another project’s site and theme', async () => {
    const [theirs] = await siteIds(otherToken);
    for (const url of [`/api/sites/${theirs}`, `/api/sites/${theirs}/theme`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, result: ['Not found.'] });
    }
  });
});
