import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES } from '../messages/messages';
import {
  credentialFieldsOf,
  ZCredentialsParams,
  ZSaveAndroidCredentialsRequest,
  ZSaveIosCredentialsRequest,
} from './credentials.schema';

const file = (name: string, size = 100) => ({ name, size, type: 'application/octet-stream' });
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('store credentials requests (docs/product/credentials.md#ios-fields)', () => {
  it('lists every field of each platform, texts then files', () => {
    expect(credentialFieldsOf('ios')).toEqual([
      'team_id',
      'itc_team_id',
      'api_key_id',
      'api_key_issuer_id',
      'api_key_file',
    ]);
    expect(credentialFieldsOf('android')).toEqual([
      'key_alias',
      'key_password',
      'store_password',
      'store_file',
      'playstore_credential_file',
    ]);
  });

  it('removes all whitespace from text values, then wants 1 to 255 characters', () => {
    expect(ZSaveIosCredentialsRequest.parse({ team_id: ' AB CD\n12\t' })).toEqual({
      team_id: 'ABCD12',
    });
    expect(ZSaveAndroidCredentialsRequest.parse({ key_alias: ` ${'a'.repeat(255)} ` })).toEqual({
      key_alias: 'a'.repeat(255),
    });
    const result = ZSaveAndroidCredentialsRequest.safeParse({
      key_alias: ' \n',
      store_password: 'p'.repeat(256),
    });
    expect(messagesOf(result)).toEqual([
      formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'key alias' }),
      formatMessage('CREDENTIAL_TEXT_LENGTH', { field: 'store password' }),
    ]);
  });

  it('accepts each file type only with its extension and at most 1024 KB', () => {
    const invalid = MESSAGES.INVALID_FILE_PLEASE_CHECK_THE_EXTENSION_OR_SIZE;
    for (const name of ['AuthKey.p8', 'key.TXT'])
      expect(ZSaveIosCredentialsRequest.safeParse({ api_key_file: file(name) }).success).toBe(true);
    expect(
      ZSaveAndroidCredentialsRequest.safeParse({
        store_file: file('upload.jks', 1024 * 1024),
        playstore_credential_file: file('play.json'),
      }).success,
    ).toBe(true);
    for (const body of [
      { store_file: file('upload.keystore') },
      { store_file: file('upload.jks', 1024 * 1024 + 1) },
      { store_file: file('upload.jks', 0) },
      { playstore_credential_file: file('play.txt') },
    ]) {
      expect(messagesOf(ZSaveAndroidCredentialsRequest.safeParse(body))).toEqual([invalid]);
    }
    expect(
      messagesOf(ZSaveIosCredentialsRequest.safeParse({ api_key_file: file('k.pem') })),
    ).toEqual([invalid]);
  });

  it('refuses an empty request, another platform’s field and an unknown platform', () => {
    expect(messagesOf(ZSaveIosCredentialsRequest.safeParse({}))).toEqual([
      MESSAGES.NOTHING_TO_SAVE,
    ]);
    expect(ZSaveIosCredentialsRequest.safeParse({ key_alias: 'demo' }).success).toBe(false);
    expect(ZCredentialsParams.safeParse({ appId: '3', platform: 'android' }).success).toBe(true);
    expect(ZCredentialsParams.safeParse({ appId: '3', platform: 'windows' }).success).toBe(false);
  });
});
