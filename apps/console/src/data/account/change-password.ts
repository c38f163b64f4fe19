import type { TAccountSession, TPasswordChange } from '@oc/domain/account/account.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { accountKeys } from './keys';

/**
 * Changes the member's password (POST /api/account/password). The server ends every other session,
 * so the list keeps only this one. A refusal is shown by the form, in the server's words.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TPasswordChange) =>
      api<null>('/account/password', { method: 'POST', body: input }),
    onSuccess: () =>
      queryClient.setQueryData<TAccountSession[]>(accountKeys.sessions(), (list) =>
        list?.filter((session) => session.current),
      ),
  });
}
