import type { TAccountSession } from '@oc/domain/account/account.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { accountKeys } from './keys';

/** GET /api/account/sessions: where the member is signed in, the most recently used first. */
export const accountSessionsQuery = queryOptions({
  queryKey: accountKeys.sessions(),
  queryFn: ({ signal }) => api<TAccountSession[]>('/account/sessions', { signal }),
});

export function useAccountSessions() {
  return useQuery(accountSessionsQuery);
}
