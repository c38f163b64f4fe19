import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeDomainStatus } from './domain-cache';

/** 'Check again' (POST /api/sites/:siteId/domain/check): the DNS is looked up now, not at the next round. */
export function useCheckDomain(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TDomainStatus>(`/sites/${siteId}/domain/check`, { method: 'POST' }),
    onSuccess: (status) => writeDomainStatus(queryClient, status),
  });
}
