import type { TTeam } from '@oc/domain/team/team.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { teamKeys } from './keys';

/** GET /api/team: the members and the invitations neither accepted nor revoked. */
export const teamQuery = queryOptions({
  queryKey: teamKeys.team(),
  queryFn: ({ signal }) => api<TTeam>('/team', { signal }),
});

export function useTeam() {
  return useQuery(teamQuery);
}
