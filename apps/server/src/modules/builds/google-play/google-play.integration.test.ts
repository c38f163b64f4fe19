import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeServiceAccount, startFakeGooglePlay } from './fake-google-play';
import { GOOGLE_PLAY_ENDPOINTS, publishToGooglePlay } from './google-play';
import { PlayError } from './play-error';

// The client against the stand-in that speaks Google's documented API; the APKs are real (built
// with apktool here), so the fake reads their version codes with aapt as Google would.

const PACKAGE = 'com.example.pizza';
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
  targetSdkVersion: '33'
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

let apk7: Buffer;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'play-test-'));
  [owner, stranger] = await Promise.all([makeServiceAccount(OWNER), makeServiceAccount(STRANGER)]);
  fake = await startFakeGooglePlay({
    accounts: { [OWNER]: owner.publicKeyPem, [STRANGER]: stranger.publicKeyPem },
    packages: {
      [PACKAGE]: { publisher: OWNER, usedVersionCodes: [3] },
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
  apk7 = buildApk(PACKAGE, 7);
}, 120_000);

afterAll(async () => {
  await fake?.close();
  await new Promise<void>((resolve) => (trap ? trap.close(() => resolve()) : resolve()));
  rmSync(work, { recursive: true, force: true });
});

describe('publishToGooglePlay', () => {
  it("uploads an APK, puts it on the track and commits; the JSON's token_uri is never used", async () => {
    const endpoints = { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl };
    const result = await publishToGooglePlay(
      {
        serviceAccountJson: ownerJson(),
        packageName: PACKAGE,
        artifact: { bytes: apk7, extension: 'apk' },
        track: 'internal',
      },
      endpoints,
    );
    expect(result).toEqual({ editId: expect.any(String), versionCode: 7, track: 'internal' });
    expect(fake.commits).toEqual([
      {
        packageName: PACKAGE,
        track: 'internal',
        versionCode: 7,
        sha256: createHash('sha256').update(apk7).digest('hex'),
      },
    ]);
    expect(trapHits).toEqual([]);
  });

  it('defaults to Google’s own addresses', () => {
    expect(GOOGLE_PLAY_ENDPOINTS).toEqual({
      apiUrl: 'https://androidpublisher.googleapis.com',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
  });

  it('a version code Google Play already has is refused in words (a build sent twice too)', async () => {
    const endpoints = { apiUrl: fake.apiUrl, tokenUrl: fake.tokenUrl };
    const input = {
      serviceAccountJson: owner.json,
      packageName: PACKAGE,
      artifact: { bytes: apk7, extension: 'apk' as const },
      track: 'production',
      versionCode: 7,
    };
    // 7 was committed by the first test.
    const again = await failure(publishToGooglePlay(input, endpoints));
    expect([again.key, again.params, again.status]).toEqual([
      'PLAY_VERSION_CODE_USED',
      { code: 7 },
      400,
    ]);
    // 3 was used before we ever came.
    const apk3 = buildApk(PACKAGE, 3);
    const old = await failure(
      publishToGooglePlay(
        { ...input, artifact: { bytes: apk3, extension: 'apk' }, versionCode: 3 },
        endpoints,
      ),
    );
    expect([old.key, old.params]).toEqual(['PLAY_VERSION_CODE_USED', { code: 3 }]);
    expect(fake.commits).toHaveLength(1);
  });

  it('a key Google does not know (deleted, revoked, another key) is PLAY_KEY_REJECTED', async () => {
    const impostor = await makeServiceAccount(OWNER);
    const error = await failure(
      publishToGooglePlay(
        {
          serviceAccountJson: impostor.json,
          packageName: PACKAGE,
          artifact: { bytes: apk7, extension: 'apk' },
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
          artifact: { bytes: apk7, extension: 'apk' },
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
          artifact: { bytes: apk7, extension: 'apk' },
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
          artifact: { bytes: apk7, extension: 'apk' },
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
    // The stand-in cannot read app bundles and says so, as Google says what it refuses.
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
    expect(error.params.reason).toMatch(/reads APKs only/);
  });

  it('Google down (a closed port, a 503) is PLAY_UNAVAILABLE, status 502', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const input = {
      serviceAccountJson: owner.json,
      packageName: PACKAGE,
      artifact: { bytes: apk7, extension: 'apk' as const },
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
            artifact: { bytes: apk7, extension: 'apk' },
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
    expect(fake.commits).toHaveLength(1);
  });
});
