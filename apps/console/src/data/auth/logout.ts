import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authToken } from '../../lib/auth-token';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<null>('/auth/logout', { method: 'POST' }),
    // Whatever the server says, this browser forgets the session.
    onSettled: () => {
      authToken.clear();
      queryClient.clear();
    },
  });
}
