import type { TLoginResult } from '@oc/domain/auth/auth.schema';
import type { TInvitationAccept } from '@oc/domain/team/team.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';
import { authKeys } from '../auth/keys';

/** POST /api/invitations/:token/accept: the new member's login, then signed in as a login is. */
export function useAcceptInvitation(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInvitationAccept) =>
      api<TLoginResult>(`/invitations/${encodeURIComponent(token)}/accept`, {
        method: 'POST',
        body: input,
      }),
    onSuccess: (result) => {
      authToken.set(result.token);
      queryClient.setQueryData(authKeys.me(), result.user);
    },
  });
}
