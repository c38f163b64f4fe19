import { ZSite } from '@oc/domain/sites/site.schema';
import { ZTheme } from '@oc/domain/themes/theme.schema';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';

const ctx = setupTestApp();
const get = (url: string, token?: string) => ctx.get(url, token);
const siteIds = async (tk: string) =>
  ((await get('/api/products', tk)).json().result as { site_id: number | null }[])
    .map((p) => p.site_id)
    .filter((id): id is number => id !== null);

describe('sites and themes', () => {
  it('reads each of our three sites with its default url and theme', async () => {
    const ids = await siteIds(ctx.ours);
    expect(ids).toHaveLength(3);
    const kinds = [];
    for (const id of ids) {
      const site = ZSite.parse((await get(`/api/sites/${id}`)).json().result);
      kinds.push(site.kind);
      expect(site.default_url).toBe(
        {
          ordering: 'http://demo.localhost:8080',
          franchise: 'http://demo-franchise.localhost:8080',
          // The console itself: the dashboard is its look, not a website.
          dashboard: 'http://localhost:8080',
        }[site.kind],
      );
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
    const [theirs] = await siteIds(ctx.theirs);
    for (const url of [`/api/sites/${theirs}`, `/api/sites/${theirs}/theme`]) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, result: ['Not found.'] });
    }
  });
});
