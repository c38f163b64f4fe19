import type { TSite } from '@oc/domain/sites/site.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { siteKeys } from './keys';

export const siteQuery = (siteId: number) =>
  queryOptions({
    queryKey: siteKeys.detail(siteId),
    queryFn: ({ signal }) => api<TSite>(`/sites/${siteId}`, { signal }),
  });

export function useSite(siteId: number | null | undefined) {
  return useQuery({ ...siteQuery(siteId ?? 0), enabled: typeof siteId === 'number' });
}
