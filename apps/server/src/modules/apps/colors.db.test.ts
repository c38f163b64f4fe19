import { ZBaseAction } from '@oc/domain/apps/app.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { actionNamed, appIdOf, appOf, patchJson } from './apps.test-support';

const ctx = setupTestApp();
let customer: number;

const url = (appId: number, actionId: number) => `/api/builder/apps/${appId}/actions/${actionId}`;
const action = async (name: string, appId = customer, token = ctx.ours) =>
  actionNamed(await appOf(ctx, appId, token), name);
async function saveColor(name: string, body: unknown, appId = customer, token = ctx.ours) {
  const target = await action(name, appId, token);
  return patchJson(ctx, url(appId, target.id), body, token);
}

beforeAll(async () => {
  customer = await appIdOf(ctx, 'app_customer_x');
});

describe('PATCH /api/builder/apps/:appId/actions/:actionId (theme colours)', () => {
  it('saves a colour as text_content and answers the updated action', async () => {
    const before = await action('primary');
    const response = await saveColor('primary', { type: 'colors', text_content: ' #1a2B3c ' });
    expect(response.statusCode).toBe(200);
    const saved = ZBaseAction.parse(response.json().result);
    expect(saved).toEqual({ ...before, text_content: '#1A2B3C' });
    expect(await action('primary')).toEqual(saved);
  });

  it('refuses what is not a #RRGGBB colour, with one clear message, and keeps the old one', async () => {
    const before = await action('secondary');
    for (const text_content of [
      'red',
      '#12345',
      '#1234567',
      '#GGGGGG',
      '',
      '123456',
      '#12 34 56',
    ]) {
      const response = await saveColor('secondary', { type: 'colors', text_content });
      expect(response.statusCode, text_content).toBe(400);
      expect(response.json()).toEqual({
        error: true,
        result: ['The colour must look like #2C7BE5'],
      });
    }
    expect(await action('secondary')).toEqual(before);
  });

  it('wants type colors and nothing else in the body', async () => {
    for (const body of [
      { text_content: '#FFFFFF' },
      { type: 'images', text_content: '#FFFFFF' },
      { type: 'colors', text_content: '#FFFFFF', editable: true },
      { type: 'colors' },
    ]) {
      const response = await saveColor('text', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().result[0]).toMatch(/^The request is not valid: /);
    }
  });

  it('saves colours only on colour actions', async () => {
    const logo = await action('logo');
    const response = await saveColor('logo', { type: 'colors', text_content: '#FFFFFF' });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual(['This setting is not a colour.']);
    expect(await action('logo')).toEqual(logo);
  });

  it('refuses a colour the platform provides (editable false)', async () => {
    const background = await action('background');
    await ctx.t.database.db.execute(
      sql`update base_actions set editable = false where id = ${background.id}`,
    );
    const response = await saveColor('background', { type: 'colors', text_content: '#000000' });
    expect(response.statusCode).toBe(403);
    expect(response.json().result).toEqual([
      'This setting comes from the platform and cannot be changed.',
    ]);
    expect((await action('background')).text_content).toBe(background.text_content);
  });

  it('answers 404 for another project’s app or colour, and for a colour of another app', async () => {
    const theirApp = await appIdOf(ctx, 'app_customer_x', ctx.theirs);
    const theirs = await action('primary', theirApp, ctx.theirs);
    const ours = await action('primary');
    const driverPrimary = await action('primary', await appIdOf(ctx, 'app_driver_x'));
    const body = { type: 'colors', text_content: '#000000' };
    for (const [appId, actionId, token] of [
      [theirApp, theirs.id, ctx.ours],
      [customer, theirs.id, ctx.ours],
      [customer, ours.id, ctx.theirs],
      [customer, driverPrimary.id, ctx.ours],
    ] as const) {
      const response = await patchJson(ctx, url(appId, actionId), body, token);
      expect(response.statusCode).toBe(404);
    }
    expect(await action('primary', theirApp, ctx.theirs)).toEqual(theirs);
    expect(await action('primary')).toEqual(ours);
  });
});
