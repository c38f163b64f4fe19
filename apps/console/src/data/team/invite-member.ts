import type { TInvitationCreate, TInvitationSent, TTeam } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/team/invitations: the answer carries the link, this once. */
export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvitationCreate) =>
      api<TInvitationSent>('/team/invitations', { method: 'POST', body: input }),
    onSuccess: (sent) => {
      queryClient.setQueryData<TTeam>(teamKeys.team(), (team) =>
        team ? { ...team, invitations: [...team.invitations, sent.invitation] } : team,
      );
    },
  });
}
