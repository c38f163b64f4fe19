import { getPath } from '@oc/domain/themes/theme-path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bearer, setupTestApp } from '../../../test/helpers';

const ctx = setupTestApp();
const P = 'my_products.components';
const BG = `${P}.theme_settings.components.style.background_page`;
const BTN = `${P}.theme_settings.components.style.primary_btn_color`;
const HOME = `${P}.theme_settings.components.values.homepage_content`;
const TYPE = `${P}.website_theme.components.type`;
const BUSINESS = `${P}.website_theme.components.business_slug`;

async function siteOf(kind: 'ordering' | 'franchise' | 'dashboard', token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    code: string;
    site_id: number;
  }[];
  const code = { ordering: 'web_ordering', franchise: 'web_franchise', dashboard: 'web_dashboard' }[
    kind
  ];
  const siteId = products.find((p) => p.code === code)?.site_id as number;
  const theme = (await ctx.get(`/api/sites/${siteId}/theme`, token)).json().result;
  return { siteId, version: theme.version as number, values: theme.values };
}

const save = (siteId: number, body: unknown, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/sites/${siteId}/theme`,
    headers: bearer(token),
    payload: body as object,
  });

describe('PATCH /api/sites/:id/theme', () => {
  it('writes the changed paths only, bumps the version, and keeps everything else', async () => {
    const { siteId, version, values } = await siteOf('dashboard');
    const response = await save(siteId, { version, changes: [{ path: BG, value: '#112233' }] });
    expect(response.statusCode).toBe(200);
    const theme = response.json().result;
    expect(theme.version).toBe(version + 1);
    expect(getPath(theme.values, BG)).toBe('#112233');
    expect(getPath(theme.values, BTN)).toBe(getPath(values, BTN));
    expect(getPath(theme.values, HOME)).toBe(getPath(values, HOME));
    const reread = (await ctx.get(`/api/sites/${siteId}/theme`)).json().result;
    expect(getPath(reread.values, BG)).toBe('#112233');
  });

  it('lets two tabs that loaded the same copy save different fields, in either order', async () => {
    const { siteId, version } = await siteOf('ordering');
    const basic = await save(siteId, { version, changes: [{ path: BTN, value: '#AA0000' }] });
    const other = await save(siteId, {
      version,
      changes: [
        { path: TYPE, value: 'single_store' },
        { path: BUSINESS, value: 'pizza-palace' },
      ],
    });
    expect(basic.statusCode).toBe(200);
    expect(other.statusCode).toBe(200);
    const values = other.json().result.values;
    expect(getPath(values, BTN)).toBe('#AA0000');
    expect(getPath(values, TYPE)).toBe('single_store');
  });

  it('refuses with 409 a save of a field someone changed after the copy was loaded, and changes nothing', async () => {
    const { siteId, version } = await siteOf('franchise');
    expect(
      (await save(siteId, { version, changes: [{ path: BG, value: '#000001' }] })).statusCode,
    ).toBe(200);
    const stale = await save(siteId, {
      version,
      changes: [
        { path: BG, value: '#000002' },
        { path: BTN, value: '#000003' },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().result[0]).toMatch(
      /changed in another tab or by someone else since you opened them \(background_page\)/,
    );
    const values = (await ctx.get(`/api/sites/${siteId}/theme`)).json().result.values;
    expect(getPath(values, BG)).toBe('#000001');
    expect(getPath(values, BTN)).not.toBe('#000003');
  });

  it('cleans rich text before storing it', async () => {
    const { siteId, version } = await siteOf('dashboard');
    const html =
      '<h2>Welcome</h2><script>alert(1)</script><p onmouseover="x()">Hi <a href="javascript:alert(2)">there</a></p>';
    const response = await save(siteId, { version, changes: [{ path: HOME, value: html }] });
    expect(response.statusCode).toBe(200);
    const stored = getPath(response.json().result.values, HOME) as string;
    expect(stored).toContain('<h2>Welcome</h2>');
    expect(stored).not.toMatch(/script|onmouseover|javascript/);
  });

  it('refuses unknown paths and wrong types together, with clear messages, and changes nothing', async () => {
    const { siteId, version } = await siteOf('dashboard');
    const response = await save(siteId, {
      version,
      changes: [
        { path: 'my_products.components.nope', value: 1 },
        { path: BG, value: 'red' },
        { path: TYPE, value: 'mall' },
        { path: `${P}.images.components.homepage_image_fullscreen`, value: 'yes' },
        {
          path: `${P}.images.components.logo.components.image`,
          value: 'data:image/png;base64,AAAA',
        },
        { path: '__proto__.polluted', value: 1 },
        { path: 'constructor', value: 1 },
        { path: 'toString', value: 1 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().result as string[];
    expect(messages).toHaveLength(8);
    expect(messages[6]).toBe('This setting does not exist: constructor');
    expect(messages[0]).toBe('This setting does not exist: my_products.components.nope');
    expect(messages[1]).toBe(`The setting ${BG} is not valid: the colour must look like #2C7BE5`);
    expect(messages[4]).toMatch(/must be an uploaded image/);
    expect((await ctx.get(`/api/sites/${siteId}/theme`)).json().result.version).toBe(version);
  });

  it('refuses oversized text, a malformed body, and a business of another project', async () => {
    const { siteId, version } = await siteOf('ordering');
    expect(
      (await save(siteId, { version, changes: [{ path: HOME, value: 'x'.repeat(100_001) }] }))
        .statusCode,
    ).toBe(400);
    expect((await save(siteId, { version, changes: [] })).statusCode).toBe(400);
    expect((await save(siteId, { changes: [{ path: BG, value: '#FFFFFF' }] })).statusCode).toBe(
      400,
    );
    const theirs = await save(siteId, {
      version,
      changes: [{ path: BUSINESS, value: 'no-such-business' }],
    });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().result).toEqual([
      'The business no-such-business does not exist in your project.',
    ]);
    expect(
      (await save(siteId, { version, changes: [{ path: BUSINESS, value: 'pizza-palace' }] }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses an archived or unpublished business as the single store, with the reason', async () => {
    await ctx.t.database.db.execute(
      sql`insert into businesses (project_id, slug, name, published, archived_at)
          select id, 'gone-shop', 'Gone Shop', true, now() from projects where code = 'demo'
          union all
          select id, 'draft-shop', 'Draft Shop', false, null from projects where code = 'demo'`,
    );
    const { siteId, version } = await siteOf('ordering');
    const response = await save(siteId, {
      version,
      changes: [
        { path: BUSINESS, value: 'gone-shop' },
        { path: BUSINESS, value: 'draft-shop' },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      'The business Gone Shop is archived, so customers cannot reach it. Restore it in Businesses, or choose another business.',
      'The business Draft Shop is not published, so customers cannot reach it. Publish it in Businesses, or choose another business.',
    ]);
    expect((await ctx.get(`/api/sites/${siteId}/theme`)).json().result.version).toBe(version);
  });

  it('refuses a single store without its business, in words, and changes nothing', async () => {
    const { siteId, version: loaded } = await siteOf('ordering');
    const marketplace = await save(siteId, {
      version: loaded,
      changes: [
        { path: TYPE, value: 'marketplace' },
        { path: BUSINESS, value: null },
      ],
    });
    expect(marketplace.statusCode).toBe(200);
    const version = marketplace.json().result.version as number;
    const words = 'Choose the business your single-store website shows, or switch to Marketplace.';
    const alone = await save(siteId, { version, changes: [{ path: TYPE, value: 'single_store' }] });
    expect(alone.statusCode).toBe(400);
    expect(alone.json().result).toEqual([words]);
    const without = await save(siteId, {
      version,
      changes: [
        { path: TYPE, value: 'single_store' },
        { path: BUSINESS, value: null },
      ],
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().result).toEqual([words]);
    const after = (await ctx.get(`/api/sites/${siteId}/theme`)).json().result;
    expect(after.version).toBe(version);
    expect(getPath(after.values, TYPE)).toBe('marketplace');
  });

  it('gives the dashboard no website type or homepage backgrounds', async () => {
    const { siteId, version } = await siteOf('dashboard');
    const response = await save(siteId, {
      version,
      changes: [
        { path: TYPE, value: 'marketplace' },
        { path: `${P}.images.components.homepage_background.components.image`, value: null },
        { path: `${P}.images.components.homepage_image_fullscreen`, value: true },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().result as string[];
    expect(messages).toHaveLength(3);
    for (const message of messages) expect(message).toMatch(/the dashboard has no website type/);
  });

  it('gives franchise websites no website theme', async () => {
    const { siteId, version } = await siteOf('franchise');
    const response = await save(siteId, {
      version,
      changes: [{ path: TYPE, value: 'single_store' }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result[0]).toMatch(/franchise websites have no website theme/);
  });

  it('answers 404 to another project, and 401 without a token', async () => {
    const { siteId, version } = await siteOf('ordering', ctx.theirs);
    const response = await save(siteId, { version, changes: [{ path: BG, value: '#123456' }] });
    expect(response.statusCode).toBe(404);
    const anonymous = await ctx.t.app.inject({
      method: 'PATCH',
      url: `/api/sites/${siteId}/theme`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const after = (await ctx.get(`/api/sites/${siteId}/theme`, ctx.theirs)).json().result;
    expect(after.version).toBe(version);
  });
});
