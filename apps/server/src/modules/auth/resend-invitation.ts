import type { TInvitationSent } from '@oc/domain/team/team.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';
import { newInvitationLink } from './team-link';
import type { TTeamMail } from './team-mail';
import { emailInvitation } from './team-send';

/**
 * POST /api/team/invitations/{id}/resend: a new link, valid 7 days from now, for an invitation
 * neither accepted nor revoked (an expired one too); the old link stops working. Only an owner
 * renews an invitation to be an owner.
 */
export async function resendInvitation(
  scope: TScope,
  actor: TAuditActor,
  invitationId: number,
  mail: TTeamMail,
): Promise<TInvitationSent> {
  const caller = await teamCallerOf(scope, actor.userId);
  const now = new Date();
  const { link, tokenHash, expiresAt } = newInvitationLink(mail.origin, now);
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    const invitation = await repo.findOpenInvitation(inTx, invitationId);
    if (!invitation) throw AppError.of(404, 'TEAM_INVITATION_NOT_FOUND');
    if (invitation.role === 'owner' && caller.role !== 'owner')
      throw AppError.of(403, 'TEAM_ONLY_OWNERS_INVITE_OWNERS');
    await repo.renewInvitation(inTx, invitationId, { tokenHash, expiresAt, sentAt: now });
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'invitation.resent',
      target: invitation.email,
      changes: {
        expires_at: { before: invitation.expiresAt.toISOString(), after: expiresAt.toISOString() },
      },
    });
  });
  return emailInvitation(scope, { id: invitationId, link, inviter: caller }, mail);
}
