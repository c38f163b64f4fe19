import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';

/**
 * DELETE /api/team/members/{id}: the member's login and every session of theirs go at once (their
 * next request is refused; the read cache forgets on this write). Nobody removes themselves here;
 * only an owner removes an owner, and never the last one. Their audit entries stay, by name.
 */
export async function removeMember(
  scope: TScope,
  actor: TAuditActor,
  memberId: number,
): Promise<void> {
  const caller = await teamCallerOf(scope, actor.userId);
  if (memberId === caller.id) throw AppError.of(403, 'TEAM_NOT_YOURSELF');
  await scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    const member = await repo.findMember(inTx, memberId);
    if (!member) throw AppError.of(404, 'TEAM_MEMBER_NOT_FOUND');
    if (member.role === 'owner') {
      if (caller.role !== 'owner') throw AppError.of(403, 'TEAM_ADMIN_CANNOT_CHANGE_OWNER');
      const owners = await repo.lockOwners(inTx);
      if (owners.filter((id) => id !== member.id).length === 0)
        throw AppError.of(409, 'TEAM_LAST_OWNER');
    }
    // The entry first: it names the member while their row still exists.
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'member.removed',
      target: member.email,
      changes: { role: { before: member.role } },
    });
    await repo.deleteMember(inTx, member.id);
  });
}
