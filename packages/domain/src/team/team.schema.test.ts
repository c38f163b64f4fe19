import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZInvitationAccept, ZInvitationCreate, ZMemberUpdate } from './team.schema';

describe('the team’s requests', () => {
  it('takes an invitation’s email trimmed and lower-cased, and each business once', () => {
    expect(
      ZInvitationCreate.parse({
        email: ' Jo@Example.COM ',
        role: 'business_manager',
        business_ids: [3, 3, 4],
      }),
    ).toEqual({ email: 'jo@example.com', role: 'business_manager', business_ids: [3, 4] });
  });

  it('refuses a bad email, an unknown role and an unknown field, in words', () => {
    const bad = ZInvitationCreate.safeParse({ email: 'jo', role: 'chef', extra: 1 });
    expect(bad.success).toBe(false);
    const messages = bad.error?.issues.map((i) => i.message) ?? [];
    expect(messages).toContain(MESSAGES.TEAM_EMAIL_FORMAT);
    expect(messages).toContain(MESSAGES.TEAM_ROLE_CHOOSE);
    expect(bad.error?.issues.some((i) => i.code === 'unrecognized_keys')).toBe(true);
  });

  it('asks a new member for a name and a password of 8 to 1024 characters', () => {
    expect(ZInvitationAccept.safeParse({ name: ' Jo ', password: '12345678' }).data).toEqual({
      name: 'Jo',
      password: '12345678',
    });
    for (const password of ['1234567', 'x'.repeat(1025)]) {
      const refused = ZInvitationAccept.safeParse({ name: 'Jo', password });
      expect(refused.error?.issues[0]?.message).toBe(MESSAGES.TEAM_PASSWORD_LENGTH);
    }
    expect(ZInvitationAccept.safeParse({ name: '  ', password: '12345678' }).success).toBe(false);
  });

  it('refuses a member change that changes nothing', () => {
    expect(ZMemberUpdate.safeParse({}).error?.issues[0]?.message).toBe(MESSAGES.NOTHING_TO_SAVE);
    expect(ZMemberUpdate.safeParse({ role: 'admin' }).success).toBe(true);
  });
});
