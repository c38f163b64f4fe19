import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { authKeys } from '../auth/keys';
import { teamKeys } from './keys';

/** POST /api/team/transfer-ownership: the admin becomes owner, the caller an admin. */
export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) =>
      api<null>('/team/transfer-ownership', { method: 'POST', body: { member_id: memberId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamKeys.team() }),
        queryClient.invalidateQueries({ queryKey: authKeys.me() }),
      ]),
  });
}
