import type { TTeam } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** DELETE /api/team/invitations/:id: its link stops working. */
export function useRevokeInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      api<null>(`/team/invitations/${invitationId}`, { method: 'DELETE' }),
    onSuccess: (_done, invitationId) => {
      queryClient.setQueryData<TTeam>(teamKeys.team(), (team) =>
        team
          ? { ...team, invitations: team.invitations.filter((i) => i.id !== invitationId) }
          : team,
      );
    },
  });
}
