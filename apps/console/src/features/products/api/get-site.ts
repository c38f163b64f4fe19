import type { TConfigs } from '@oc/domain/projects/configs.schema';
import type { TSite } from '@oc/domain/sites/site.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

export function useSite(siteId: number | null | undefined) {
  return useQuery({
    queryKey: productKeys.site(siteId ?? 0),
    queryFn: ({ signal }) => api<TSite>(`/sites/${siteId}`, { signal }),
    enabled: typeof siteId === 'number',
  });
}

export function useConfigs() {
  return useQuery({
    queryKey: productKeys.configs,
    queryFn: ({ signal }) => api<TConfigs>('/configs', { signal }),
  });
}
