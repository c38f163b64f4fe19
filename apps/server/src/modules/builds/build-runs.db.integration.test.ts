import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZApp } from '@oc/domain/apps/app.schema';
import {
  type TBuild,
  type TBuiltApp,
  ZBuildLog,
  ZDownloadLink,
  ZStoreUpload,
} from '@oc/domain/builds/build.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, productIdOf, type setupTestApp } from '../../../test/helpers';
import { rowsOf, saveCredentials } from '../credentials/credentials.test-support';
import type { TJobWorkers } from '../jobs/jobs.types';
import { startJobWorkers } from '../jobs/start-job-workers';
import { readBundleBadging } from './android/android-bundle';
import { buildJobHandler } from './build-worker';
import {
  call,
  requestBuild,
  saveAndroidKeys,
  saveIosKeys,
  setConstant,
  waitForBuildEnd,
} from './builds.test-support';
import { DOWNLOAD_LINK_KEY_LABEL, signDownload } from './download-links';
import { makeServiceAccount, startFakeGooglePlay } from './google-play/fake-google-play';

// Real builds (docs/product/builds.md): a worker started here takes them from the queue and runs
// the real packagers, with a keystore made by keytool; the APK is checked with apksigner and aapt,
// the zips opened. Then downloads (bearer and signed link) and send to store against the Google
// Play stand-in. Few builds, shared across the tests: each takes a few seconds.

const OWNER = 'publisher@demo-eats.iam.gserviceaccount.com';
const STRANGER = 'someone@other-project.iam.gserviceaccount.com';
const quiet = { info() {}, warn() {}, error() {} };

const ctx = {} as ReturnType<typeof setupTestApp>;
let fake: Awaited<ReturnType<typeof startFakeGooglePlay>>;
let owner: Awaited<ReturnType<typeof makeServiceAccount>>;
let stranger: Awaited<ReturnType<typeof makeServiceAccount>>;
let workers: TJobWorkers;
let work: string;
let customer: number;
let driver: number;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'oc-build-runs-'));
  [owner, stranger] = await Promise.all([makeServiceAccount(OWNER), makeServiceAccount(STRANGER)]);
  fake = await startFakeGooglePlay({
    accounts: { [OWNER]: owner.publicKeyPem, [STRANGER]: stranger.publicKeyPem },
    packages: { 'com.demoeats.customer': { publisher: OWNER } },
  });
  ctx.t = await createTestApp({
    GOOGLE_PLAY_API_URL: fake.apiUrl,
    GOOGLE_OAUTH_TOKEN_URL: fake.tokenUrl,
  });
  ctx.ours = await ctx.t.login('demo');
  ctx.theirs = await ctx.t.login('other');
  ctx.get = (url, token = ctx.ours) => ctx.t.app.inject({ url, headers: bearer(token) });
  const { db } = ctx.t.database;
  const { storage, secrets, env } = ctx.t.app;
  workers = startJobWorkers(db, [buildJobHandler({ db, storage, secrets, env, log: quiet })], {
    count: 1,
    // Short, so that a cancel (seen when the lease is renewed, every third of it) stops a build
    // well before its packaging ends.
    leaseMs: 4_000,
    pollMs: 100,
    log: quiet,
  });
  customer = await productIdOf(ctx, 'app_customer_x');
  driver = await productIdOf(ctx, 'app_driver_x');
}, 120_000);

afterAll(async () => {
  await workers?.stop();
  await ctx.t?.close();
  await fake?.close();
  rmSync(work, { recursive: true, force: true });
});

/** Starts a build and waits until a worker has ended it. */
async function build(appId: number, body: object): Promise<TBuild> {
  const response = await requestBuild(ctx, appId, body);
  expect(response.statusCode, response.body).toBe(201);
  return waitForBuildEnd(ctx, appId, response.json().result.id);
}

/** Runs an Android build tool on the bytes (as a file), answering what it prints. */
function tool(command: string, args: string[], bytes: Buffer): string {
  const file = join(work, `${createHash('sha256').update(bytes).digest('hex')}.apk`);
  writeFileSync(file, bytes);
  return execFileSync(command, [...args, file], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function builtApps(appId: number): Promise<TBuiltApp[]> {
  return ZApp.parse((await ctx.get(`/api/builder/apps/${appId}`)).json().result).built_apps;
}

function expectAttachment(response: LightMyRequestResponse, type: string, fileName: string) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe(type);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

const apkPath = () => `/api/builder/apps/${customer}/downloads/android/release/apk`;
let release: TBuild;
let apk: Buffer;
let apkBuilt: TBuiltApp;

describe('an Android release build', () => {
  it('is built, signed with the owner’s keystore and kept as a download', async () => {
    const jks = await saveAndroidKeys(ctx, customer);
    release = await build(customer, { platform: 'android', mode: 'release' });
    expect(release, JSON.stringify(release)).toMatchObject({
      status: 'successful',
      error_code: null,
      app_version: '1.0.0',
    });
    const [found] = (await builtApps(customer)).filter((b) => b.extension === 'apk');
    if (!found) throw new Error('no apk built');
    apkBuilt = found;
    expect(apkBuilt).toMatchObject({
      build_id: release.id,
      platform: 'android',
      mode: 'release',
      kind: 'assemble',
      app_version: '1.0.0',
      file_name: 'Demo-Eats-1.0.0-release.apk',
      url: apkPath(),
    });

    const response = await call(ctx, 'GET', apkPath());
    expectAttachment(response, 'application/vnd.android.package-archive', apkBuilt.file_name);
    apk = response.rawPayload;
    expect(apk.length).toBe(apkBuilt.size);
    tool('apksigner', ['verify'], apk);
    const certs = tool('apksigner', ['verify', '--print-certs'], apk);
    // Signed with the owner's key: keytool's SHA-256 of it, as apksigner prints it.
    expect(certs.toLowerCase()).toContain(jks.sha256.replaceAll(':', '').toLowerCase());
    const badging = tool('aapt', ['dump', 'badging'], apk);
    expect(badging).toMatch(
      /package: name='com\.demoeats\.customer' versionCode='1000000' versionName='1\.0\.0'/,
    );
    expect(badging).toContain("application-label:'Demo Eats'");
  });

  it('wrote its log as it went, read in parts with after=N', async () => {
    const url = `/api/builder/apps/${customer}/builds/${release.id}/log`;
    const all = ZBuildLog.parse((await call(ctx, 'GET', url)).json().result);
    expect(all.build).toMatchObject({ id: release.id, status: 'successful' });
    expect(all.lines.length).toBeGreaterThan(3);
    expect(all.lines.map((l) => l.seq)).toEqual(all.lines.map((_, i) => i + 1));
    expect(all.lines.at(-1)?.text).toBe('Done.');
    const text = all.lines.map((l) => l.text).join('\n');
    const row = rowsOf<{ secret: string }>(
      await ctx.t.database.db.execute(
        sql`select secret from store_credentials where app_id = ${customer} and platform = 'android'`,
      ),
    )[0];
    const stored = JSON.parse(ctx.t.app.secrets.decrypt(row?.secret ?? '').toString('utf8'));
    const { store_password, key_password } = stored.texts as Record<string, string>;
    for (const secret of [store_password, key_password]) expect(text).not.toContain(secret);
    const rest = ZBuildLog.parse((await call(ctx, 'GET', `${url}?after=2`)).json().result);
    expect(rest.lines).toEqual(all.lines.slice(2));
    const none = ZBuildLog.parse((await call(ctx, 'GET', `${url}?after=100000`)).json().result);
    expect(none.lines).toEqual([]);
  });
});

describe('a signed download link', () => {
  let link: string;

  it('serves the same bytes without logging in, for 24 hours', async () => {
    const response = await call(ctx, 'POST', `${apkPath()}/link`);
    expect(response.statusCode, response.body).toBe(200);
    const answer = ZDownloadLink.parse(response.json().result);
    const hours = (Date.parse(answer.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const url = new URL(answer.url);
    // Without PUBLIC_URL, the address the request came to (inject's Host).
    expect(url.origin).toBe('http://localhost');
    expect(url.pathname).toBe(apkPath());
    link = `${url.pathname}${url.search}`;
    const download = await call(ctx, 'GET', link, null);
    expectAttachment(download, 'application/vnd.android.package-archive', apkBuilt.file_name);
    expect(download.rawPayload.equals(apk)).toBe(true);
  });

  it('is refused when changed, expired or pointed at another file', async () => {
    const invalid = { error: true, result: [formatMessage('DOWNLOAD_LINK_INVALID')] };
    const url = new URL(link, 'http://x');
    const query = url.searchParams;
    const variant = (path: string, change: Record<string, string>) => {
      const q = new URLSearchParams(query);
      for (const [k, v] of Object.entries(change)) q.set(k, v);
      return `${path}?${q}`;
    };
    const signature = query.get('signature') ?? '';
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const key = ctx.t.app.secrets.deriveKey(DOWNLOAD_LINK_KEY_LABEL);
    const past = Math.floor(Date.now() / 1000) - 1;
    const expired = signDownload(key, {
      appId: customer,
      platform: 'android',
      mode: 'release',
      extension: 'apk',
      builtAppId: apkBuilt.id,
      expires: past,
    });
    for (const attempt of [
      variant(apkPath(), { signature: flipped }),
      variant(apkPath(), { expires: String(Number(query.get('expires')) + 60) }),
      variant(apkPath(), { built: String(apkBuilt.id + 1) }),
      variant(apkPath(), { expires: String(past), signature: expired }),
      // The same link on another file of the app, and on another app.
      variant(`/api/builder/apps/${customer}/downloads/android/debug/apk`, {}),
      variant(`/api/builder/apps/${driver}/downloads/android/release/apk`, {}),
    ]) {
      const response = await call(ctx, 'GET', attempt, null);
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json()).toEqual(invalid);
    }
  });
});

describe('an Android bundle (AAB)', () => {
  it('is built and signed with the debug key, kept beside the Android Studio zip, and served by a link', async () => {
    const bundle = await build(customer, { platform: 'android', mode: 'debug', type: 'bundle' });
    expect(bundle, JSON.stringify(bundle)).toMatchObject({
      status: 'successful',
      kind: 'bundle',
      error_code: null,
    });
    const kept = (await builtApps(customer)).filter((b) => b.build_id === bundle.id);
    const aabPath = `/api/builder/apps/${customer}/downloads/android/debug/aab`;
    const aab = kept.find((b) => b.extension === 'aab');
    expect(aab).toMatchObject({
      kind: 'bundle',
      mode: 'debug',
      file_name: 'Demo-Eats-1.0.0-debug.aab',
      url: aabPath,
    });
    const response = await call(ctx, 'GET', aabPath);
    expectAttachment(response, 'application/octet-stream', 'Demo-Eats-1.0.0-debug.aab');
    expect(response.rawPayload.length).toBe(aab?.size);
    expect(tool('jarsigner', ['-verify'], response.rawPayload)).toMatch(/^jar verified\.$/m);
    expect(await readBundleBadging(response.rawPayload)).toMatchObject({
      packageName: 'com.demoeats.customer',
      versionCode: '1000000',
      versionName: '1.0.0',
      targetSdk: '35',
      label: 'Demo Eats',
    });
    // The QR code's signed link serves the same bytes without logging in.
    const link = await call(ctx, 'POST', `${aabPath}/link`);
    expect(link.statusCode, link.body).toBe(200);
    const url = new URL(ZDownloadLink.parse(link.json().result).url);
    expect(url.pathname).toBe(aabPath);
    const linked = await call(ctx, 'GET', `${url.pathname}${url.search}`, null);
    expectAttachment(linked, 'application/octet-stream', 'Demo-Eats-1.0.0-debug.aab');
    expect(linked.rawPayload.equals(response.rawPayload)).toBe(true);

    const zip = kept.find((b) => b.extension === 'zip');
    expect(zip).toMatchObject({ kind: 'bundle', extension: 'zip', mode: 'debug' });
    const project = await call(ctx, 'GET', zip?.url ?? '');
    expectAttachment(project, 'application/zip', 'Demo-Eats-1.0.0-debug-project.zip');
    expect(Object.keys(unzipSync(project.rawPayload)).length).toBeGreaterThan(3);
  });
});

describe('builds that end with a project to build elsewhere', () => {
  it('an iOS build fails with IOS_BUILD_AGENT_MISSING and keeps the Xcode project zip', async () => {
    await saveIosKeys(ctx, customer);
    await setConstant(ctx, customer, 'apple_merchant_id', 'merchant.com.demoeats');
    const ios = await build(customer, { platform: 'ios', mode: 'app-store' });
    expect(ios).toMatchObject({
      status: 'failed',
      error_code: 'IOS_BUILD_AGENT_MISSING',
      error_description: formatMessage('IOS_BUILD_AGENT_MISSING'),
    });
    const zip = (await builtApps(customer)).find((b) => b.build_id === ios.id);
    expect(zip).toMatchObject({ platform: 'ios', kind: 'assemble', extension: 'zip' });
    const response = await call(
      ctx,
      'GET',
      `/api/builder/apps/${customer}/downloads/ios/app-store/zip`,
    );
    expectAttachment(response, 'application/zip', 'Demo-Eats-1.0.0-app-store-project.zip');
    expect(Object.keys(unzipSync(response.rawPayload)).length).toBeGreaterThan(3);
  });
});

describe('an Android debug build', () => {
  it("is signed with the project's debug key, made once", async () => {
    await saveAndroidKeys(ctx, driver);
    const debug = await build(driver, { platform: 'android', mode: 'debug' });
    expect(debug, JSON.stringify(debug)).toMatchObject({ status: 'successful' });
    const response = await call(
      ctx,
      'GET',
      `/api/builder/apps/${driver}/downloads/android/debug/apk`,
    );
    expectAttachment(
      response,
      'application/vnd.android.package-archive',
      'Demo-Eats-Driver-1.0.0-debug.apk',
    );
    tool('apksigner', ['verify'], response.rawPayload);
    expect(tool('aapt', ['dump', 'badging'], response.rawPayload)).toMatch(
      /package: name='com\.demoeats\.driver'/,
    );
    const keys = rowsOf<{ n: number }>(
      await ctx.t.database.db.execute(sql`select count(*)::int as n from debug_keys`),
    );
    expect(keys[0]?.n).toBe(1);
  });
});

describe('send to store', () => {
  const storePath = () => `/api/builder/apps/${customer}/store/android`;
  const send = () => call(ctx, 'POST', storePath());
  const sendTo = (payload: object) =>
    ctx.t.app.inject({ method: 'POST', url: storePath(), headers: bearer(ctx.ours), payload });
  const playFile = (json: Buffer) =>
    saveCredentials(ctx, customer, 'android', {}, [
      { field: 'playstore_credential_file', name: 'play.json', bytes: json },
    ]);
  const refusedWith = async (status: number, message: string) => {
    const response = await send();
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toEqual({ error: true, result: [message] });
  };

  it('sends only a release App Bundle: with the release APK alone, 409 in words', async () => {
    await refusedWith(409, formatMessage('STORE_NEEDS_RELEASE_BUILD'));
    const bundle = await build(customer, { platform: 'android', mode: 'release', type: 'bundle' });
    expect(bundle, JSON.stringify(bundle)).toMatchObject({ status: 'successful' });
  });

  it('needs the Play Store credential file', async () => {
    await refusedWith(400, formatMessage('STORE_NEEDS_CREDENTIAL_FILE'));
  });

  it('says in words when Google refuses the key or the account may not publish', async () => {
    const impostor = await makeServiceAccount(OWNER);
    expect((await playFile(impostor.json)).statusCode).toBe(200);
    await refusedWith(
      400,
      formatMessage('PLAY_KEY_REJECTED', { reason: 'Invalid JWT Signature.' }),
    );
    expect((await playFile(stranger.json)).statusCode).toBe(200);
    await refusedWith(
      400,
      formatMessage('PLAY_PERMISSION_DENIED', { package: 'com.demoeats.customer' }),
    );
  });

  it('says so when Google Play has no app of that package', async () => {
    expect((await playFile(owner.json)).statusCode).toBe(200);
    const patch = (pkg: string) =>
      ctx.t.app.inject({
        method: 'PATCH',
        url: `/api/builder/apps/${customer}`,
        headers: bearer(ctx.ours),
        payload: { package: pkg },
      });
    expect((await patch('com.demoeats.elsewhere')).statusCode).toBe(200);
    await refusedWith(
      400,
      formatMessage('PLAY_PACKAGE_NOT_FOUND', { package: 'com.demoeats.elsewhere' }),
    );
    expect((await patch('com.demoeats.customer')).statusCode).toBe(200);
  });

  it('sends the release App Bundle to the track chosen, and not the same version twice', async () => {
    const aab = (await builtApps(customer)).find(
      (b) => b.mode === 'release' && b.extension === 'aab',
    );
    if (!aab) throw new Error('no release App Bundle');
    const bytes = (await call(ctx, 'GET', aab.url)).rawPayload;
    const badTrack = await sendTo({ track: 'nightly' });
    expect(badTrack.statusCode, badTrack.body).toBe(400);
    expect(fake.commits).toEqual([]);

    const response = await sendTo({ track: 'alpha' });
    expect(response.statusCode, response.body).toBe(200);
    expect(ZStoreUpload.parse(response.json().result)).toEqual({
      track: 'alpha',
      version_code: 1000000,
      edit_id: expect.any(String),
      file_name: aab.file_name,
      status: 'completed',
    });
    expect(fake.commits).toEqual([
      {
        packageName: 'com.demoeats.customer',
        track: 'alpha',
        versionCode: 1000000,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        status: 'completed',
      },
    ]);
    // Without a body: the internal track, where Google Play has the version code already.
    await refusedWith(400, formatMessage('PLAY_VERSION_CODE_USED', { code: 1000000 }));
  });
});

describe('cancelling a running build', () => {
  it('stops the packager and ends the build as cancelled, keeping nothing', async () => {
    const response = await requestBuild(ctx, driver, { platform: 'android', mode: 'release' });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().result.id as number;
    const until = Date.now() + 60_000;
    let status = 'queued';
    while (status === 'queued' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 20));
      const log = await call(ctx, 'GET', `/api/builder/apps/${driver}/builds/${id}/log`);
      status = log.json().result.build.status;
    }
    const cancel = await call(ctx, 'POST', `/api/builder/apps/${driver}/builds/${id}/cancel`);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const ended = await waitForBuildEnd(ctx, driver, id);
    expect(ended).toMatchObject({
      status: 'failed',
      error_code: 'BUILD_CANCELLED',
      error_description: formatMessage('BUILD_CANCELLED'),
    });
    expect((await builtApps(driver)).some((b) => b.build_id === id)).toBe(false);
    const log = ZBuildLog.parse(
      (await call(ctx, 'GET', `/api/builder/apps/${driver}/builds/${id}/log`)).json().result,
    );
    expect(log.lines.at(-1)?.text).toBe('Cancelled.');
  });
});
