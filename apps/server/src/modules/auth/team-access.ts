import { mayUse, type TRole } from '@oc/domain/team/roles';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './team.repository';

export type TTeamCaller = { id: number; name: string; email: string; role: TRole };

/**
 * The member asking, read from their row (so a role changed a moment ago counts at once), if their
 * role may use the team area; anyone else is refused in words (403).
 */
export async function teamCallerOf(scope: TScope, userId: number | null): Promise<TTeamCaller> {
  const member = userId === null ? null : await repo.findMember(scope, userId);
  if (!member || !mayUse(member.role, 'team')) throw AppError.of(403, 'TEAM_NO_ACCESS');
  return { id: member.id, name: member.name, email: member.email, role: member.role };
}
