import type { TInvitationPreview } from '@oc/domain/team/team.schema';
import type { TDb } from '../../db/client';
import * as repo from './team.repository';
import { assertInvitationAdmits } from './team-invitation-state';
import { hashToken } from './token-hash';

/**
 * GET /api/invitations/{token} (public): what the join page shows of an invitation that still
 * admits: the project, who invites, the role and the email.
 */
export async function readInvitation(db: TDb, token: string): Promise<TInvitationPreview> {
  const invitation = await repo.findInvitationByTokenHash(db, hashToken(token));
  assertInvitationAdmits(invitation, new Date());
  if (!invitation) throw new Error('unreachable: refused above');
  return {
    project: invitation.projectName,
    invited_by: invitation.invitedBy,
    role: invitation.role,
    email: invitation.email,
    expires_at: invitation.expiresAt.toISOString(),
  };
}
