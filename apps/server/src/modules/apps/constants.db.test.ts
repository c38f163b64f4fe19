import { ZBaseConstant } from '@oc/domain/apps/app.schema';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { appIdOf, appOf, constantCoded, patchJson } from './apps.test-support';

const ctx = setupTestApp();
let customer: number;
let driver: number;

const url = (appId: number, constantId: number) =>
  `/api/builder/apps/${appId}/constants/${constantId}`;
async function save(code: string, value: unknown, appId = customer, token = ctx.ours) {
  const constant = constantCoded(await appOf(ctx, appId, token), code);
  return patchJson(ctx, url(appId, constant.id), { value }, token);
}
const savedValue = async (code: string, appId = customer) =>
  constantCoded(await appOf(ctx, appId), code).value;

beforeAll(async () => {
  customer = await appIdOf(ctx, 'app_customer_x');
  driver = await appIdOf(ctx, 'app_driver_x');
});

describe('PATCH /api/builder/apps/:appId/constants/:constantId', () => {
  it('saves a value of each type with whitespace removed and answers the updated constant', async () => {
    const cases: [string, unknown, string][] = [
      ['support_email', '  help @demoeats.example\n', 'help@demoeats.example'],
      ['max_cart_items', ' 4 2 ', '42'],
      ['max_cart_items', 7, '7'],
      ['max_cart_items', '-3', '-3'],
      ['minimum_order_amount', ' 12.75 ', '12.75'],
      ['minimum_order_amount', 3.5, '3.5'],
      ['minimum_order_amount', '8', '8'],
      ['allow_guest_checkout', 'false', 'false'],
      ['allow_guest_checkout', true, 'true'],
      // JSON keeps its inner spaces: they may be data.
      ['supported_languages', '  ["en", "pt"]\n', '["en", "pt"]'],
    ];
    for (const [code, value, saved] of cases) {
      const response = await save(code, value);
      expect(response.statusCode, `${code} ${value}`).toBe(200);
      const constant = ZBaseConstant.parse(response.json().result);
      expect(constant).toMatchObject({ code, value: saved });
      expect(await savedValue(code)).toBe(saved);
    }
  });

  it('refuses a value that is not of the constant’s type, with its message, and keeps the old one', async () => {
    const cases: [string, unknown, string][] = [
      ['max_cart_items', '4.5', 'The value must be a whole number'],
      ['max_cart_items', 4.5, 'The value must be a whole number'],
      ['max_cart_items', 'ten', 'The value must be a whole number'],
      ['max_cart_items', '', 'The value must be a whole number'],
      ['max_cart_items', true, 'The value must be a whole number'],
      ['minimum_order_amount', '1,5', 'The value must be a number'],
      ['minimum_order_amount', 'NaN', 'The value must be a number'],
      ['allow_guest_checkout', 'yes', 'The value must be true or false'],
      ['allow_guest_checkout', 1, 'The value must be true or false'],
      ['supported_languages', '["en",', 'The value must be valid JSON'],
      ['supported_languages', '', 'The value must be valid JSON'],
      ['support_email', '   ', 'The text must have 1 to 255 characters'],
      ['support_email', 'x'.repeat(256), 'The text must have 1 to 255 characters'],
      ['support_email', null, 'The text must have 1 to 255 characters'],
    ];
    for (const [code, value, message] of cases) {
      const before = await savedValue(code);
      const response = await save(code, value);
      expect(response.statusCode, `${code} ${value}`).toBe(400);
      expect(response.json()).toEqual({ error: true, result: [message] });
      expect(await savedValue(code)).toBe(before);
    }
  });

  it('keeps the supported languages in the order chosen, and refuses any but a list of the apps’ languages, each once', async () => {
    const chosen = await save('supported_languages', '["zh-Hant","es","ar"]');
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().result.value).toBe('["zh-Hant","es","ar"]');
    const cases: [unknown, string[]][] = [
      [
        '["en","xx"]',
        ['One of the languages is not offered to apps: choose languages from the list.'],
      ],
      ['["en","es","en"]', ['A language is chosen twice: keep it once.']],
      ['[]', ['Choose at least one language.']],
      [
        '["xx","xx"]',
        [
          'One of the languages is not offered to apps: choose languages from the list.',
          'A language is chosen twice: keep it once.',
        ],
      ],
      ['{"en":true}', ['The languages must be a list of language codes, like ["en","es"].']],
      ['"en"', ['The languages must be a list of language codes, like ["en","es"].']],
      [42, ['The languages must be a list of language codes, like ["en","es"].']],
      [true, ['The languages must be a list of language codes, like ["en","es"].']],
      ['[1,2]', ['The languages must be a list of language codes, like ["en","es"].']],
      [null, ['The value must be valid JSON']],
    ];
    for (const [value, messages] of cases) {
      const response = await save('supported_languages', value);
      expect(response.statusCode, String(value)).toBe(400);
      expect(response.json(), String(value)).toEqual({ error: true, result: messages });
      expect(await savedValue('supported_languages')).toBe('["zh-Hant","es","ar"]');
    }
  });

  it('saves the driver app’s own constants the same way', async () => {
    expect((await save('location_interval_seconds', ' 30 ', driver)).json().result.value).toBe(
      '30',
    );
    expect((await save('max_distance_km', 'far', driver)).statusCode).toBe(400);
  });

  it('takes one of the project’s businesses for business_slug, or none', async () => {
    const picked = await save('business_slug', ' sushi - corner ');
    expect(picked.statusCode).toBe(200);
    expect(picked.json().result.value).toBe('sushi-corner');
    for (const none of [null, 'none']) {
      const response = await save('business_slug', none);
      expect(response.statusCode).toBe(200);
      expect(response.json().result.value).toBeNull();
    }
    expect(await savedValue('business_slug')).toBeNull();
  });

  it('refuses a business of another project or no business at all for business_slug', async () => {
    await ctx.t.database.db.execute(
      sql`insert into businesses (project_id, slug, name)
          select id, 'their-only-shop', 'Their only shop' from projects where code = 'other'`,
    );
    await save('business_slug', 'pizza-palace');
    for (const slug of ['their-only-shop', 'no-such-shop']) {
      const response = await save('business_slug', slug);
      expect(response.statusCode).toBe(400);
      expect(response.json().result).toEqual([
        `The business ${slug} does not exist in your project.`,
      ]);
    }
    expect(await savedValue('business_slug')).toBe('pizza-palace');
  });

  it('refuses an archived or unpublished business for business_slug: the app would open on a closed door', async () => {
    await ctx.t.database.db.execute(
      sql`insert into businesses (project_id, slug, name, published, archived_at)
          select id, 'gone-shop', 'Gone Shop', true, now() from projects where code = 'demo'
          union all
          select id, 'draft-shop', 'Draft Shop', false, null from projects where code = 'demo'`,
    );
    await save('business_slug', 'pizza-palace');
    const archived = await save('business_slug', 'gone-shop');
    expect(archived.statusCode).toBe(400);
    expect(archived.json().result).toEqual([
      'The business Gone Shop is archived, so customers cannot reach it. Restore it in Businesses, or choose another business.',
    ]);
    const draft = await save('business_slug', 'draft-shop');
    expect(draft.statusCode).toBe(400);
    expect(draft.json().result).toEqual([
      'The business Draft Shop is not published, so customers cannot reach it. Publish it in Businesses, or choose another business.',
    ]);
    expect(await savedValue('business_slug')).toBe('pizza-palace');
  });

  it('refuses a body without a value, with other fields or with an object', async () => {
    const id = constantCoded(await appOf(ctx, customer), 'max_cart_items').id;
    for (const body of [{}, { value: '1', code: 'x' }, { value: { n: 1 } }, { value: [1] }]) {
      const response = await patchJson(ctx, url(customer, id), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().result[0]).toMatch(/^The request is not valid: /);
    }
  });

  it('answers 404 for a constant of another app or another project, changing nothing', async () => {
    const ourDriverConstant = constantCoded(await appOf(ctx, driver), 'location_interval_seconds');
    const theirApp = await appIdOf(ctx, 'app_customer_x', ctx.theirs);
    const theirConstant = constantCoded(await appOf(ctx, theirApp, ctx.theirs), 'max_cart_items');
    const ourConstant = constantCoded(await appOf(ctx, customer), 'max_cart_items');

    const otherApp = await patchJson(ctx, url(customer, ourDriverConstant.id), { value: '1' });
    expect(otherApp.statusCode).toBe(404);
    expect(otherApp.json().result).toEqual(['This constant does not exist in this app.']);

    for (const [appId, constantId, token] of [
      [theirApp, theirConstant.id, ctx.ours],
      [customer, theirConstant.id, ctx.ours],
      [customer, ourConstant.id, ctx.theirs],
    ] as const) {
      const response = await patchJson(ctx, url(appId, constantId), { value: '1' }, token);
      expect(response.statusCode).toBe(404);
    }
    expect(constantCoded(await appOf(ctx, theirApp, ctx.theirs), 'max_cart_items').value).toBe(
      theirConstant.value,
    );
    expect(await savedValue('location_interval_seconds', driver)).toBe(ourDriverConstant.value);
  });
});
