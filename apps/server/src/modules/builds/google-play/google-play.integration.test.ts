import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessage } from '@oc/domain/messages/messages';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeKeystore, type TKeystore } from '../../credentials/credentials.test-support';
import { exportSigningKey } from '../../credentials/signing-key';
import { packageAndroidBundle } from '../android/android-bundle';
import { readBundleZip } from '../android/bundle-rules';
import type { TAppPackage } from '../app-package';
import { makeServiceAccount, startFakeGooglePlay } from './fake-google-play';
import { GOOGLE_PLAY_ENDPOINTS, publishToGooglePlay } from './google-play';
import { PlayError } from './play-error';
import { serviceAccountToken } from './play-token';

// The client against the stand-in that speaks Google's documented API. The App Bundle is real:
// built once here with our packager and signed with an upload key made by keytool; the stand-in
// reads it as Play does (aapt2 and aapt for the manifest, jarsigner and keytool for the signature).
// Each thing Play refuses is a copy of that bundle with one change (version code, target API,
// package, signature), signed again with jarsigner as the packager signs. Each refusal is checked
// twice: the stand-in's answer in Google's shape and words, and the owner's words it becomes.

const PACKAGE = 'com.example.pizza';
const LEGACY = 'com.example.legacy';
const DRAFT = 'com.example.draft';
const OWNER = 'publisher@pizza-project.iam.gserviceaccount.com';
const STRANGER = 'someone@other-project.iam.gserviceaccount.com';

let work: string;
let fake: Awaited<ReturnType<typeof startFakeGooglePlay>>;
let owner: Awaited<ReturnType<typeof makeServiceAccount>>;
let stranger: Awaited<ReturnType<typeof makeServiceAccount>>;
/** Records every request: the token_uri written in the owner's JSON points here. */
let trap: Server;
let trapUrl: string;
const trapHits: string[] = [];
/** The upload key, and another key that is not it. */
let uploadKey: TKeystore;
let otherKey: TKeystore;
/** The real App Bundle: PACKAGE, version code 7, target API 35, signed with the upload key. */
let bundle7: Buffer;

/** A minimal real APK of `packageName` with `versionCode`, built with apktool (unsigned: aapt reads it). */
function buildApk(packageName: string, versionCode: number): Buffer {
  const dir = join(work, `${packageName}-${versionCode}`);
  mkdirSync(join(dir, 'src/res/values'), { recursive: true });
  writeFileSync(
    join(dir, 'src/AndroidManifest.xml'),
    `<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="${packageName}"
  android:versionCode="${versionCode}" android:versionName="1.0.${versionCode}">
  <application android:label="Pizza"/>
</manifest>
`,
  );
  writeFileSync(
    join(dir, 'src/apktool.yml'),
    `version: 2.7.0
apkFileName: app.apk
isFrameworkApk: false
usesFramework:
  ids:
  - 1
sdkInfo:
  minSdkVersion: '21'
  targetSdkVersion: '35'
versionInfo:
  versionCode: '${versionCode}'
  versionName: 1.0.${versionCode}
doNotCompress: []
`,
  );
  writeFileSync(
    join(dir, 'src/res/values/strings.xml'),
    '<resources><string name="app">Pizza</string></resources>\n',
  );
  const out = join(dir, 'app.apk');
  // apktool's framework goes to our temporary directory, not the user's home.
  execFileSync('apktool', ['b', join(dir, 'src'), '-o', out, '-p', join(work, 'framework')], {
    stdio: 'ignore',
  });
  return readFileSync(out);
}

const png = (size: number, colour: string) =>
  sharp({ create: { width: size, height: size, channels: 4, background: colour } })
    .png()
    .toBuffer();

async function pizzaApp(): Promise<TAppPackage> {
  return {
    name: 'Pizza',
    description: 'Pizza by the slice',
    packageName: PACKAGE,
    version: '0.0.7',
    versionCode: 7,
    mode: 'release',
    siteUrl: 'https://pizza.example.com/',
    colors: { primary: '#AA3300', secondary: '#00AA55', text: '#111111', background: '#FFF8EE' },
    constants: {},
    launcherIcon: await png(512, '#AA3300'),
    adaptiveForeground: null,
    notificationIcon: null,
    splash: [],
    images: [],
    firebase: { android: null, ios: null },
  };
}

let copies = 0;

/** A JDK tool run on our files, with the passwords it needs in its environment. */
function runTool(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; stdio: 'ignore' },
) {
  execFileSync(command, args, options);
}

/** The index of `needle` in `bytes` from `from`, or an error: the manifest must have it. */
function indexOf(bytes: Uint8Array, needle: number[], from: number): number {
  const at = Buffer.from(bytes).indexOf(Buffer.from(needle), from);
  if (at < 0) throw new Error(`not in the manifest: ${needle.join(',')}`);
  return at;
}

/**
 * The proto manifest with one attribute's value replaced by another of the same length, in place:
 * its text (XmlAttribute.value, field 3) and, for a number, its compiled value
 * (Item.prim.int_decimal_value, field 6), under their numbers in aapt2's Resources.proto. Done on
 * the bytes because our proto description declares only the fields we read, so decoding and
 * encoding again would drop the others.
 */
function withAttribute(manifest: Uint8Array, name: string, from: string, to: string): Uint8Array {
  if (from.length !== to.length) throw new Error('the same length only');
  const bytes = new Uint8Array(manifest);
  const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
  const named = indexOf(bytes, [0x12, name.length, ...ascii(name)], 0);
  const value = indexOf(bytes, [0x1a, from.length, ...ascii(from)], named);
  bytes.set(ascii(to), value + 2);
  if (/^\d+$/.test(from)) {
    if (Number(from) > 127 || Number(to) > 127) throw new Error('one-byte numbers only');
    const prim = indexOf(bytes, [0x30, Number(from)], value);
    bytes[prim + 1] = Number(to);
  }
  return bytes;
}

/**
 * A copy of the real bundle with its manifest changed (a package name of 17 letters, one-digit
 * version codes, a target API of two digits), its old signature removed, and signed again with
 * `key` (jarsigner, passwords from the environment), or left unsigned (null).
 */
function variant(
  change: { packageName?: string; versionCode?: number; targetSdk?: number },
  key: TKeystore | null = uploadKey,
): Buffer {
  const { files } = readBundleZip(bundle7);
  const path = 'base/manifest/AndroidManifest.xml';
  let manifest = files[path] ?? new Uint8Array();
  if (change.packageName)
    manifest = withAttribute(manifest, 'package', PACKAGE, change.packageName);
  if (change.versionCode)
    manifest = withAttribute(manifest, 'versionCode', '7', String(change.versionCode));
  if (change.targetSdk)
    manifest = withAttribute(manifest, 'targetSdkVersion', '35', String(change.targetSdk));
  const kept: Record<string, Uint8Array> = {};
  for (const [name, bytes] of Object.entries(files))
    if (!name.startsWith('META-INF/')) kept[name] = bytes;
  kept[path] = manifest;
  copies += 1;
  const unsigned = join(work, `copy-${copies}.aab`);
  writeFileSync(unsigned, zipSync(kept));
  if (!key) return readFileSync(unsigned);
  const store = join(work, `copy-${copies}.jks`);
  const signed = join(work, `copy-${copies}-signed.aab`);
  writeFileSync(store, key.bytes);
  runTool(
    'jarsigner',
    [
      '-keystore',
      store,
      '-storepass:env',
      'OC_SP',
      '-keypass:env',
      'OC_KP',
      '-signedjar',
      signed,
      unsigned,
      key.alias,
    ],
    {
      env: { ...process.env, OC_SP: key.storePassword, OC_KP: key.keyPassword },
      stdio: 'ignore',
    },
  );
  return readFileSync(signed);
}

const endpoints = () => ({ apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl });
const publish = (
  bytes: Buffer,
  more: { packageName?: string; track?: string; extension?: 'apk' | 'aab' } = {},
) =>
  publishToGooglePlay(
    {
      serviceAccountJson: owner.json,
      packageName: more.packageName ?? PACKAGE,
      artifact: { bytes, extension: more.extension ?? 'aab' },
      track: more.track ?? 'internal',
    },
    endpoints(),
  );

/**
 * The stand-in's own answer to an upload (edits.insert then the media upload), without our client:
 * what Google would answer, in its shape.
 */
async function rawUpload(bytes: Buffer, kind: 'bundles' | 'apks' = 'bundles', pkg = PACKAGE) {
  const token = await serviceAccountToken(owner.json, fake.tokenUrl, undefined);
  const headers = { authorization: `Bearer ${token}` };
  const app = `${fake.apiUrl}/androidpublisher/v3/applications/${pkg}`;
  const edit = (await (await fetch(`${app}/edits`, { method: 'POST', headers })).json()) as {
    id: string;
  };
  const answer = await fetch(
    `${fake.apiUrl}/upload/androidpublisher/v3/applications/${pkg}/edits/${edit.id}/${kind}?uploadType=media`,
    {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      body: bytes,
    },
  );
  return { status: answer.status, body: await answer.json(), editId: edit.id, headers, app };
}

/** Google's error envelope with this code, status and message. */
const googleRefusal = (code: number, status: string, message: string | RegExp) => ({
  error: {
    code,
    message,
    status,
    errors: [{ message, domain: 'global', reason: expect.any(String) }],
  },
});

/** The owner's JSON with its token_uri pointing at the trap: publishing must never use it. */
function ownerJson(): Buffer {
  const json = JSON.parse(owner.json.toString('utf8'));
  json.token_uri = `${trapUrl}/token`;
  return Buffer.from(JSON.stringify(json));
}

async function failure(promise: Promise<unknown>): Promise<PlayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PlayError);
  const playError = error as PlayError;
  // Whatever went wrong, the private key is in neither the message nor its parameters.
  const privateKey = JSON.parse(owner.json.toString('utf8')).private_key as string;
  const keyBody = privateKey.split('\n')[1] as string;
  expect(JSON.stringify([playError.message, playError.params, playError.stack])).not.toContain(
    keyBody,
  );
  return playError;
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'play-test-'));
  [owner, stranger] = await Promise.all([makeServiceAccount(OWNER), makeServiceAccount(STRANGER)]);
  fake = await startFakeGooglePlay({
    accounts: { [OWNER]: owner.publicKeyPem, [STRANGER]: stranger.publicKeyPem },
    packages: {
      [PACKAGE]: { publisher: OWNER, usedVersionCodes: [3] },
      [LEGACY]: { publisher: OWNER, takesApks: true },
      [DRAFT]: { publisher: OWNER, draft: true },
      'com.example.other': { publisher: STRANGER },
    },
  });
  trap = createServer((req, res) => {
    trapHits.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"access_token":"stolen","token_type":"Bearer","expires_in":3600}');
  });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapUrl = `http://127.0.0.1:${(trap.address() as AddressInfo).port}`;
  uploadKey = makeKeystore('JKS', 'upload');
  otherKey = makeKeystore('JKS', 'upload');
  const exported = await exportSigningKey({
    bytes: uploadKey.bytes,
    storePassword: uploadKey.storePassword,
    alias: uploadKey.alias,
    keyPassword: uploadKey.keyPassword,
  });
  if (!exported.ok) throw new Error(exported.problem);
  const workDir = mkdtempSync(join(work, 'build-'));
  bundle7 = await packageAndroidBundle(await pizzaApp(), exported.key, {
    workDir,
    log: () => {},
    signal: new AbortController().signal,
  });
}, 180_000);

afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => (trap ? trap.close(() => resolve()) : resolve()));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('publishToGooglePlay', () => {
  it("uploads the App Bundle, puts it on the track and commits; the JSON's token_uri is never used", async () => {
    const result = await publishToGooglePlay(
      {
        serviceAccountJson: ownerJson(),
        packageName: PACKAGE,
        artifact: { bytes: bundle7, extension: 'aab' },
        track: 'internal',
      },
      endpoints(),
    );
    expect(result).toEqual({
      editId: expect.any(String),
      versionCode: 7,
      track: 'internal',
      status: 'completed',
    });
    expect(fake.commits).toEqual([
      {
        packageName: PACKAGE,
        track: 'internal',
        versionCode: 7,
        sha256: createHash('sha256').update(bundle7).digest('hex'),
        status: 'completed',
      },
    ]);
    expect(trapHits).toEqual([]);
  });

  it('sends to the track the owner chose', async () => {
    const bundle8 = variant({ versionCode: 8 });
    expect(await publish(bundle8, { track: 'alpha' })).toMatchObject({
      versionCode: 8,
      track: 'alpha',
      status: 'completed',
    });
    expect(fake.commits.at(-1)).toEqual({
      packageName: PACKAGE,
      track: 'alpha',
      versionCode: 8,
      sha256: createHash('sha256').update(bundle8).digest('hex'),
      status: 'completed',
    });
  });

  it('defaults to Google’s own addresses', () => {
    expect(GOOGLE_PLAY_ENDPOINTS).toEqual({
      apiUrl: 'https://androidpublisher.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });

  it('a version code not above the last is refused in words (a build sent twice too)', async () => {
    // 7 and 8 were committed by the tests above; 3 was used before we ever came.
    const again = await rawUpload(bundle7);
    expect([again.status, again.body]).toEqual([
      400,
      googleRefusal(400, 'INVALID_ARGUMENT', 'Version code 7 has already been used.'),
    ]);
    const twice = await failure(publish(bundle7, { track: 'production' }));
    expect([twice.key, twice.params, twice.status]).toEqual([
      'PLAY_VERSION_CODE_USED',
      { code: '7' },
      400,
    ]);
    expect(formatMessage(twice.key, twice.params)).toMatch(
      /version code 7 .*Raise the Version in General app info/,
    );
    const lower = await failure(publish(variant({ versionCode: 5 })));
    expect([lower.key, lower.params]).toEqual(['PLAY_VERSION_CODE_USED', { code: '5' }]);
    const old = await failure(publish(variant({ versionCode: 3 })));
    expect([old.key, old.params]).toEqual(['PLAY_VERSION_CODE_USED', { code: '3' }]);
    expect(fake.commits).toHaveLength(2);
  });

  it('a target API below 35 is refused, in Google’s words and then the owner’s', async () => {
    const old = variant({ versionCode: 9, targetSdk: 34 });
    const answer = await rawUpload(old);
    expect([answer.status, answer.body]).toEqual([
      403,
      googleRefusal(
        403,
        'PERMISSION_DENIED',
        'Your app currently targets API level 34 and must target at least API level 35.',
      ),
    ]);
    const error = await failure(publish(old));
    expect([error.key, error.params]).toEqual([
      'PLAY_TARGET_API_TOO_LOW',
      { target: '34', required: '35' },
    ]);
    expect(formatMessage(error.key, error.params)).toContain(
      'target Android API level 35 or higher, and this build targets 34',
    );
  });

  it('an APK of a new app is refused: Play takes App Bundles; an app older than them may still', async () => {
    const apk = buildApk(PACKAGE, 10);
    const answer = await rawUpload(apk, 'apks');
    expect([answer.status, answer.body]).toEqual([
      400,
      googleRefusal(400, 'INVALID_ARGUMENT', expect.stringMatching(/^APKs are not allowed/)),
    ]);
    const error = await failure(publish(apk, { extension: 'apk' }));
    expect([error.key, error.params]).toEqual(['PLAY_BUNDLE_REQUIRED', {}]);
    expect(formatMessage(error.key)).toContain('only as an Android App Bundle (AAB)');

    const legacy = buildApk(LEGACY, 4);
    expect(await publish(legacy, { packageName: LEGACY, extension: 'apk' })).toMatchObject({
      versionCode: 4,
      status: 'completed',
    });
  });

  it('an unsigned bundle, or one changed after signing, is refused', async () => {
    const unsigned = variant({ versionCode: 9 }, null);
    const answer = await rawUpload(unsigned);
    expect([answer.status, answer.body]).toEqual([
      400,
      googleRefusal(400, 'INVALID_ARGUMENT', 'The Android App Bundle was not signed.'),
    ]);
    const error = await failure(publish(unsigned));
    expect([error.key, error.params]).toEqual(['PLAY_BUNDLE_UNSIGNED', {}]);
    expect(formatMessage(error.key)).toContain('Check the keystore in App keys');

    // One file changed after signing: its digest no longer matches the signed manifest.
    const { files } = readBundleZip(variant({ versionCode: 9 }));
    files['base/assets/app_config.json'] = new TextEncoder().encode('{"changed":true}');
    const changed = Buffer.from(zipSync(files));
    const tampered = await rawUpload(changed);
    expect([tampered.status, tampered.body]).toEqual([
      400,
      googleRefusal(400, 'INVALID_ARGUMENT', 'The Android App Bundle signature is invalid.'),
    ]);
    expect((await failure(publish(changed))).key).toBe('PLAY_BUNDLE_UNSIGNED');
  });

  it('a bundle signed with another key than the first upload’s is refused (Play App Signing)', async () => {
    const other = variant({ versionCode: 9 }, otherKey);
    const answer = await rawUpload(other);
    expect([answer.status, answer.body]).toEqual([
      400,
      googleRefusal(
        400,
        'INVALID_ARGUMENT',
        `The Android App Bundle was signed with the wrong key. Found: SHA1: ${otherKey.sha1}, expected: SHA1: ${uploadKey.sha1}.`,
      ),
    ]);
    const error = await failure(publish(other));
    expect([error.key, error.params]).toEqual([
      'PLAY_UPLOAD_KEY_MISMATCH',
      { expected: uploadKey.sha1, found: otherKey.sha1 },
    ]);
    expect(formatMessage(error.key, error.params)).toContain(
      'Put the same keystore you first uploaded to Google Play in App keys',
    );
    // The upload key still works.
    expect((await publish(variant({ versionCode: 9 }))).versionCode).toBe(9);
  });

  it('an app still a draft on Play takes a draft release: refused as completed, sent as draft', async () => {
    const draft = variant({ packageName: DRAFT, versionCode: 1 });
    // What Google answers to a completed release of a draft app, at the commit.
    const raw = await rawUpload(draft, 'bundles', DRAFT);
    expect(raw.status).toBe(200);
    const json = { ...raw.headers, 'content-type': 'application/json' };
    const put = await fetch(`${raw.app}/edits/${raw.editId}/tracks/internal`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ releases: [{ versionCodes: ['1'], status: 'completed' }] }),
    });
    expect(put.status).toBe(200);
    const commit = await fetch(`${raw.app}/edits/${raw.editId}:commit`, {
      method: 'POST',
      headers: json,
    });
    expect([commit.status, await commit.json()]).toEqual([
      400,
      googleRefusal(
        400,
        'INVALID_ARGUMENT',
        'Only releases with status draft may be created on draft app.',
      ),
    ]);

    const before = fake.commits.length;
    expect(await publish(draft, { packageName: DRAFT, track: 'beta' })).toMatchObject({
      versionCode: 1,
      track: 'beta',
      status: 'draft',
    });
    expect(fake.commits.slice(before)).toEqual([
      expect.objectContaining({ packageName: DRAFT, track: 'beta', status: 'draft' }),
    ]);
  });

  it('a key Google does not know (deleted, revoked, another key) is PLAY_KEY_REJECTED', async () => {
    const impostor = await makeServiceAccount(OWNER);
    const error = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: impostor.json,
          packageName: PACKAGE,
          artifact: { bytes: bundle7, extension: 'aab' },
          track: 'internal',
        },
        { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl },
      ),
    );
    expect([error.key, error.params, error.status]).toEqual([
      'PLAY_KEY_REJECTED',
      { reason: 'Invalid JWT Signature.' },
      400,
    ]);
    const notJson = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: Buffer.from('{"type":"service_account"'),
          packageName: PACKAGE,
          artifact: { bytes: bundle7, extension: 'aab' },
          track: 'internal',
        },
        { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl },
      ),
    );
    expect(notJson.key).toBe('PLAY_KEY_REJECTED');
  });

  it('an app Play does not have is PLAY_PACKAGE_NOT_FOUND', async () => {
    const error = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: owner.json,
          packageName: 'com.example.nothere',
          artifact: { bytes: bundle7, extension: 'aab' },
          track: 'internal',
        },
        { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl },
      ),
    );
    expect([error.key, error.params]).toEqual([
      'PLAY_PACKAGE_NOT_FOUND',
      { package: 'com.example.nothere' },
    ]);
  });

  it('an app the account may not publish is PLAY_PERMISSION_DENIED', async () => {
    const error = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: owner.json,
          packageName: 'com.example.other',
          artifact: { bytes: bundle7, extension: 'aab' },
          track: 'internal',
        },
        { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl },
      ),
    );
    expect([error.key, error.params]).toEqual([
      'PLAY_PERMISSION_DENIED',
      { package: 'com.example.other' },
    ]);
  });

  it("any other refusal is PLAY_REFUSED with Google's message", async () => {
    // Not an App Bundle at all: Google says what it refuses.
    const error = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: owner.json,
          packageName: PACKAGE,
          artifact: { bytes: Buffer.from('PK not a bundle'), extension: 'aab' },
          track: 'internal',
        },
        { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl },
      ),
    );
    expect(error.key).toBe('PLAY_REFUSED');
    expect(error.params.reason).toBe('The file is not a valid Android App Bundle.');
  });

  it('Google down (a closed port, a 503) is PLAY_UNAVAILABLE, status 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const input = {
      serviceAccountJson: owner.json,
      packageName: PACKAGE,
      artifact: { bytes: bundle7, extension: 'aab' as const },
      track: 'internal',
    };
    const down = await failure(
      publishToGooglePlay(input, {
        apiUrl: `http://127.0.0.1:${port}`,
        tokenUrl: `http://127.0.0.1:${port}/token`,
      }),
    );
    expect([down.key, down.status]).toEqual(['PLAY_UNAVAILABLE', 502]);
    expect(down.params.reason).toMatch(/connection failed/);

    // The token is issued, then the API answers 503.
    const busy = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json' });
      res.end(
        '{"error":{"code":503,"message":"The service is currently unavailable.","status":"UNAVAILABLE"}}',
      );
    });
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', resolve));
    try {
      const error = await failure(
        publishToGooglePlay(input, {
          apiUrl: `http://127.0.0.1:${(busy.address() as AddressInfo).port}`,
          tokenUrl: fake.tokenUrl,
        }),
      );
      expect([error.key, error.status]).toEqual(['PLAY_UNAVAILABLE', 502]);
    } finally {
      await new Promise<void>((resolve) => busy.close(() => resolve()));
    }
  });

  it('a cancel ends it with the signal’s reason, not as Google being down', async () => {
    // Google is slow to answer: the owner cancels while we wait.
    const committed = fake.commits.length;
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('cancelled by the owner')), 200);
    try {
      await expect(
        publishToGooglePlay(
          {
            serviceAccountJson: owner.json,
            packageName: PACKAGE,
            artifact: { bytes: bundle7, extension: 'aab' },
            track: 'internal',
          },
          {
            apiUrl: fake.apiUrl,
            tokenUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/token`,
          },
          controller.signal,
        ),
      ).rejects.toThrow('cancelled by the owner');
    } finally {
      silent.closeAllConnections();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
    expect(fake.commits).toHaveLength(committed);
  });
});
