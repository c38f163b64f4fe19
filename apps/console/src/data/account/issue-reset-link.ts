import type { TResetLink } from '@oc/domain/account/account.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * Makes a member's password reset link (POST /api/team/members/:id/reset-link): owners and admins,
 * for the Team page to show once to copy.
 */
export function useIssueResetLink() {
  return useMutation({
    mutationFn: (memberId: number) =>
      api<TResetLink>(`/team/members/${memberId}/reset-link`, { method: 'POST' }),
  });
}
