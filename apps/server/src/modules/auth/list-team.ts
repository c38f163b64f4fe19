import type { TTeam } from '@oc/domain/team/team.schema';
import type { TScope } from '../../lib/scope';
import { findMemberBusinesses } from '../catalogue/find-member-businesses';
import * as repo from './team.repository';
import { teamCallerOf } from './team-access';
import { pendingInvitationOf } from './team-views';

/** GET /api/team: the members and the open invitations; owners and admins only. */
export async function listTeam(scope: TScope, callerId: number): Promise<TTeam> {
  const caller = await teamCallerOf(scope, callerId);
  const [members, invitations] = await Promise.all([
    repo.listMembers(scope),
    repo.listOpenInvitations(scope),
  ]);
  const managers = members.filter((m) => m.role === 'business_manager').map((m) => m.id);
  const businesses = await findMemberBusinesses(scope, managers);
  return {
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      email: m.email,
      role: m.role,
      business_ids: businesses.get(m.id) ?? [],
      last_sign_in_at: m.lastSignInAt?.toISOString() ?? null,
      is_you: m.id === caller.id,
    })),
    invitations: invitations.map(pendingInvitationOf),
  };
}
