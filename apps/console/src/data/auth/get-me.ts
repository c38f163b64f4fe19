import type { TUser } from '@oc/domain/auth/auth.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';
import { authKeys } from './keys';

export function useMe() {
  return useQuery({
    queryKey: authKeys.me(),
    queryFn: ({ signal }) => api<TUser>('/auth/me', { signal }),
    enabled: authToken.get() !== null,
    staleTime: 5 * 60_000,
  });
}
