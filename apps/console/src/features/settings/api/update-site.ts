import type { TSite, TUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

export function useUpdateSite(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TUpdateSiteRequest) =>
      api<TSite>(`/sites/${siteId}`, { method: 'PATCH', body }),
    onSuccess: (site) => queryClient.setQueryData(settingsKeys.site(siteId), site),
  });
}
