import { ZTheme } from '@oc/domain/themes/theme.schema';
import { getPath } from '@oc/domain/themes/theme-path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, recordOwnFiles, setupTestApp } from '../../../test/helpers';
import { themes } from '../../db/schema';

const ctx = setupTestApp();

const HOMEPAGE_IMAGE =
  'my_products.components.images.components.homepage_background.components.image';
const FULLSCREEN = 'my_products.components.images.components.homepage_image_fullscreen';
const LOGO = 'my_products.components.images.components.logo.components.image';
const BG = 'my_products.components.theme_settings.components.style.background_page';
const RADIUS = 'general.components.buttons.borderRadius';
const COUPON = 'header.components.cart.components.discount_coupon.hidden';
const BIRTHDAY = 'profile.components.birthday.hidden';
const NAV_BROWSE = 'bar_menu.components.browse.hidden';
const BLOCK_LOGO = 'business_listing_view.components.business.components.logo.hidden';
const VIDEOS = 'business_view.components.information.components.videos.hidden';
const SHOW_FIRST = 'business_view.components.categories.components.show_first.hidden';
const ANDROID_ID = 'smart_banner_settings.android_id';
const TITLE = 'order_types.components.title_menu';
const HEAD = 'third_party_code.head';
const IMAGE_URL = `/files/ab/${'c'.repeat(64)}.png`;
const OTHER_IMAGE_URL = `/files/cd/${'e'.repeat(64)}.jpg`;
beforeAll(() => recordOwnFiles(ctx, [IMAGE_URL, OTHER_IMAGE_URL]));

async function appIdOf(code: string, token = ctx.ours) {
  const products = (await ctx.get('/api/products', token)).json().result as {
    id: number;
    code: string;
  }[];
  return products.find((p) => p.code === code)?.id as number;
}

async function themeOf(code: 'app_kiosk_x' | 'app_franchises_x', token = ctx.ours) {
  const appId = await appIdOf(code, token);
  const theme = ZTheme.parse((await ctx.get(`/api/apps/${appId}/theme`, token)).json().result);
  return { appId, version: theme.version, theme };
}

const save = (appId: number, body: object, token = ctx.ours) =>
  ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/apps/${appId}/theme`,
    headers: bearer(token),
    payload: body,
  });

const cannotChange = (path: string) =>
  `The setting ${path} is not valid: it cannot be changed for this product`;

describe('GET /api/apps/:id/theme', () => {
  it('gives the kiosk and franchises apps a theme of their own, with no site', async () => {
    const kiosk = await themeOf('app_kiosk_x');
    expect(kiosk.theme).toMatchObject({
      app_id: kiosk.appId,
      site_id: null,
      theme_id: 'kiosk_app',
    });
    expect(getPath(kiosk.theme.values, HOMEPAGE_IMAGE)).toBeNull();
    const franchises = await themeOf('app_franchises_x');
    expect(franchises.theme).toMatchObject({
      app_id: franchises.appId,
      site_id: null,
      theme_id: 'franchises_app',
    });
    expect(franchises.theme.id).not.toBe(kiosk.theme.id);
  });

  it('creates a missing theme on the first read, once, even when read concurrently', async () => {
    const appId = await appIdOf('app_franchises_x');
    const { db } = ctx.t.database;
    // A database seeded before apps had themes: the row is not there.
    await db.delete(themes).where(eq(themes.appId, appId));
    const answers = await Promise.all([1, 2, 3, 4].map(() => ctx.get(`/api/apps/${appId}/theme`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => ZTheme.parse(a.json().result).id));
    expect(ids.size).toBe(1);
    const rows = await db.select().from(themes).where(eq(themes.appId, appId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ themeId: 'franchises_app', siteId: null, version: 1 });
    const again = ZTheme.parse((await ctx.get(`/api/apps/${appId}/theme`)).json().result);
    expect(again.id).toBe(rows[0]?.id);
  });

  it('answers 404 for an app without an Advanced tab and for another project’s app', async () => {
    for (const code of ['app_customer_x', 'app_driver_x', 'web_ordering']) {
      const response = await ctx.get(`/api/apps/${await appIdOf(code)}/theme`);
      expect(response.statusCode, code).toBe(404);
      expect(response.json().error).toBe(true);
    }
    const theirs = await appIdOf('app_kiosk_x', ctx.theirs);
    const response = await ctx.get(`/api/apps/${theirs}/theme`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: true,
      result: ['This product does not exist or is not part of your project.'],
    });
    expect((await ctx.t.app.inject({ url: `/api/apps/${theirs}/theme` })).statusCode).toBe(401);
    // Nothing was created for them by our read.
    const rows = await ctx.t.database.db.select().from(themes).where(eq(themes.appId, theirs));
    expect(rows).toHaveLength(1);
  });

  it('keeps a theme in its app’s project, with exactly one owner (database constraints)', async () => {
    const ours = await themeOf('app_franchises_x');
    const theirCustomerApp = await appIdOf('app_customer_x', ctx.theirs);
    const { db } = ctx.t.database;
    const [row] = await db.select().from(themes).where(eq(themes.id, ours.theme.id));
    const projectId = row?.projectId as number;
    // Another project's app, which has no theme yet: only the project can be wrong.
    await expect(
      db
        .insert(themes)
        .values({ projectId, appId: theirCustomerApp, themeId: 'x', structure: 'x' }),
    ).rejects.toMatchObject({ cause: { constraint: 'themes_app_same_project_fk' } });
    // Neither a site nor an app.
    await expect(
      db.insert(themes).values({ projectId, themeId: 'x', structure: 'x' }),
    ).rejects.toMatchObject({ cause: { constraint: 'themes_one_owner' } });
  });
});

describe('PATCH /api/apps/:id/theme', () => {
  it('saves one value of each kind in the franchises app', async () => {
    const { appId, version } = await themeOf('app_franchises_x');
    const code = '<script async src="https://analytics.example/a.js"></script>';
    const changes = [
      { path: HOMEPAGE_IMAGE, value: IMAGE_URL },
      { path: FULLSCREEN, value: true },
      { path: RADIUS, value: 12 },
      { path: 'general.components.buttons.color', value: '#112233' },
      { path: 'general.components.fonts.primary.name', value: 'Lobster' },
      { path: 'general.components.fonts.primary.weights', value: [700] },
      { path: 'business_listing_view.components.layout.rows', value: '3' },
      { path: SHOW_FIRST, value: true },
      { path: 'bar_menu.components.orders.hidden', value: true },
      { path: TITLE, value: 'How would you like your order?' },
      { path: HEAD, value: code },
    ];
    const response = await save(appId, { version, changes });
    expect(response.statusCode).toBe(200);
    const theme = ZTheme.parse(response.json().result);
    expect(theme.version).toBe(version + 1);
    expect(theme.app_id).toBe(appId);
    for (const { path, value } of changes) expect(getPath(theme.values, path), path).toEqual(value);
    const reread = ZTheme.parse((await ctx.get(`/api/apps/${appId}/theme`)).json().result);
    expect(reread.values).toEqual(theme.values);
  });

  it('lets the kiosk app change its homepage image and nothing else', async () => {
    const { appId, version } = await themeOf('app_kiosk_x');
    const refused = await save(appId, {
      version,
      changes: [
        { path: RADIUS, value: 3 },
        { path: FULLSCREEN, value: true },
        { path: LOGO, value: IMAGE_URL },
        { path: BG, value: '#000000' },
        { path: TITLE, value: 'Hello' },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result).toEqual([RADIUS, FULLSCREEN, LOGO, BG, TITLE].map(cannotChange));
    const saved = await save(appId, {
      version,
      changes: [{ path: HOMEPAGE_IMAGE, value: IMAGE_URL }],
    });
    expect(saved.statusCode).toBe(200);
    expect(getPath(saved.json().result.values, HOMEPAGE_IMAGE)).toBe(IMAGE_URL);
  });

  it('refuses leaves disabled in app mode, in franchise mode, and not shown for apps', async () => {
    const { appId, version } = await themeOf('app_franchises_x');
    const paths = [
      COUPON,
      'header.components.cart.components.open_strategy.type',
      BIRTHDAY,
      NAV_BROWSE,
      BLOCK_LOGO,
      VIDEOS,
      ANDROID_ID,
      'bar_menu.components.promotions.hidden',
      LOGO,
      BG,
    ];
    const response = await save(appId, {
      version,
      changes: paths.map((path) => ({ path, value: path === LOGO ? IMAGE_URL : true })),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual(paths.map(cannotChange));
    expect((await themeOf('app_franchises_x')).version).toBe(version);
  });

  it('refuses unknown paths, wrong types and oversized text together, changing nothing', async () => {
    const { appId, version } = await themeOf('app_franchises_x');
    const response = await save(appId, {
      version,
      changes: [
        { path: 'general.components.buttons.nope', value: 1 },
        { path: 'constructor', value: 1 },
        { path: RADIUS, value: '12' },
        { path: HOMEPAGE_IMAGE, value: 'data:image/png;base64,AAAA' },
        { path: 'general.components.buttons.color', value: 'red' },
        { path: TITLE, value: 'x'.repeat(256) },
        { path: HEAD, value: 'x'.repeat(50_001) },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages = response.json().result as string[];
    expect(messages).toHaveLength(7);
    expect(messages[0]).toBe('This setting does not exist: general.components.buttons.nope');
    expect(messages[1]).toBe('This setting does not exist: constructor');
    expect(messages[2]).toMatch(new RegExp(`^The setting ${RADIUS} is not valid: `));
    expect(messages[3]).toMatch(/must be an uploaded image/);
    expect(messages[4]).toMatch(/the colour must look like #2C7BE5/);
    expect(messages[5]).toMatch(new RegExp(`^The setting ${TITLE} is not valid: `));
    expect(messages[6]).toMatch(new RegExp(`^The setting ${HEAD} is not valid: `));
    expect((await themeOf('app_franchises_x')).version).toBe(version);
    // The limits themselves are allowed.
    const atLimit = await save(appId, {
      version,
      changes: [
        { path: TITLE, value: 'x'.repeat(255) },
        { path: HEAD, value: 'x'.repeat(50_000) },
      ],
    });
    expect(atLimit.statusCode).toBe(200);
  });

  it('refuses a stale copy with 409, and keeps a Basic and an Advanced save from one copy', async () => {
    const { appId, version } = await themeOf('app_franchises_x');
    // The homepage image is both a Basic-tab path and the app's Advanced homepage image.
    const basic = await save(appId, {
      version,
      changes: [{ path: HOMEPAGE_IMAGE, value: OTHER_IMAGE_URL }],
    });
    expect(basic.statusCode).toBe(200);
    const advanced = await save(appId, { version, changes: [{ path: RADIUS, value: 40 }] });
    expect(advanced.statusCode).toBe(200);
    const values = (await themeOf('app_franchises_x')).theme.values;
    expect(getPath(values, HOMEPAGE_IMAGE)).toBe(OTHER_IMAGE_URL);
    expect(getPath(values, RADIUS)).toBe(40);

    const stale = await save(appId, {
      version,
      changes: [
        { path: RADIUS, value: 41 },
        { path: FULLSCREEN, value: false },
      ],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().result[0]).toMatch(
      /changed in another tab or by someone else since you opened them \(borderRadius\)/,
    );
    expect(getPath((await themeOf('app_franchises_x')).theme.values, RADIUS)).toBe(40);
  });

  it('answers 404 for another project’s app and an app without an Advanced tab', async () => {
    const theirs = await themeOf('app_kiosk_x', ctx.theirs);
    const response = await save(theirs.appId, {
      version: theirs.version,
      changes: [{ path: HOMEPAGE_IMAGE, value: IMAGE_URL }],
    });
    expect(response.statusCode).toBe(404);
    expect((await themeOf('app_kiosk_x', ctx.theirs)).version).toBe(theirs.version);
    const customer = await appIdOf('app_customer_x');
    expect(
      (await save(customer, { version: 1, changes: [{ path: RADIUS, value: 1 }] })).statusCode,
    ).toBe(404);
  });
});
