import type { TInvitationSent, TTeam } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** POST /api/team/invitations/:id/resend: a new link (the old one stops working), 7 new days. */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (invitationId: number) =>
      api<TInvitationSent>(`/team/invitations/${invitationId}/resend`, { method: 'POST' }),
    onSuccess: (sent) => {
      queryClient.setQueryData<TTeam>(teamKeys.team(), (team) =>
        team
          ? {
              ...team,
              invitations: team.invitations.map((i) =>
                i.id === sent.invitation.id ? sent.invitation : i,
              ),
            }
          : team,
      );
    },
  });
}
