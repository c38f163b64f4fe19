import type { TLoginRequest, TLoginResult } from '@oc/domain/auth/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';
import { authKeys } from './keys';

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TLoginRequest) =>
      api<TLoginResult>('/auth/login', { method: 'POST', body: input }),
    onSuccess: (result) => {
      authToken.set(result.token);
      queryClient.setQueryData(authKeys.me(), result.user);
    },
  });
}
