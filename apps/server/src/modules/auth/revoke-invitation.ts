import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';

/** DELETE /api/team/invitations/{id}: the invitation's link stops admitting anyone. */
export async function revokeInvitation(
  scope: TScope,
  actor: TAuditActor,
  invitationId: number,
): Promise<void> {
  await teamCallerOf(scope, actor.userId);
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    const invitation = await repo.findOpenInvitation(inTx, invitationId);
    if (!invitation) throw AppError.of(404, 'TEAM_INVITATION_NOT_FOUND');
    await repo.revokeInvitation(inTx, invitationId, new Date());
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'invitation.revoked',
      target: invitation.email,
      changes: { role: { before: invitation.role } },
    });
  });
}
