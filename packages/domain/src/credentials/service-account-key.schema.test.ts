import { describe, expect, it } from 'vitest';
import { serviceAccountKeyOf } from './service-account-key.schema';

const key = {
  type: 'service_account',
  client_email: 'publisher@shop.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\n…',
};

describe('serviceAccountKeyOf', () => {
  it('reads a service account key, with its key id when there is one', () => {
    expect(serviceAccountKeyOf(JSON.stringify(key))).toEqual(key);
    expect(
      serviceAccountKeyOf(JSON.stringify({ ...key, private_key_id: 'k1' }))?.private_key_id,
    ).toBe('k1');
  });

  it('refuses text that is not JSON, or not a service account key', () => {
    for (const text of [
      'not json',
      'null',
      '[]',
      JSON.stringify({ ...key, type: 'authorized_user' }),
      JSON.stringify({ ...key, client_email: 5 }),
      JSON.stringify({ type: 'service_account', client_email: 'a@b.c' }),
    ])
      expect(serviceAccountKeyOf(text), text).toBeNull();
  });
});
