import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZPasswordChange, ZResetTokenParams, ZResetUse } from './account.schema';

describe('the account requests', () => {
  it('a new password has 8 to 1024 characters, as every password of the team', () => {
    for (const new_password of ['1234567', 'x'.repeat(1025)]) {
      const parsed = ZResetUse.safeParse({ new_password });
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.TEAM_PASSWORD_LENGTH);
    }
    expect(ZResetUse.safeParse({ new_password: '12345678' }).success).toBe(true);
    expect(ZResetUse.safeParse({ new_password: 'x'.repeat(1024) }).success).toBe(true);
  });

  it('a password change needs the current password, and nothing else beside the new one', () => {
    const missing = ZPasswordChange.safeParse({ current_password: '', new_password: '12345678' });
    expect(missing.error?.issues[0]?.message).toBe(MESSAGES.ACCOUNT_CURRENT_PASSWORD_REQUIRED);
    const extra = { current_password: 'a', new_password: '12345678', role: 'owner' };
    expect(ZPasswordChange.safeParse(extra).success).toBe(false);
    expect(
      ZPasswordChange.safeParse({ current_password: 'a', new_password: '12345678' }).success,
    ).toBe(true);
  });

  it('a reset token has the shape of 32 random bytes in base64url', () => {
    expect(ZResetTokenParams.safeParse({ token: 'k'.repeat(43) }).success).toBe(true);
    for (const token of ['short', '../../etc', `${'k'.repeat(40)}%2F`]) {
      const parsed = ZResetTokenParams.safeParse({ token });
      expect(parsed.error?.issues[0]?.message).toBe(MESSAGES.ACCOUNT_RESET_UNKNOWN);
    }
  });
});
