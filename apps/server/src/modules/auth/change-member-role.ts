import type { TMemberUpdate, TTeamMember } from '@oc/domain/team/team.schema';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { changesBetween, recordAudit, type TAuditActor } from '../audit/record-audit';
import { findMemberBusinesses } from '../catalogue/find-member-businesses';
import { setMemberBusinesses } from '../catalogue/set-member-businesses';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';

/**
 * PATCH /api/team/members/{id}: a member's role, and a business manager's businesses. Only an
 * owner changes an owner or makes one; the last owner is never demoted (one may demote
 * themselves while another owner remains). Another role than business manager keeps no businesses.
 */
export async function changeMemberRole(
  scope: TScope,
  actor: TAuditActor,
  memberId: number,
  input: TMemberUpdate,
): Promise<TTeamMember> {
  const caller = await teamCallerOf(scope, actor.userId);
  return scope.db.transaction(async (tx) => {
    const inTx = { db: tx, projectId: scope.projectId };
    const member = await repo.findMember(inTx, memberId);
    if (!member) throw AppError.of(404, 'TEAM_MEMBER_NOT_FOUND');
    const role = input.role ?? member.role;
    if ((member.role === 'owner' || role === 'owner') && caller.role !== 'owner')
      throw AppError.of(403, 'TEAM_ADMIN_CANNOT_CHANGE_OWNER');
    if (member.role === 'owner' && role !== 'owner') {
      const owners = await repo.lockOwners(inTx);
      if (owners.filter((id) => id !== member.id).length === 0)
        throw AppError.of(409, 'TEAM_LAST_OWNER');
    }
    const before = (await findMemberBusinesses(inTx, [member.id])).get(member.id) ?? [];
    const businessIds = role === 'business_manager' ? (input.business_ids ?? before) : [];
    if (role === 'business_manager' && businessIds.length === 0)
      throw AppError.of(400, 'TEAM_MANAGER_NEEDS_BUSINESS');
    await setMemberBusinesses(inTx, member.id, businessIds);
    if (role !== member.role) await repo.updateMemberRole(inTx, member.id, role);
    const changes = changesBetween(
      { role: member.role, business_ids: before },
      { role, business_ids: businessIds },
    );
    if (Object.keys(changes).length > 0)
      await recordAudit(inTx, actor, {
        area: 'team',
        action: 'member.changed',
        target: member.email,
        changes,
      });
    return {
      id: member.id,
      name: member.name,
      email: member.email,
      role,
      business_ids: businessIds,
      last_sign_in_at: member.lastSignInAt?.toISOString() ?? null,
      is_you: member.id === caller.id,
    };
  });
}
