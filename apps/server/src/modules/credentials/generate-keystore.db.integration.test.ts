import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ZApp } from '@oc/domain/apps/app.schema';
import { ZGeneratedKeystore } from '@oc/domain/credentials/generate-keystore.schema';
import { MESSAGES } from '@oc/domain/messages/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, loggedLines, setupTestApp } from '../../../test/helpers';
import { androidReleaseKey } from './android-release-key';
import type { TStoredCredentials } from './credentials.summary';
import {
  appIdOf,
  credentialsRow,
  makeKeystore,
  saveCredentials,
  serviceAccountJson,
} from './credentials.test-support';

// 'Generate a keystore' (docs/product/credentials.md#generate-a-keystore), read back with keytool
// itself: the key the owner gets is what Play wants of an upload key, it is saved sealed like an
// uploaded one, a release build's key is made from it, and no password is ever on a command line.

const ctx = setupTestApp();
let work: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'oc-test-generate-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

function generate(appId: number, body?: object, token = ctx.ours) {
  return ctx.t.app.inject({
    method: 'POST',
    url: `/api/builder/apps/${appId}/credentials/android/generate-keystore`,
    headers: bearer(token),
    ...(body ? { payload: body } : {}),
  });
}

async function renameApp(appId: number, name: string) {
  const response = await ctx.t.app.inject({
    method: 'PATCH',
    url: `/api/builder/apps/${appId}`,
    headers: bearer(ctx.ours),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** keytool's report of a keystore, the store password handed over in its environment. */
function keytoolList(keystore: Buffer, password: string): string {
  const dir = mkdtempSync(join(work, 'list-'));
  const file = join(dir, 'upload-keystore.jks');
  writeFileSync(file, keystore);
  return execFileSync(
    'keytool',
    ['-J-Duser.language=en', '-list', '-v', '-keystore', file, '-storepass:env', 'OC_TEST_SP'],
    {
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', OC_TEST_SP: password },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
}

function certificateOf(keystore: Buffer, alias: string, password: string): X509Certificate {
  const dir = mkdtempSync(join(work, 'cert-'));
  const file = join(dir, 'store.p12');
  writeFileSync(file, keystore);
  const pem = execFileSync(
    'keytool',
    ['-exportcert', '-rfc', '-keystore', file, '-storepass:env', 'OC_TEST_SP', '-alias', alias],
    {
      env: { PATH: process.env.PATH, OC_TEST_SP: password },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new X509Certificate(pem);
}

type TSeen = { cmdline: string[]; environ: string };

/**
 * Every process whose command line names the generator's temp directory, as /proc shows it to any
 * user of the machine while it runs: read every few milliseconds until stopped.
 */
function watchProcesses(): { stop: () => TSeen[] } {
  const seen = new Map<string, TSeen>();
  const look = () => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!cmdline.includes('oc-upload-key-')) continue;
        const environ = readFileSync(`/proc/${pid}/environ`, 'utf8');
        seen.set(`${pid}:${cmdline}`, { cmdline: cmdline.split('\0'), environ });
      } catch {
        // ended meanwhile
      }
    }
  };
  const timer = setInterval(look, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return [...seen.values()];
    },
  };
}

const YEAR_MS = 365.25 * 86_400_000;

describe('POST /api/builder/apps/:appId/credentials/android/generate-keystore', () => {
  it('makes a PKCS12 RSA 4096 upload key valid 25+ years, saved as an upload is, answered once', async () => {
    const appId = await appIdOf(ctx, 'app_customer_x');
    // An app name that would be an option, an attribute or an argument file if it were ever put on
    // a command line or into a distinguished name unescaped.
    const name = '-J-javaagent:/tmp/x.jar Café "Müller", O=Evil+CN=x';
    await renameApp(appId, name);
    const watch = watchProcesses();
    const response = await generate(appId);
    const processes = watch.stop();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { credentials, backup } = ZGeneratedKeystore.parse(response.json().result);
    expect(backup.file_name).toBe('upload-keystore.jks');
    expect(backup.key_alias).toMatch(/^upload-[0-9a-f]{12}$/);
    expect(backup.store_password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    // PKCS12 keeps the key under the store password: the key password is the same, as keytool
    // and Android Studio make it.
    expect(backup.key_password).toBe(backup.store_password);
    const keystore = Buffer.from(backup.keystore_base64, 'base64');

    const listing = keytoolList(keystore, backup.store_password);
    expect(listing).toMatch(/Keystore type: PKCS12/);
    expect(listing).toMatch(/Your keystore contains 1 entry/);
    expect(listing).toContain(`Alias name: ${backup.key_alias}`);
    expect(listing).toMatch(/Entry type: PrivateKeyEntry/);
    expect(listing).toMatch(/Subject Public Key Algorithm: 4096-bit RSA key/);
    const validity = /Valid from: (.+) until: (.+)$/m.exec(listing);
    const from = Date.parse(validity?.[1] ?? '');
    const until = Date.parse(validity?.[2] ?? '');
    expect(until - from).toBeGreaterThanOrEqual(25 * YEAR_MS);
    expect(until).toBeGreaterThan(Date.parse('2033-10-22T00:00:00Z'));

    // The name is the common name and organization, one attribute each, exactly as typed.
    const cert = certificateOf(keystore, backup.key_alias, backup.store_password);
    // node writes each attribute on its own line, escaped as RFC 2253 wants.
    const attributes = cert.subject.split('\n').map((line) => line.replace(/\\(.)/g, '$1'));
    expect(attributes).toEqual([
      'C=Unknown',
      'ST=Unknown',
      'L=Unknown',
      `O=${name}`,
      'OU=Unknown',
      `CN=${name}`,
    ]);
    expect(cert.publicKey.asymmetricKeyDetails?.modulusLength).toBe(4096);

    // Shown as saved, with the certificate's facts, as an upload shows them.
    expect(credentials.fields).toMatchObject({
      key_alias: { is_set: true },
      key_password: { is_set: true },
      store_password: { is_set: true },
      store_file: { is_set: true, file_name: 'upload-keystore.jks' },
      playstore_credential_file: { is_set: false },
    });
    expect(credentials.keystore?.sha256_fingerprint).toBe(cert.fingerprint256);
    expect(Date.parse(credentials.keystore?.not_after ?? '')).toBe(Date.parse(cert.validTo));
    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${appId}`)).json().result);
    expect(app.android_credentials).toEqual(credentials);
    // Never answered again.
    for (const secret of [backup.store_password, backup.keystore_base64])
      expect(JSON.stringify(app)).not.toContain(secret);

    // keytool ran, and /proc showed it; neither its command line nor its environment held a
    // password or the app's name.
    expect(processes.length).toBeGreaterThan(0);
    expect(processes.some((p) => p.cmdline.includes('-genkeypair'))).toBe(true);
    for (const { cmdline, environ } of processes) {
      expect(cmdline).toContain('-storepass:file');
      expect(cmdline).toContain('-keypass:file');
      expect(cmdline.join(' ')).not.toContain(backup.store_password);
      expect(environ).not.toContain(backup.store_password);
      expect(cmdline.join(' ')).not.toContain('Müller');
      expect(cmdline.join(' ')).not.toContain('javaagent:/tmp');
      expect(environ).not.toMatch(/JAVA_TOOL_OPTIONS|JDK_JAVA_OPTIONS|_JAVA_OPTIONS/);
    }
    // Nothing of it is left in the temp directory.
    expect(readdirSync(tmpdir()).filter((f) => f.startsWith('oc-upload-key-'))).toEqual([]);

    // Sealed at rest: the row holds no password, alias or keystore byte; opened, the values sent.
    const row = await credentialsRow(ctx, appId, 'android');
    const rowText = JSON.stringify(row);
    for (const secret of [
      backup.store_password,
      backup.key_alias,
      backup.keystore_base64,
      keystore.subarray(200, 400).toString('base64'),
      keystore.subarray(200, 400).toString('hex'),
    ])
      expect(rowText).not.toContain(secret);
    const stored = JSON.parse(
      ctx.t.app.secrets.decrypt(row?.secret ?? '').toString('utf8'),
    ) as TStoredCredentials;
    expect(stored.texts).toEqual({
      key_alias: backup.key_alias,
      store_password: backup.store_password,
      key_password: backup.key_password,
    });
    expect(stored.files.store_file?.content).toBe(backup.keystore_base64);

    // A release build's key is exported from it (what the build signs with), with its
    // certificate.
    const me = (await ctx.get('/api/auth/me')).json().result as { project: { id: number } };
    const scope = { db: ctx.t.database.db, projectId: me.project.id };
    const release = await androidReleaseKey(scope, ctx.t.app.secrets, appId);
    if (!release.ok) throw new Error(JSON.stringify(release));
    expect(
      certificateOf(release.key.keystore, release.key.alias, release.key.password).fingerprint256,
    ).toBe(cert.fingerprint256);
  });

  it('refuses to replace a saved keystore unless asked, then replaces only the keystore', async () => {
    const appId = await appIdOf(ctx, 'app_driver_x');
    const uploaded = makeKeystore('JKS');
    const saved = await saveCredentials(
      ctx,
      appId,
      'android',
      {
        store_password: uploaded.storePassword,
        key_alias: uploaded.alias,
        key_password: uploaded.keyPassword,
      },
      [
        { field: 'store_file', name: 'mine.jks', bytes: uploaded.bytes },
        {
          field: 'playstore_credential_file',
          name: 'play.json',
          bytes: Buffer.from(serviceAccountJson()),
        },
      ],
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const before = await credentialsRow(ctx, appId, 'android');

    for (const body of [undefined, {}, { replace: false }]) {
      const refused = await generate(appId, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ error: true, result: [MESSAGES.KEYSTORE_ALREADY_SAVED] });
    }
    expect(await credentialsRow(ctx, appId, 'android')).toEqual(before);

    const replaced = await generate(appId, { replace: true });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const { credentials } = ZGeneratedKeystore.parse(replaced.json().result);
    expect(credentials.keystore?.sha256_fingerprint).not.toBe(uploaded.sha256);
    expect(credentials.fields.store_file?.file_name).toBe('upload-keystore.jks');
    expect(credentials.fields.playstore_credential_file).toMatchObject({
      is_set: true,
      file_name: 'play.json',
    });

    // An uploaded keystore still replaces a generated one, as any save does.
    const again = await saveCredentials(
      ctx,
      appId,
      'android',
      {
        store_password: uploaded.storePassword,
        key_alias: uploaded.alias,
        key_password: uploaded.keyPassword,
      },
      [{ field: 'store_file', name: 'mine.jks', bytes: uploaded.bytes }],
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result.keystore.sha256_fingerprint).toBe(uploaded.sha256);
  });

  it('answers 404 for another project’s app, 400 for a website or a bad body, and saves nothing', async () => {
    const appId = await appIdOf(ctx, 'app_business_x');
    const theirs = await generate(appId, {}, ctx.theirs);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ error: true, result: [MESSAGES.PRODUCT_NOT_FOUND] });
    const missing = await generate(987_654, {});
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(theirs.json());

    const website = await generate(await appIdOf(ctx, 'web_ordering'), {});
    expect(website.statusCode).toBe(400);
    expect(website.json().result).toEqual([MESSAGES.THIS_PRODUCT_IS_NOT_AN_APP]);

    const bad = await generate(appId, { replace: 'yes' });
    expect(bad.statusCode).toBe(400);
    const unknown = await generate(appId, { alias: 'mine' });
    expect(unknown.statusCode).toBe(400);
    expect(await credentialsRow(ctx, appId, 'android')).toBeNull();
  });

  it('answers 503 and saves nothing when the JDK cannot run', async () => {
    const appId = await appIdOf(ctx, 'app_business_x');
    const javaHome = process.env.JAVA_HOME;
    process.env.JAVA_HOME = '/nonexistent-jdk';
    try {
      const response = await generate(appId, {});
      expect(response.statusCode).toBe(503);
      expect(response.json().result).toEqual([MESSAGES.KEYSTORE_GENERATE_UNAVAILABLE]);
    } finally {
      if (javaHome === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = javaHome;
    }
    expect(await credentialsRow(ctx, appId, 'android')).toBeNull();
  });
});

describe('a generated keystore in the logs', () => {
  // Everything the server can log, at its most talkative.
  const { lines, stream } = loggedLines();
  const logged = {} as typeof ctx;
  beforeAll(async () => {
    logged.t = await createTestApp({}, { logger: { level: 'trace', stream } });
    logged.ours = await logged.t.login();
    logged.get = (url, token = logged.ours) => logged.t.app.inject({ url, headers: bearer(token) });
  });
  afterAll(async () => {
    await logged.t.close();
  });

  it('logs the request but none of the values it answered', async () => {
    const appId = await appIdOf(logged, 'app_kiosk_x');
    const response = await logged.t.app.inject({
      method: 'POST',
      url: `/api/builder/apps/${appId}/credentials/android/generate-keystore`,
      headers: bearer(logged.ours),
      payload: {},
    });
    expect(response.statusCode, response.body).toBe(200);
    const { backup } = ZGeneratedKeystore.parse(response.json().result);
    const log = lines.join('');
    expect(log).toContain('/generate-keystore');
    for (const secret of [
      backup.store_password,
      backup.key_alias,
      backup.keystore_base64.slice(100, 200),
    ])
      expect(log).not.toContain(secret);
  });
});
