import { AppError } from '../../lib/app-error';

/**
 * Why an invitation link admits no one, as the invitee is told: unknown 404; used, withdrawn or
 * expired 410, each in words that say to ask for a new invitation.
 */
export function assertInvitationAdmits(
  invitation: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date } | null,
  now: Date,
): void {
  if (!invitation) throw AppError.of(404, 'TEAM_INVITATION_UNKNOWN');
  if (invitation.acceptedAt) throw AppError.of(410, 'TEAM_INVITATION_USED');
  if (invitation.revokedAt) throw AppError.of(410, 'TEAM_INVITATION_REVOKED');
  if (invitation.expiresAt.getTime() <= now.getTime())
    throw AppError.of(410, 'TEAM_INVITATION_EXPIRED');
}
