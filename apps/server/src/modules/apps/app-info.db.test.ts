import { ZApp } from '@oc/domain/apps/app.schema';
import { APP_CODES } from '@oc/domain/products/products';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { appIdOf, appOf, patchJson } from './apps.test-support';

const ctx = setupTestApp();
const patch = (appId: number, body: unknown, token = ctx.ours) =>
  patchJson(ctx, `/api/builder/apps/${appId}`, body, token);

const TEXT = 'The text must have 1 to 255 characters';
const PACKAGE = 'The package must look like com.example.app';
const VERSION = 'The version must be numbers separated by dots, like 1.2.3';

describe('PATCH /api/builder/apps/:appId (general app info)', () => {
  it('saves the fields sent, trimmed, and answers the app object GET gives', async () => {
    const id = await appIdOf(ctx, 'app_customer_x');
    const before = await appOf(ctx, id);
    const response = await patch(id, { name: '  Demo Eats Plus ', version: ' 1.2.3 ' });
    expect(response.statusCode).toBe(200);
    const app = ZApp.parse(response.json().result);
    expect(app).toMatchObject({
      name: 'Demo Eats Plus',
      version: '1.2.3',
      package: before.package,
      description: before.description,
    });
    expect(await appOf(ctx, id)).toEqual(app);
  });

  it('takes every field at once, on every app', async () => {
    for (const code of APP_CODES) {
      const id = await appIdOf(ctx, code);
      const body = {
        name: `${code} name`,
        package: `com.example.${code}`,
        version: '2.0.10',
        description: 'x'.repeat(255),
      };
      const response = await patch(id, body);
      expect(response.statusCode, code).toBe(200);
      expect(response.json().result).toMatchObject(body);
    }
  });

  it('reports every problem at once with the catalogue’s messages and changes nothing', async () => {
    const id = await appIdOf(ctx, 'app_driver_x');
    const before = await appOf(ctx, id);
    const response = await patch(id, {
      name: '   ',
      package: 'example',
      version: '1.x',
      description: 'x'.repeat(256),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, result: [TEXT, PACKAGE, VERSION] });
    expect(await appOf(ctx, id)).toEqual(before);
  });

  it('checks package and version as docs/product/validation.md#app-info says', async () => {
    const id = await appIdOf(ctx, 'app_business_x');
    for (const bad of [
      'com',
      'com..app',
      '1com.app',
      'com.example.',
      'com.ex-ample.app',
      'com app.x',
    ])
      expect((await patch(id, { package: bad })).json().result, bad).toEqual([PACKAGE]);
    for (const bad of ['1.', 'v1.0', '1..2', '1.2.3.4.5', '1,2'])
      expect((await patch(id, { version: bad })).json().result, bad).toEqual([VERSION]);
    expect((await patch(id, { package: 'com.Example.app_2', version: '10' })).statusCode).toBe(200);
  });

  it('refuses an empty body, unknown fields and wrong types', async () => {
    const id = await appIdOf(ctx, 'app_kiosk_x');
    const empty = await patch(id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().result).toEqual(['There is nothing to save.']);
    for (const body of [{ name: 'ok', base_id: 3 }, { name: 42 }, { version: null }, []]) {
      const response = await patch(id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(true);
      expect(response.json().result[0]).toMatch(/^The request is not valid: /);
    }
    // Not JSON at all: the content type is refused as such.
    expect((await patch(id, 'name=x')).statusCode).toBe(415);
  });

  it('is for apps only: a website product is refused', async () => {
    const id = await appIdOf(ctx, 'web_ordering');
    const response = await patch(id, { name: 'Renamed' });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual(['This product is a website, not an app.']);
  });

  it('answers 404 for another project’s app, either way round, and for unknown or bad ids', async () => {
    const theirs = await appIdOf(ctx, 'app_customer_x', ctx.theirs);
    const ours = await appIdOf(ctx, 'app_customer_x');
    const theirsBefore = await appOf(ctx, theirs, ctx.theirs);
    for (const [id, token] of [
      [theirs, ctx.ours],
      [ours, ctx.theirs],
      [999_999, ctx.ours],
    ] as const) {
      const response = await patch(id, { name: 'Hijacked' }, token);
      expect(response.statusCode).toBe(404);
      expect(response.json().result).toEqual([
        'This product does not exist or is not part of your project.',
      ]);
    }
    expect(await appOf(ctx, theirs, ctx.theirs)).toEqual(theirsBefore);
    expect((await patch(0, { name: 'x' })).statusCode).toBe(400);
    expect((await patch(ours, { name: 'x' }, 'not-a-token-at-all-xxxxxxxxx')).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every app settings endpoint with its body', async () => {
    const doc = (await ctx.t.app.inject({ url: '/api/docs/json' })).json();
    const app = doc.paths['/api/builder/apps/{appId}'];
    expect(app.patch.tags).toEqual(['app settings']);
    expect(
      Object.keys(app.patch.requestBody.content['application/json'].schema.properties),
    ).toEqual(['name', 'package', 'version', 'description']);
    const constant = doc.paths['/api/builder/apps/{appId}/constants/{constantId}'].patch;
    expect(constant.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'value',
    );
    const colour = doc.paths['/api/builder/apps/{appId}/actions/{actionId}'].patch;
    expect(colour.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'text_content',
    );
    const upload = doc.paths['/api/builder/apps/{appId}/actions/{actionId}/file'].post;
    expect(Object.keys(upload.responses)).toEqual(
      expect.arrayContaining(['200', '400', '403', '404', '413', '415']),
    );
    expect(upload.description).toMatch(/source_file/);
  });
});
