import type { TSite } from '@oc/domain/api.schema';
import type { TUpdateSiteRequest } from '@oc/domain/site.schema';
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
