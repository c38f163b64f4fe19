import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@oc/domain/messages/messages';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { createSecretBox } from '../../lib/secrets';
import { appIdOf, credentialsRow, p256Pem, saveCredentials } from './credentials.test-support';

// Stored credentials sealed under another secret key (SECRET_KEY changed, or DATA_DIR's key file
// lost) cannot be opened. That is said plainly, and a save of every field replaces them.

const ctx = setupTestApp();
const IOS_IDS = {
  team_id: 'TEAM123456',
  itc_team_id: 'ITC1234567',
  api_key_id: 'KEY1234567',
  api_key_issuer_id: '57246542-96fe-1a63-e053-0824d011072a',
};
const keyFile = () => ({
  field: 'api_key_file',
  name: 'AuthKey.p8',
  bytes: Buffer.from(p256Pem()),
});

describe('credentials sealed under another secret key', () => {
  it('a partial save is refused with a clear 409; a save of every field replaces them', async () => {
    const appId = await appIdOf(ctx, 'app_customer_x');
    expect((await saveCredentials(ctx, appId, 'ios', IOS_IDS, [keyFile()])).statusCode).toBe(200);

    const otherKey = createSecretBox(randomBytes(32));
    const foreign = otherKey.encrypt(JSON.stringify({ version: 1, texts: {}, files: {} }));
    await ctx.t.database.db.execute(
      sql`update store_credentials set secret = ${foreign} where app_id = ${appId} and platform = 'ios'`,
    );

    const partial = await saveCredentials(ctx, appId, 'ios', { team_id: 'TEAM999999' });
    expect(partial.statusCode).toBe(409);
    expect(partial.json()).toEqual({ error: true, result: [MESSAGES.CREDENTIALS_UNREADABLE] });
    expect((await credentialsRow(ctx, appId, 'ios'))?.secret).toBe(foreign);

    const complete = await saveCredentials(
      ctx,
      appId,
      'ios',
      { ...IOS_IDS, team_id: 'TEAM999999' },
      [keyFile()],
    );
    expect(complete.statusCode).toBe(200);
    expect((await credentialsRow(ctx, appId, 'ios'))?.secret).not.toBe(foreign);
    // Sealed under this server's key again: a partial save works as usual.
    expect((await saveCredentials(ctx, appId, 'ios', { team_id: 'TEAM000001' })).statusCode).toBe(
      200,
    );
  });
});
