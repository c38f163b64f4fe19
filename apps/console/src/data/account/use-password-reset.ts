import type { TResetUse } from '@oc/domain/account/account.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** Sets a new password with a reset link (POST /api/password-resets/:token). */
export function useSetPasswordWithReset(token: string) {
  return useMutation({
    mutationFn: (input: TResetUse) =>
      api<null>(`/password-resets/${encodeURIComponent(token)}`, { method: 'POST', body: input }),
  });
}
