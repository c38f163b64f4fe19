import { ZApp } from '@oc/domain/apps/app.schema';
import { ZBuild, ZBuildLog } from '@oc/domain/builds/build.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productIdOf, setupTestApp } from '../../../test/helpers';
import {
  buildOfApp,
  call,
  jobOfBuild,
  requestBuild,
  saveAndroidKeys,
  saveIosKeys,
  setConstant,
} from './builds.test-support';

// The builds API without workers (docs/product/api.md#builds): every check of a build request,
// one unfinished build per platform, the queue, cancelling, deleting certificates and the answers
// about files not built yet. No worker runs here, so every accepted build stays queued.

const ctx = setupTestApp();
let customer: number;
let singleStore: number;
let driver: number;
let store: number;
let kiosk: number;
let website: number;

const IOS_ALL = [
  'apple_merchant_id',
  'team_id',
  'api_key_id',
  'api_key_issuer_id',
  'api_key_file',
] as const;

beforeAll(async () => {
  customer = await productIdOf(ctx, 'app_customer_x');
  singleStore = await productIdOf(ctx, 'app_single_store_x');
  driver = await productIdOf(ctx, 'app_driver_x');
  store = await productIdOf(ctx, 'app_business_x');
  kiosk = await productIdOf(ctx, 'app_kiosk_x');
  website = await productIdOf(ctx, 'web_ordering');
});

const refused = (status: number, ...messages: string[]) => ({ status, messages });
async function expectRefusal(
  response: Awaited<ReturnType<typeof requestBuild>>,
  expected: { status: number; messages: string[] },
) {
  expect(response.statusCode, response.body).toBe(expected.status);
  expect(response.json()).toEqual({ error: true, result: expected.messages });
}

describe('required fields before a build', () => {
  it('lists what Android misses, in order, as field codes (422)', async () => {
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'android', mode: 'release' }),
      refused(422, 'key_alias', 'store_file'),
    );
    // The app's own fields count too: a description emptied behind the API's back is asked for.
    await ctx.t.database.db.execute(
      sql`update apps set description = '' where id = ${singleStore}`,
    );
    await expectRefusal(
      await requestBuild(ctx, singleStore, { platform: 'android', mode: 'debug' }),
      refused(422, 'description', 'key_alias', 'store_file'),
    );
  });

  it('asks an Apple merchant id only of the apps that take payments', async () => {
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'ios', mode: 'app-store' }),
      refused(422, ...IOS_ALL),
    );
    for (const app of [driver, store, kiosk]) {
      await expectRefusal(
        await requestBuild(ctx, app, { platform: 'ios', mode: 'ad-hoc' }),
        refused(422, ...IOS_ALL.slice(1)),
      );
    }
  });

  it('takes iOS values from the base constants as well as from the credentials', async () => {
    await setConstant(ctx, customer, 'apple_merchant_id', 'merchant.com.demoeats');
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'ios', mode: 'app-store' }),
      refused(422, ...IOS_ALL.slice(1)),
    );
    // A base constant named like a credential field counts as that field.
    const me = (await ctx.get('/api/auth/me')).json().result as { project: { id: number } };
    await ctx.t.database.db.execute(sql`
      insert into base_constants (project_id, app_id, code, name, type, value)
      values (${me.project.id}, ${kiosk}, 'team_id', 'Team id', 'string', 'ABCDE12345')`);
    await expectRefusal(
      await requestBuild(ctx, kiosk, { platform: 'ios', mode: 'ad-hoc' }),
      refused(422, 'api_key_id', 'api_key_issuer_id', 'api_key_file'),
    );
  });
});

describe('refused build requests', () => {
  it('refuses a mode of the other platform and a type for iOS, every problem at once', async () => {
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'ios', mode: 'release', type: 'bundle' }),
      refused(
        400,
        formatMessage('BUILD_MODE_NOT_OF_PLATFORM', { mode: 'release', platform: 'iOS' }),
        formatMessage('BUILD_TYPE_ANDROID_ONLY'),
      ),
    );
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'android', mode: 'app-store' }),
      refused(
        400,
        formatMessage('BUILD_MODE_NOT_OF_PLATFORM', { mode: 'app-store', platform: 'Android' }),
      ),
    );
  });

  it('refuses a website, a platform the app is not built for and a malformed request', async () => {
    await expectRefusal(
      await requestBuild(ctx, website, { platform: 'android', mode: 'release' }),
      refused(400, formatMessage('THIS_PRODUCT_IS_NOT_AN_APP')),
    );
    await ctx.t.database.db.execute(sql`
      update bases set platforms = '["android"]'::jsonb
      where id = (select base_id from apps where id = ${singleStore})`);
    await expectRefusal(
      await requestBuild(ctx, singleStore, { platform: 'ios', mode: 'ad-hoc' }),
      refused(400, formatMessage('APP_NOT_BUILT_FOR_PLATFORM', { platform: 'iOS' })),
    );
    for (const body of [
      {},
      { platform: 'windows', mode: 'release' },
      { platform: 'android', mode: 'release', type: 'apk' },
      { platform: 'android', mode: 'release', extra: 1 },
    ]) {
      const response = await requestBuild(ctx, customer, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error).toBe(true);
    }
  });

  it('refuses a version Android cannot order, once the fields are complete', async () => {
    await saveAndroidKeys(ctx, driver);
    const patch = (version: string) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/builder/apps/${driver}`,
        headers: { authorization: `Bearer ${ctx.ours}` },
        payload: { version },
      });
    expect((await patch('1.1000.0')).statusCode).toBe(200);
    await expectRefusal(
      await requestBuild(ctx, driver, { platform: 'android', mode: 'release' }),
      refused(400, formatMessage('VERSION_NOT_FOR_ANDROID', { version: '1.1000.0' })),
    );
    expect((await patch('1.0.0')).statusCode).toBe(200);
  });
});

describe('one unfinished build per app and platform', () => {
  let first: number;

  it('queues a build (201) with the app version, mode and kind, and its job', async () => {
    await saveAndroidKeys(ctx, customer);
    const response = await requestBuild(ctx, customer, { platform: 'android', mode: 'release' });
    expect(response.statusCode, response.body).toBe(201);
    const build = ZBuild.parse(response.json().result);
    expect(build).toMatchObject({
      platform: 'android',
      status: 'queued',
      app_version: '1.0.0',
      mode: 'release',
      kind: 'assemble',
      error_code: null,
      queue_position: 1,
    });
    expect(build.job_id).toMatch(/^\d+$/);
    expect(await jobOfBuild(ctx, build.id)).toMatchObject({ state: 'queued' });
    first = build.id;
    expect(await buildOfApp(ctx, customer, first)).toEqual(build);
  });

  it('refuses another while it is unfinished (409)', async () => {
    await expectRefusal(
      await requestBuild(ctx, customer, { platform: 'android', mode: 'debug', type: 'bundle' }),
      refused(409, formatMessage('BUILD_ALREADY_RUNNING', { platform: 'Android' })),
    );
  });

  it('lets exactly one of two racing requests through', async () => {
    const cancel = await call(ctx, 'POST', `/api/builder/apps/${customer}/builds/${first}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3].map(() => requestBuild(ctx, customer, { platform: 'android', mode: 'debug' })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    const unfinished = app.builds.filter((b) => b.platform === 'android' && b.status === 'queued');
    expect(unfinished).toHaveLength(1);
  });
});

describe('the queue and cancelling', () => {
  it('gives each queued build its place, oldest first', async () => {
    await saveIosKeys(ctx, customer);
    const response = await requestBuild(ctx, customer, { platform: 'ios', mode: 'app-store' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().result.queue_position).toBe(2);
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    const queued = app.builds.filter((b) => b.status === 'queued');
    // Newest first; the older one is first in the queue.
    expect(queued.map((b) => [b.platform, b.queue_position])).toEqual([
      ['ios', 2],
      ['android', 1],
    ]);
    expect(
      app.builds.filter((b) => b.status !== 'queued').every((b) => b.queue_position === null),
    ).toBe(true);
  });

  it('ends a queued build at once as cancelled, and a finished one cannot be cancelled', async () => {
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    const android = app.builds.find((b) => b.platform === 'android' && b.status === 'queued');
    if (!android) throw new Error('no queued android build');
    const url = `/api/builder/apps/${customer}/builds/${android.id}/cancel`;
    const response = await call(ctx, 'POST', url);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZBuild.parse(response.json().result)).toMatchObject({
      id: android.id,
      status: 'failed',
      error_code: 'BUILD_CANCELLED',
      error_description: formatMessage('BUILD_CANCELLED'),
      queue_position: null,
    });
    expect(await jobOfBuild(ctx, android.id)).toMatchObject({ state: 'cancelled' });
    await expectRefusal(
      await call(ctx, 'POST', url),
      refused(409, formatMessage('BUILD_ALREADY_FINISHED')),
    );
    // The iOS build moves up.
    const after = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    expect(after.builds.find((b) => b.status === 'queued')?.queue_position).toBe(1);
  });

  it('answers a queued build and its (empty) log', async () => {
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    const ios = app.builds.find((b) => b.status === 'queued');
    const response = await call(ctx, 'GET', `/api/builder/apps/${customer}/builds/${ios?.id}/log`);
    expect(response.statusCode, response.body).toBe(200);
    expect(ZBuildLog.parse(response.json().result)).toEqual({ build: ios, lines: [] });
    const bad = await call(
      ctx,
      'GET',
      `/api/builder/apps/${customer}/builds/${ios?.id}/log?after=-1`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('files not built yet', () => {
  it('has nothing to download, link or send', async () => {
    const path = `/api/builder/apps/${customer}/downloads/android/release/apk`;
    const missing = formatMessage('DOWNLOAD_NOT_FOUND', {
      platform: 'android',
      mode: 'release',
      extension: 'apk',
    });
    await expectRefusal(await call(ctx, 'GET', path), refused(404, missing));
    await expectRefusal(await call(ctx, 'POST', `${path}/link`), refused(404, missing));
    await expectRefusal(
      await call(ctx, 'POST', `/api/builder/apps/${customer}/store/android`),
      refused(409, formatMessage('STORE_NEEDS_RELEASE_BUILD')),
    );
  });

  it('asks for a login without a token or a link, and refuses a link that is not one', async () => {
    const path = `/api/builder/apps/${customer}/downloads/android/release/apk`;
    await expectRefusal(
      await call(ctx, 'GET', path, null),
      refused(401, formatMessage('PLEASE_LOG_IN')),
    );
    const invalid = refused(403, formatMessage('DOWNLOAD_LINK_INVALID'));
    const future = Math.floor(Date.now() / 1000) + 3600;
    for (const query of [
      `built=1&expires=${future}&signature=AAAA`,
      `built=1&expires=${future}`,
      'signature=x',
      `built=abc&expires=${future}&signature=AAAA`,
    ])
      await expectRefusal(await call(ctx, 'GET', `${path}?${query}`, null), invalid);
  });
});

describe("another project's app", () => {
  it('is not found on every builds route', async () => {
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    const buildId = app.builds[0]?.id;
    const base = `/api/builder/apps/${customer}`;
    const routes: ['GET' | 'POST' | 'DELETE', string][] = [
      ['GET', `${base}/builds/${buildId}/log`],
      ['POST', `${base}/builds/${buildId}/cancel`],
      ['DELETE', `${base}/credentials/android`],
      ['GET', `${base}/downloads/android/release/apk`],
      ['POST', `${base}/downloads/android/release/apk/link`],
      ['POST', `${base}/store/android`],
    ];
    for (const [method, url] of routes) {
      const response = await call(ctx, method, url, ctx.theirs);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const start = await requestBuild(
      ctx,
      customer,
      { platform: 'ios', mode: 'ad-hoc' },
      ctx.theirs,
    );
    expect(start.statusCode).toBe(404);
    // Their own app with our build's id: not found either.
    const theirs = await productIdOf(ctx, 'app_customer_x', ctx.theirs);
    const log = await call(
      ctx,
      'GET',
      `/api/builder/apps/${theirs}/builds/${buildId}/log`,
      ctx.theirs,
    );
    await expectRefusal(log, refused(404, formatMessage('BUILD_NOT_FOUND')));
    // Our credentials are still there.
    const after = ZApp.parse((await ctx.get(`/api/builder/apps/${customer}`)).json().result);
    expect(after.android_credentials?.fields.store_file?.is_set).toBe(true);
  });
});

describe('Delete certificates', () => {
  it("removes the platform's credentials, and again is not an error", async () => {
    const url = `/api/builder/apps/${driver}/credentials/android`;
    for (let i = 0; i < 2; i++) {
      const response = await call(ctx, 'DELETE', url);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ error: false, result: null });
    }
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${driver}`)).json().result);
    expect(app.android_credentials).toBeNull();
    await expectRefusal(
      await requestBuild(ctx, driver, { platform: 'android', mode: 'release' }),
      refused(422, 'key_alias', 'store_file'),
    );
  });
});
