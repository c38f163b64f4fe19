import type { TTransferOwnership } from '@oc/domain/team/team.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';

/**
 * POST /api/team/transfer-ownership: an owner hands the project to an admin, who becomes owner;
 * the owner who hands it over becomes an admin. Both in one transaction.
 */
export async function transferOwnership(
  scope: TScope,
  actor: TAuditActor,
  input: TTransferOwnership,
): Promise<void> {
  const caller = await teamCallerOf(scope, actor.userId);
  if (caller.role !== 'owner') throw AppError.of(403, 'TEAM_TRANSFER_OWNER_ONLY');
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    // Locked first, so an owner demoted meanwhile by another owner cannot hand the project over.
    const owners = await repo.lockOwners(inTx);
    if (!owners.includes(caller.id)) throw AppError.of(403, 'TEAM_TRANSFER_OWNER_ONLY');
    const member = await repo.findMember(inTx, input.member_id);
    if (!member) throw AppError.of(404, 'TEAM_MEMBER_NOT_FOUND');
    if (member.role !== 'admin') throw AppError.of(409, 'TEAM_TRANSFER_TO_ADMIN');
    await repo.updateMemberRole(inTx, member.id, 'owner');
    await repo.updateMemberRole(inTx, caller.id, 'admin');
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'ownership.transferred',
      target: member.email,
      changes: { owner: { before: caller.email, after: member.email } },
    });
  });
}
