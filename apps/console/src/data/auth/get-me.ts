import type { TUser } from '@oc/domain/auth/auth.schema';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';
import { authKeys } from './keys';

const meQuery = queryOptions({
  queryKey: authKeys.me(),
  queryFn: ({ signal }) => api<TUser>('/auth/me', { signal }),
  staleTime: 5 * 60_000,
});

export function useMe() {
  return useQuery({ ...meQuery, enabled: authToken.get() !== null });
}

/**
 * Asks who is logged in at once, when the console starts: every page behind the login waits for the
 * answer, which otherwise would be asked for only once the page's code had downloaded. No
 * request without a session; a failure is left to useMe, as it would have found it. Settles once
 * the answer is in (or has failed).
 */
export function prefetchMe(queryClient: QueryClient): Promise<void> {
  return authToken.get() === null ? Promise.resolve() : queryClient.prefetchQuery(meQuery);
}
