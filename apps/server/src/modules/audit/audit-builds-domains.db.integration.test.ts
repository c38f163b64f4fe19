import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, productIdOf, setupTestApp } from '../../../test/helpers';
import { auditEvents, projects } from '../../db/schema';
import { saveIosKeys, setConstant } from '../builds/builds.test-support';

// The builds' and custom domains' entries: a build started and cancelled, a domain requested and
// its request cancelled. Nothing here builds or resolves anything: a queued build is cancelled
// before any worker runs it (the test app has none), and a domain request only queues its job.

const ctx = setupTestApp();
let demo: number;

beforeAll(async () => {
  const [row] = await ctx.t.database.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.code, 'demo'));
  demo = row?.id ?? NaN;
});

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.t.app.inject({ method, url, headers: bearer(ctx.ours), ...(payload ? { payload } : {}) });

async function newest(t = ctx.t) {
  const [row] = await t.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.projectId, demo))
    .orderBy(sql`${auditEvents.id} desc`)
    .limit(1);
  if (!row) throw new Error('no entry');
  return row;
}

describe('builds', () => {
  it('records a build started (platform, mode, kind) and cancelled', async () => {
    const appId = await productIdOf(ctx, 'app_customer_x');
    await saveIosKeys(ctx, appId);
    await setConstant(ctx, appId, 'apple_merchant_id', 'merchant.com.demoeats');
    const started = await call('POST', `/api/builder/apps/${appId}/builds`, {
      platform: 'ios',
      mode: 'app-store',
    });
    expect(started.statusCode, started.body).toBe(201);
    const entry = await newest();
    expect(entry).toMatchObject({
      area: 'builds',
      action: 'build.started',
      changes: {
        platform: { after: 'ios' },
        mode: { after: 'app-store' },
        kind: { after: 'assemble' },
      },
    });
    const buildId = started.json().result.id as number;
    const cancelled = await call('POST', `/api/builder/apps/${appId}/builds/${buildId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await newest()).toMatchObject({ area: 'builds', action: 'build.cancelled' });
    // Cancelling an ended build is refused, and records nothing.
    const before = (await newest()).id;
    const again = await call('POST', `/api/builder/apps/${appId}/builds/${buildId}/cancel`);
    expect(again.statusCode).toBe(409);
    expect((await newest()).id).toBe(before);
  });
});

describe('custom domains', () => {
  // A server that issues certificates (HTTPS_PORT) on a platform domain, as custom domains need.
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({
      PLATFORM_DOMAIN: 'platform.test',
      HTTPS_PORT: '8443',
      PUBLIC_URL: 'http://console.test:8080',
    });
    token = await t.login('demo');
  });
  afterAll(async () => {
    await t.close();
  });
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });

  it('records a domain requested (the maps key named, never written) and a request cancelled', async () => {
    const products = (await t.app.inject({ url: '/api/products', headers: bearer(token) })).json()
      .result as {
      code: string;
      site_id: number;
    }[];
    const siteId = products.find((p) => p.code === 'web_ordering')?.site_id as number;
    const key = 'AIzaSyA-audit-test-key-00000000000000';
    const requested = await post(`/api/sites/${siteId}/domain`, {
      domain: 'order.audit-pizza.com',
      google_maps_api_key: key,
    });
    expect(requested.statusCode, requested.body).toBe(200);
    const entry = await newest(t);
    expect(entry).toMatchObject({
      area: 'domains',
      action: 'domain.requested',
      target: 'order.audit-pizza.com',
      changes: { domain: { after: 'order.audit-pizza.com' }, google_maps_api_key: {} },
    });
    expect(JSON.stringify(entry)).not.toContain(key);
    const cancelled = await post(`/api/sites/${siteId}/domain/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await newest(t)).toMatchObject({
      action: 'domain.request_cancelled',
      target: 'order.audit-pizza.com',
    });
    // Nothing left to cancel: 409, and no entry.
    const before = (await newest(t)).id;
    expect((await post(`/api/sites/${siteId}/domain/cancel`)).statusCode).toBe(409);
    expect((await newest(t)).id).toBe(before);
  });
});
