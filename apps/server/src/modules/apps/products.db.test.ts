import { ZApp } from '@oc/domain/apps/app.schema';
import { PRODUCT_CODES } from '@oc/domain/products/products';
import { describe, expect, it } from 'vitest';
import { productIdOf, setupTestApp } from '../../../test/helpers';
import { listProducts } from './list-products';

const ctx = setupTestApp();
const get = (url: string, token?: string) => ctx.get(url, token);

describe('GET /api/products', () => {
  it('lists one product per code: three websites and six apps', async () => {
    const response = await get('/api/products');
    expect(response.statusCode).toBe(200);
    const codes = response.json().result.map((p: { code: string }) => p.code);
    expect([...codes].sort()).toEqual([...PRODUCT_CODES].sort());
  });

  it('gives no purchase or demo link unless the platform has one: never a made-up address', async () => {
    const products = (await get('/api/products')).json().result as {
      code: string;
      purchase_link: string | null;
      demo_link: string | null;
    }[];
    for (const product of products) {
      expect(product.purchase_link, product.code).toBeNull();
      expect(product.demo_link, product.code).toBeNull();
    }
    const me = (await get('/api/auth/me')).json().result as { project: { id: number } };
    const scope = { db: ctx.t.database.db, projectId: me.project.id };
    const links = {
      PURCHASE_URL: 'https://sales.example/buy',
      DEMO_URL: 'https://sales.example/demo',
    };
    for (const product of await listProducts(scope, links)) {
      const isApp = product.code.startsWith('app');
      expect(product.purchase_link, product.code).toBe(isApp ? links.PURCHASE_URL : null);
      expect(product.demo_link, product.code).toBe(isApp ? links.DEMO_URL : null);
    }
  });

  it('never lists another project’s products', async () => {
    const ours = (await get('/api/products')).json().result.map((p: { id: number }) => p.id);
    const theirs = (await get('/api/products', ctx.theirs))
      .json()
      .result.map((p: { id: number }) => p.id);
    expect(ours.filter((id: number) => theirs.includes(id))).toEqual([]);
  });
});

describe('GET /api/builder/apps/:appId', () => {
  it('returns every product as the app object of docs/product/api.md', async () => {
    const products = (await get('/api/products')).json().result as { id: number; code: string }[];
    for (const product of products) {
      const response = await get(`/api/builder/apps/${product.id}`);
      expect(response.statusCode).toBe(200);
      const app = ZApp.parse(response.json().result);
      expect(app.base.code).toBe(product.code);
      if (product.code.startsWith('web')) {
        expect(app.site_id).not.toBeNull();
      } else {
        expect(app.base.platforms).toEqual(['ios', 'android']);
        expect(app.package).toMatch(/^[a-z]+(\.[a-z0-9_]+)+$/);
      }
    }
  });

  it('gives the kiosk and franchises apps the address their theme is drawn at, others none', async () => {
    const previewOf = async (code: string, token = ctx.ours) => {
      const id = await productIdOf(ctx, code, token);
      return ZApp.parse((await get(`/api/builder/apps/${id}`, token)).json().result).preview_url;
    };
    expect(await previewOf('app_kiosk_x')).toBe('http://demo-kiosk-app.localhost:8080');
    expect(await previewOf('app_franchises_x')).toBe('http://demo-franchises-app.localhost:8080');
    expect(await previewOf('app_kiosk_x', ctx.theirs)).toBe(
      'http://other-kiosk-app.localhost:8080',
    );
    for (const code of PRODUCT_CODES.filter((c) => c !== 'app_kiosk_x' && c !== 'app_franchises_x'))
      expect(await previewOf(code), code).toBeNull();
    // The address serves that app's theme, under the app's name.
    const kiosk = await ctx.t.app.inject({
      url: '/',
      headers: { host: 'demo-kiosk-app.localhost:8080' },
    });
    expect(kiosk.statusCode).toBe(200);
    expect(kiosk.body).toContain('Demo Eats Kiosk');
  });

  it('gives the customer app constants of every type and actions in every group', async () => {
    const products = (await get('/api/products')).json().result as { id: number; code: string }[];
    const customer = products.find((p) => p.code === 'app_customer_x');
    const app = ZApp.parse((await get(`/api/builder/apps/${customer?.id}`)).json().result);
    expect(new Set(app.baseConstants.map((c) => c.type))).toEqual(
      new Set(['string', 'integer', 'decimal', 'boolean', 'json']),
    );
    expect(app.baseConstants.some((c) => c.code === 'business_slug')).toBe(true);
    const groups = new Set(app.baseActions.map((a) => a.group));
    for (const group of [
      'general_images',
      'colors',
      'files',
      'resources_icons',
      'resources_notifications',
    ]) {
      expect(groups).toContain(group);
    }
    expect([...groups].some((g) => g.includes('splash') && g.includes('android'))).toBe(true);
    expect([...groups].some((g) => g.includes('splash') && g.includes('ios'))).toBe(true);
    const splash = app.baseActions.find((a) => a.name === 'splash_port_xhdpi');
    expect(splash?.file_rules).toMatchObject({ width: 720, height: 1280, extension: ['png'] });
    expect(app.baseActions.find((a) => a.group === 'colors')?.text_content).toMatch(
      /^#[0-9A-F]{6}$/i,
    );
    expect(app.baseActions.some((a) => !a.editable)).toBe(true);
    expect(app.ios_credentials).toBeNull();
  });

  it('answers 404 with a message for another project’s app and for an unknown id', async () => {
    const theirs = (await get('/api/products', ctx.theirs)).json().result[3].id as number;
    for (const id of [theirs, 999_999]) {
      const response = await get(`/api/builder/apps/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        error: true,
        result: ['This product does not exist or is not part of your project.'],
      });
    }
  });

  it('answers 400 for an id that is not a positive whole number', async () => {
    for (const id of ['abc', '-1', '0', '1.5']) {
      const response = await get(`/api/builder/apps/${id}`);
      expect(response.statusCode, id).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });
});
