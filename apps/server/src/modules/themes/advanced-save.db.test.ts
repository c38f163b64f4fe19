import { getPath } from '@oc/domain/themes/theme-path';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';

const ctx = setupTestApp();
const RADIUS = 'general.components.buttons.borderRadius';
const ROWS = 'business_listing_view.components.layout.rows';
const BLOCK_LOGO = 'business_listing_view.components.business.components.logo.hidden';
const SHOW_FIRST = 'business_view.components.categories.components.show_first.hidden';
const HEAD = 'third_party_code.head';
const BG = 'my_products.components.theme_settings.components.style.background_page';

async function themeOf(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  const siteId = products.find((p) => p.code === code)?.site_id as number;
  const theme = (await ctx.get(`/api/sites/${siteId}/theme`, token)).json().result;
  return { siteId, version: theme.version as number };
}
const save = (siteId: number, body: object, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/theme`,
    headers: bearer(token),
    payload: body,
  });

describe('advanced settings through PATCH /api/sites/:id/theme', () => {
  it('saves one value of each kind and stores third-party code as given', async () => {
    const { siteId, version } = await themeOf('web_ordering');
    const code = '<script async src="https://analytics.example/a.js"></script>';
    const response = await save(siteId, {
      version,
      changes: [
        { path: RADIUS, value: 12 },
        { path: ROWS, value: '4' },
        { path: BLOCK_LOGO, value: true },
        { path: 'general.components.fonts.primary.name', value: 'Raleway' },
        { path: 'general.components.fonts.primary.weights', value: [600] },
        { path: 'smart_banner_settings.apple_id', value: 'id123456789' },
        { path: HEAD, value: code },
      ],
    });
    expect(response.statusCode).toBe(200);
    const values = response.json().result.values;
    expect(getPath(values, RADIUS)).toBe(12);
    expect(getPath(values, 'general.components.fonts.primary.weights')).toEqual([600]);
    expect(getPath(values, HEAD)).toBe(code);
  });

  it('a basic save and an advanced save from the same copy both survive, in either order', async () => {
    const { siteId, version } = await themeOf('web_ordering');
    expect(
      (await save(siteId, { version, changes: [{ path: RADIUS, value: 20 }] })).statusCode,
    ).toBe(200);
    expect(
      (await save(siteId, { version, changes: [{ path: BG, value: '#EEEEEE' }] })).statusCode,
    ).toBe(200);
    const values = (await ctx.get(`/api/sites/${siteId}/theme`)).json().result.values;
    expect(getPath(values, RADIUS)).toBe(20);
    expect(getPath(values, BG)).toBe('#EEEEEE');
  });

  it('refuses wrong types, oversized text and code, disabled items and the dashboard, together and changing nothing', async () => {
    const { siteId, version } = await themeOf('web_franchise');
    const response = await save(siteId, {
      version,
      changes: [
        { path: RADIUS, value: 100 },
        { path: ROWS, value: 5 },
        { path: 'general.components.fonts.primary.weights', value: [400, 700] },
        { path: 'smart_banner_settings.android_id', value: 'x'.repeat(256) },
        { path: BLOCK_LOGO, value: true },
        { path: 'business_listing_view.components.nope.hidden', value: true },
        { path: HEAD, value: 'x'.repeat(50_001) },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().result as string[];
    expect(messages).toHaveLength(7);
    expect(messages[3]).toMatch(/^The setting smart_banner_settings.android_id is not valid: /);
    expect(messages[6]).toMatch(/^The setting third_party_code.head is not valid: /);
    expect(messages[4]).toBe(
      `The setting ${BLOCK_LOGO} is not valid: it cannot be changed for this product`,
    );
    expect(messages[5]).toBe(
      'This setting does not exist: business_listing_view.components.nope.hidden',
    );
    expect((await ctx.get(`/api/sites/${siteId}/theme`)).json().result.version).toBe(version);

    expect(
      (await save(siteId, { version, changes: [{ path: SHOW_FIRST, value: true }] })).statusCode,
    ).toBe(200);
    const ordering = await themeOf('web_ordering');
    expect(
      (
        await save(ordering.siteId, {
          version: ordering.version,
          changes: [{ path: SHOW_FIRST, value: true }],
        })
      ).statusCode,
    ).toBe(400);
    const dashboard = await themeOf('web_dashboard');
    const refused = await save(dashboard.siteId, {
      version: dashboard.version,
      changes: [{ path: RADIUS, value: 3 }],
    });
    expect(refused.json().result).toEqual([
      `The setting ${RADIUS} is not valid: the dashboard has no advanced settings`,
    ]);
  });

  it('answers 404 to another project', async () => {
    const { siteId, version } = await themeOf('web_ordering', ctx.theirs);
    expect(
      (await save(siteId, { version, changes: [{ path: RADIUS, value: 1 }] })).statusCode,
    ).toBe(404);
  });
});
