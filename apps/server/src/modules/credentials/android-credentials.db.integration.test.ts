import { ZApp } from '@oc/domain/apps/app.schema';
import { ZCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import type { TStoredCredentials } from './credentials.summary';
import {
  appIdOf,
  credentialsRow,
  makeKeystore,
  saveCredentials,
  serviceAccountJson,
  type TKeystore,
} from './credentials.test-support';

const ctx = setupTestApp();
let jks: TKeystore;
let customerApp: number;
let driverApp: number;

const storeFile = (bytes: Buffer, name = 'upload.jks') => ({ field: 'store_file', name, bytes });
const allOf = (ks: TKeystore) => ({
  store_password: ks.storePassword,
  key_alias: ks.alias,
  key_password: ks.keyPassword,
});

beforeAll(async () => {
  jks = makeKeystore('JKS');
  customerApp = await appIdOf(ctx, 'app_customer_x');
  driverApp = await appIdOf(ctx, 'app_driver_x');
});

/** The driver app is only ever refused in this file: it must never get a row. */
async function expectRefused(
  fields: Record<string, string>,
  files: Parameters<typeof saveCredentials>[4],
  messages: string[],
) {
  const response = await saveCredentials(ctx, driverApp, 'android', fields, files);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: true, result: messages });
  expect(await credentialsRow(ctx, driverApp, 'android')).toBeNull();
}

describe('POST /api/builder/apps/:appId/credentials/android', () => {
  it('saves a keystore that opens, answering its fingerprints and validity, never a value', async () => {
    const response = await saveCredentials(
      ctx,
      customerApp,
      'android',
      // docs/product/validation.md#text-values: whitespace is removed from every text value.
      {
        store_password: ` ${jks.storePassword}\n`,
        key_alias: `\t${jks.alias} `,
        key_password: `${jks.keyPassword.slice(0, 3)} ${jks.keyPassword.slice(3)}`,
      },
      [storeFile(jks.bytes)],
    );
    expect(response.statusCode, response.body).toBe(200);
    const summary = ZCredentialsSummary.parse(response.json().result);
    expect(summary.fields).toMatchObject({
      key_alias: { is_set: true },
      key_password: { is_set: true },
      store_password: { is_set: true },
      store_file: { is_set: true, file_name: 'upload.jks' },
      playstore_credential_file: { is_set: false, file_name: null, uploaded_at: null },
    });
    expect(Date.parse(summary.fields.store_file?.uploaded_at ?? '')).toBeGreaterThan(
      Date.now() - 60_000,
    );
    expect(summary.keystore).toMatchObject({
      subject: 'CN=Demo',
      sha1_fingerprint: jks.sha1,
      sha256_fingerprint: jks.sha256,
    });
    expect(jks.sha256).toMatch(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/);
    const days =
      (Date.parse(summary.keystore?.not_after ?? '') -
        Date.parse(summary.keystore?.not_before ?? '')) /
      86_400_000;
    expect(days).toBe(365);
    for (const secret of [jks.storePassword, jks.keyPassword, jks.bytes.toString('base64')])
      expect(response.body).not.toContain(secret);

    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customerApp}`)).json().result);
    expect(app.android_credentials).toEqual(summary);
    expect(app.ios_credentials).toBeNull();

    // What the table holds opens with the app's key into exactly the values sent, spaces removed.
    const row = await credentialsRow(ctx, customerApp, 'android');
    const stored = JSON.parse(
      ctx.t.app.secrets.decrypt(row?.secret ?? '').toString('utf8'),
    ) as TStoredCredentials;
    expect(stored.texts).toEqual({
      store_password: jks.storePassword,
      key_alias: jks.alias,
      key_password: jks.keyPassword,
    });
    expect(Buffer.from(stored.files.store_file?.content ?? '', 'base64').equals(jks.bytes)).toBe(
      true,
    );
  });

  it('checks the stored keystore again when only the alias or a password changes', async () => {
    const before = await credentialsRow(ctx, customerApp, 'android');
    const cases: [Record<string, string>, keyof typeof MESSAGES][] = [
      [{ key_alias: 'release' }, 'KEYSTORE_ALIAS_NOT_FOUND'],
      [{ store_password: 'not-the-password' }, 'KEYSTORE_WRONG_STORE_PASSWORD'],
      [{ key_password: 'not-the-key-password' }, 'KEYSTORE_WRONG_KEY_PASSWORD'],
    ];
    for (const [fields, key] of cases) {
      const response = await saveCredentials(ctx, customerApp, 'android', fields);
      expect(response.statusCode, key).toBe(400);
      expect(response.json().result).toEqual([MESSAGES[key]]);
    }
    expect(await credentialsRow(ctx, customerApp, 'android')).toEqual(before);

    const same = await saveCredentials(ctx, customerApp, 'android', { key_alias: 'DEMO' });
    expect(same.statusCode, same.body).toBe(200); // JKS aliases ignore case, as the JDK's KeyStore does
    expect(same.json().result.keystore.sha256_fingerprint).toBe(jks.sha256);
  });

  it('adds a Play Store service account key without touching the keystore facts', async () => {
    const response = await saveCredentials(ctx, customerApp, 'android', {}, [
      {
        field: 'playstore_credential_file',
        name: 'play.json',
        bytes: Buffer.from(serviceAccountJson()),
        type: 'application/json',
      },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const summary = ZCredentialsSummary.parse(response.json().result);
    expect(summary.fields.playstore_credential_file).toMatchObject({
      is_set: true,
      file_name: 'play.json',
    });
    expect(summary.fields.store_file?.is_set).toBe(true);
    expect(summary.keystore?.sha1_fingerprint).toBe(jks.sha1);
  });

  it('refuses a wrong store password and stores nothing', async () => {
    await expectRefused(
      { ...allOf(jks), store_password: 'wrong-password' },
      [storeFile(jks.bytes)],
      [MESSAGES.KEYSTORE_WRONG_STORE_PASSWORD],
    );
  });

  it('refuses an alias the keystore does not hold', async () => {
    await expectRefused(
      { ...allOf(jks), key_alias: 'upload' },
      [storeFile(jks.bytes)],
      [MESSAGES.KEYSTORE_ALIAS_NOT_FOUND],
    );
  });

  it('refuses a wrong key password', async () => {
    await expectRefused(
      { ...allOf(jks), key_password: 'wrong-key' },
      [storeFile(jks.bytes)],
      [MESSAGES.KEYSTORE_WRONG_KEY_PASSWORD],
    );
  });

  it('refuses a corrupt or truncated keystore, and one sent without its store password', async () => {
    for (const bytes of [Buffer.from('not a keystore at all'), jks.bytes.subarray(0, 900)]) {
      await expectRefused(allOf(jks), [storeFile(bytes)], [MESSAGES.KEYSTORE_UNREADABLE]);
    }
    await expectRefused(
      { key_alias: 'demo' },
      [storeFile(jks.bytes)],
      [MESSAGES.KEYSTORE_NEEDS_STORE_PASSWORD],
    );
  });

  it('accepts a PKCS12 keystore uploaded as .jks (what recent Android Studio makes)', async () => {
    const p12 = makeKeystore('PKCS12');
    const app = await appIdOf(ctx, 'app_business_x');
    const response = await saveCredentials(ctx, app, 'android', allOf(p12), [
      storeFile(p12.bytes, 'release.jks'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.keystore.sha1_fingerprint).toBe(p12.sha1);
  });

  it('answers 503 and stores nothing when the JDK cannot run', async () => {
    const javaHome = process.env.JAVA_HOME;
    process.env.JAVA_HOME = '/nonexistent-jdk'; // the server runs $JAVA_HOME/bin/java when set
    try {
      const response = await saveCredentials(ctx, driverApp, 'android', allOf(jks), [
        storeFile(jks.bytes),
      ]);
      expect(response.statusCode).toBe(503);
      expect(response.json().result).toEqual([MESSAGES.KEYSTORE_CHECK_UNAVAILABLE]);
    } finally {
      if (javaHome === undefined) delete process.env.JAVA_HOME;
      else process.env.JAVA_HOME = javaHome;
    }
    expect(await credentialsRow(ctx, driverApp, 'android')).toBeNull();
  });

  it('answers every problem at once: file extension, size, text length, bad JSON', async () => {
    const invalidFile = MESSAGES.INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE;
    await expectRefused({}, [storeFile(jks.bytes, 'upload.keystore')], [invalidFile]);
    await expectRefused(
      allOf(jks),
      [storeFile(Buffer.alloc(1024 * 1024 + 1), 'big.jks')],
      [invalidFile],
    );
    await expectRefused(
      { store_password: ' \n ', key_alias: 'a'.repeat(256) },
      [
        storeFile(jks.bytes, 'upload.p12'),
        { field: 'playstore_credential_file', name: 'play.json', bytes: Buffer.from('{"type":') },
      ],
      [
        formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'key alias' }),
        formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'store password' }),
        invalidFile,
        MESSAGES.PLAYSTORE_CREDENTIAL_FILE_INVALID,
      ],
    );
  });

  it('refuses unknown fields, an empty form and a JSON body', async () => {
    const unknown = await saveCredentials(ctx, driverApp, 'android', { team_id: 'ABC' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().result[0]).toMatch(/^The request is not valid: .*team_id/);
    await expectRefused({}, [], [MESSAGES.NOTHING_TO_SAVE]);
    const json = await ctx.t.app.inject({
      method: 'POST',
      url: `/api/builder/apps/${driverApp}/credentials/android`,
      headers: { authorization: `Bearer ${ctx.ours}` },
      payload: { store_password: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(await credentialsRow(ctx, driverApp, 'android')).toBeNull();
  });
});
