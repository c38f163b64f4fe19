import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, productIdOf, type setupTestApp } from '../../../test/helpers';
import { buildJobHandler } from '../builds/build-worker';
import { call, requestBuild, waitForBuildEnd } from '../builds/builds.test-support';
import type { TJobWorkers } from '../jobs/jobs.types';
import { startJobWorkers } from '../jobs/start-job-workers';

// The whole way of a generated keystore: made in App keys, then a real release build by a real
// worker signs with it, and apksigner shows its certificate in the APK.

const quiet = { info() {}, warn() {}, error() {} };
const ctx = {} as ReturnType<typeof setupTestApp>;
let workers: TJobWorkers;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'oc-generated-build-'));
  ctx.t = await createTestApp();
  ctx.ours = await ctx.t.login('demo');
  ctx.get = (url, token = ctx.ours) => ctx.t.app.inject({ url, headers: bearer(token) });
  const { db } = ctx.t.database;
  const { storage, secrets, env } = ctx.t.app;
  workers = startJobWorkers(db, [buildJobHandler({ db, storage, secrets, env, log: quiet })], {
    count: 1,
    leaseMs: 30_000,
    pollMs: 100,
    log: quiet,
  });
}, 120_000);

afterAll(async () => {
  await workers?.stop();
  await ctx.t?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a release build after Generate a keystore', () => {
  it('is signed with the generated key', async () => {
    const appId = await productIdOf(ctx, 'app_customer_x');
    const generated = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/builder/apps/${appId}/credentials/android/generate-keystore`,
      headers: bearer(ctx.ours),
      payload: {},
    });
    expect(generated.statusCode, generated.body).toBe(200);
    const { credentials } = ZGeneratedKeystore.parse(generated.json().result);
    const sha256 = credentials.keystore?.sha256_fingerprint ?? '';
    expect(sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);

    const started = await requestBuild(ctx, appId, { platform: 'android', mode: 'release' });
    expect(started.statusCode, started.body).toBe(201);
    const build = await waitForBuildEnd(ctx, appId, started.json().result.id);
    expect(build, JSON.stringify(build)).toMatchObject({ status: 'successful', error_code: null });

    const apk = await call(ctx, 'GET', `/api/builder/apps/${appId}/downloads/android/release/apk`);
    expect(apk.statusCode).toBe(200);
    const file = join(work, 'release.apk');
    writeFileSync(file, apk.rawPayload);
    const certs = execFileSync('apksigner', ['verify', '--print-certs', file], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(certs.toLowerCase()).toContain(
      `certificate sha-256 digest: ${sha256.replaceAll(':', '').toLowerCase()}`,
    );
  }, 180_000);
});
