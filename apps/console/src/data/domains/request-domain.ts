import type { TDomainStatus, TRequestDomainRequest } from '@oc/domain/domains/custom-domain.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { configKeys } from '../configs/keys';
import { writeDomainStatus } from './domain-cache';

/**
 * Request custom domain (POST /api/sites/:siteId/domain): the answer is the new status. A maps key
 * sent with it is saved to the project's configs, so those are asked for again.
 */
export function useRequestDomain(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRequestDomainRequest) =>
      api<TDomainStatus>(`/sites/${siteId}/domain`, { method: 'POST', body }),
    onSuccess: (status, body) => {
      writeDomainStatus(queryClient, status);
      if (body.google_maps_api_key !== undefined)
        void queryClient.invalidateQueries({ queryKey: configKeys.all });
    },
  });
}
