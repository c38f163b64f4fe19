import type { TMemberUpdate, TTeam, TTeamMember } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authKeys } from '../auth/keys';
import { teamKeys } from './keys';

/** PATCH /api/team/members/:id: a member's role, and a business manager's businesses. */
export function useChangeMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, ...changes }: TMemberUpdate & { memberId: number }) =>
      api<TTeamMember>(`/team/members/${memberId}`, { method: 'PATCH', body: changes }),
    onSuccess: (member) => {
      queryClient.setQueryData<TTeam>(teamKeys.team(), (team) =>
        team
          ? { ...team, members: team.members.map((m) => (m.id === member.id ? member : m)) }
          : team,
      );
      // One's own role changed: what the console shows depends on it.
      if (member.is_you) void queryClient.invalidateQueries({ queryKey: authKeys.me() });
    },
  });
}
