import type { TResetPreview } from '@oc/domain/account/account.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/password-resets/:token: whose password the link sets; a dead link is an error. */
export function usePasswordReset(token: string) {
  return useQuery({
    queryKey: accountKeys.reset(token),
    queryFn: ({ signal }) =>
      api<TResetPreview>(`/password-resets/${encodeURIComponent(token)}`, { signal }),
    // A used or expired link stays so: asking again tells nothing new.
    retry: false,
  });
}
