import { randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '@oc/domain/team/team.schema';
import { hashToken } from './token-hash';

/**
 * A new invitation link: a random token (32 bytes, base64url) shown once in the link, the hash the
 * database keeps instead, and when it stops admitting anyone.
 */
export function newInvitationLink(origin: string, now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    link: `${origin}/join/${token}`,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + INVITATION_DAYS * 86_400_000),
  };
}
