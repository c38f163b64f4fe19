import type { TInvitationCreate, TInvitationSent } from '@oc/domain/team/team.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import { assertProjectBusinesses } from '../catalogue/assert-project-businesses';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';
import { newInvitationLink } from './team-link';
import type { TTeamMail } from './team-mail';
import { emailInvitation } from './team-send';

/**
 * POST /api/team/invitations: an invitation for an email that has no login yet, with a single-use
 * link valid 7 days. Written (with its audit entry) before the email is tried, so a failed send
 * leaves the invitation and its link to copy.
 */
export async function inviteMember(
  scope: TScope,
  actor: TAuditActor,
  input: TInvitationCreate,
  mail: TTeamMail,
): Promise<TInvitationSent> {
  const caller = await teamCallerOf(scope, actor.userId);
  if (input.role === 'owner' && caller.role !== 'owner')
    throw AppError.of(403, 'TEAM_ONLY_OWNERS_INVITE_OWNERS');
  const businessIds = input.role === 'business_manager' ? (input.business_ids ?? []) : [];
  if (input.role === 'business_manager' && businessIds.length === 0)
    throw AppError.of(400, 'TEAM_MANAGER_NEEDS_BUSINESS');
  await assertProjectBusinesses(scope, businessIds);
  if (await repo.emailHasLogin(scope.db, input.email))
    throw AppError.of(409, 'TEAM_EMAIL_HAS_LOGIN', { email: input.email });
  const now = new Date();
  const { link, tokenHash, expiresAt } = newInvitationLink(mail.origin, now);
  const id = await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    await repo.lockInvitationsOf(inTx, input.email);
    if (await repo.hasPendingInvitation(inTx, input.email, now))
      throw AppError.of(409, 'TEAM_EMAIL_ALREADY_INVITED', { email: input.email });
    const created = await repo.insertInvitation(inTx, {
      email: input.email,
      role: input.role,
      businessIds,
      tokenHash,
      invitedBy: caller.id,
      expiresAt,
      sentAt: now,
    });
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'member.invited',
      target: input.email,
      changes: { role: { after: input.role }, business_ids: { after: businessIds } },
    });
    return created;
  });
  return emailInvitation(scope, { id, link, inviter: caller }, mail);
}
