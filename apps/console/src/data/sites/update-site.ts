import type { TSite, TUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { siteKeys } from './keys';

/**
 * Update site (docs/product/api.md#sites-and-themes): the answer, the whole site, becomes the
 * cached copy every screen reads.
 */
export function useUpdateSite(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSiteRequest) =>
      api<TSite>(`/sites/${siteId}`, { method: 'PATCH', body }),
    onSuccess: (site) => queryClient.setQueryData(siteKeys.detail(siteId), site),
  });
}
