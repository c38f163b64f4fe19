import type { TInvitationPreview } from '@oc/domain/team/team.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/invitations/:token (no login): who invites to which project, as what. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: teamKeys.invitation(token),
    queryFn: ({ signal }) =>
      api<TInvitationPreview>(`/invitations/${encodeURIComponent(token)}`, { signal }),
    // A dead link stays dead: asking again would not change the answer.
    retry: false,
  });
}
