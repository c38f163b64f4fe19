import { generateKeyPairSync } from 'node:crypto';
import { ZApp } from '@oc/domain/apps/app.schema';
import { ZCredentialsSummary } from '@oc/domain/credentials/credentials-summary.schema';
import { formatMessage, MESSAGES } from '@oc/domain/messages/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import type { TStoredCredentials } from './credentials.summary';
import {
  appIdOf,
  credentialsRow,
  p256Pem,
  rsaPem,
  saveCredentials,
} from './credentials.test-support';

const ctx = setupTestApp();
let customerApp: number;
let kioskApp: number;

const apiKey = (text: string | Buffer, name = 'AuthKey_ABC123DEFG.p8') => ({
  field: 'api_key_file',
  name,
  bytes: Buffer.from(text),
});

beforeAll(async () => {
  customerApp = await appIdOf(ctx, 'app_customer_x');
  kioskApp = await appIdOf(ctx, 'app_kiosk_x');
});

async function expectRefused(files: Parameters<typeof saveCredentials>[4], messages: string[]) {
  const response = await saveCredentials(ctx, kioskApp, 'ios', { team_id: 'ABCDE12345' }, files);
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: true, result: messages });
  expect(await credentialsRow(ctx, kioskApp, 'ios')).toBeNull();
}

describe('POST /api/builder/apps/:appId/credentials/ios', () => {
  it('saves the ids and a P-256 .p8 key, answering which are set, never their values', async () => {
    const pem = p256Pem();
    const response = await saveCredentials(
      ctx,
      customerApp,
      'ios',
      {
        team_id: ' ABCDE 12345 ',
        api_key_id: 'ABC123DEFG\n',
        api_key_issuer_id: '69a6de7f-0000-47e3',
      },
      [apiKey(pem)],
    );
    expect(response.statusCode, response.body).toBe(200);
    const summary = ZCredentialsSummary.parse(response.json().result);
    expect(summary.fields).toMatchObject({
      team_id: { is_set: true },
      itc_team_id: { is_set: false },
      api_key_id: { is_set: true },
      api_key_issuer_id: { is_set: true },
      api_key_file: { is_set: true, file_name: 'AuthKey_ABC123DEFG.p8' },
    });
    expect(summary).not.toHaveProperty('keystore');
    for (const secret of ['ABCDE12345', 'ABC123DEFG\n', '69a6de7f', pem.split('\n')[1] as string])
      expect(response.body).not.toContain(secret);

    const app = ZApp.parse((await ctx.get(`/api/builder/apps/${customerApp}`)).json().result);
    expect(app.ios_credentials).toEqual(summary);

    const row = await credentialsRow(ctx, customerApp, 'ios');
    const stored = JSON.parse(
      ctx.t.app.secrets.decrypt(row?.secret ?? '').toString('utf8'),
    ) as TStoredCredentials;
    expect(stored.texts).toEqual({
      team_id: 'ABCDE12345',
      api_key_id: 'ABC123DEFG',
      api_key_issuer_id: '69a6de7f-0000-47e3',
    });
    expect(Buffer.from(stored.files.api_key_file?.content ?? '', 'base64').toString()).toBe(pem);
  });

  it('keeps what it does not receive: one changed field leaves the others set', async () => {
    const response = await saveCredentials(ctx, customerApp, 'ios', { itc_team_id: '118123456' });
    expect(response.statusCode, response.body).toBe(200);
    const fields = response.json().result.fields;
    for (const field of [
      'team_id',
      'itc_team_id',
      'api_key_id',
      'api_key_issuer_id',
      'api_key_file',
    ])
      expect(fields[field].is_set, field).toBe(true);
  });

  it('accepts the key as a .txt, up to exactly 1024 KB', async () => {
    const pem = p256Pem();
    const padded = Buffer.concat([Buffer.from(pem), Buffer.alloc(1024 * 1024 - pem.length, '\n')]);
    const response = await saveCredentials(ctx, customerApp, 'ios', {}, [
      apiKey(padded, 'api-key.txt'),
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.fields.api_key_file.file_name).toBe('api-key.txt');
  });

  it('refuses an RSA key, another curve, a SEC1 key, garbage and an encrypted key, saying which', async () => {
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' }).privateKey;
    const p256 = generateKeyPairSync('ec', { namedCurve: 'prime256v1' }).privateKey;
    await expectRefused([apiKey(rsaPem())], [MESSAGES.API_KEY_FILE_NOT_P256]);
    await expectRefused(
      [apiKey(p384.export({ type: 'pkcs8', format: 'pem' }))],
      [MESSAGES.API_KEY_FILE_NOT_P256],
    );
    for (const bytes of [
      p256.export({ type: 'sec1', format: 'pem' }),
      'garbage, not a key',
      '-----BEGIN PRIVATE KEY-----\nbm90IGEga2V5\n-----END PRIVATE KEY-----\n',
      p256.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' }),
    ]) {
      await expectRefused([apiKey(bytes)], [MESSAGES.API_KEY_FILE_UNREADABLE]);
    }
  });

  it('refuses a wrong extension or a file above 1024 KB with the catalogue’s message', async () => {
    const invalidFile = MESSAGES.INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE;
    await expectRefused([apiKey(p256Pem(), 'AuthKey.pem')], [invalidFile]);
    await expectRefused([apiKey(Buffer.alloc(1024 * 1024 + 1, '\n'), 'big.p8')], [invalidFile]);
    await expectRefused([apiKey('', 'empty.p8')], [invalidFile]);
  });

  it('refuses texts that are empty once spaces are removed, or longer than 255', async () => {
    const response = await saveCredentials(ctx, kioskApp, 'ios', {
      team_id: ' \t ',
      api_key_id: 'x'.repeat(256),
      api_key_issuer_id: ` ${'y'.repeat(255)} `,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().result).toEqual([
      formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'team ID' }),
      formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'API key ID' }),
    ]);
    expect(await credentialsRow(ctx, kioskApp, 'ios')).toBeNull();
  });

  it('refuses a website, an unknown platform and a file sent in a text field', async () => {
    const website = await appIdOf(ctx, 'web_ordering');
    const site = await saveCredentials(ctx, website, 'ios', { team_id: 'ABC' });
    expect(site.statusCode).toBe(400);
    expect(site.json().result).toEqual([MESSAGES.THIS_PRODUCT_IS_NOT_AN_APP]);
    const windows = await saveCredentials(ctx, kioskApp, 'windows', { team_id: 'ABC' });
    expect(windows.statusCode).toBe(400);
    const asFile = await saveCredentials(ctx, kioskApp, 'ios', {}, [
      { field: 'team_id', name: 'team.txt', bytes: Buffer.from('ABC') },
    ]);
    expect(asFile.statusCode).toBe(400);
    expect(asFile.json().result[0]).toMatch(/^The request is not valid: team_id/);
    expect(await credentialsRow(ctx, kioskApp, 'ios')).toBeNull();
  });
});
