import type { TTeam } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/team/members/:id: their login and sessions end at once. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => api<null>(`/team/members/${memberId}`, { method: 'DELETE' }),
    onSuccess: (_done, memberId) => {
      queryClient.setQueryData<TTeam>(teamKeys.team(), (team) =>
        team ? { ...team, members: team.members.filter((m) => m.id !== memberId) } : team,
      );
    },
  });
}
