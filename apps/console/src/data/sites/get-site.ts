import type { TSite } from '@oc/domain/sites/site.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { siteKeys } from './keys';

export function useSite(siteId: number | null | undefined) {
  return useQuery({
    queryKey: siteKeys.detail(siteId ?? 0),
    queryFn: ({ signal }) => api<TSite>(`/sites/${siteId}`, { signal }),
    enabled: typeof siteId === 'number',
  });
}
