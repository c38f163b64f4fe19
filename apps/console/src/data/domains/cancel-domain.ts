import type { TDomainStatus } from '@oc/domain/domains/custom-domain.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeDomainStatus } from './domain-cache';

/** 'Cancel request' (POST /api/sites/:siteId/domain/cancel): the pending request stops. */
export function useCancelDomain(siteId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TDomainStatus>(`/sites/${siteId}/domain/cancel`, { method: 'POST' }),
    onSuccess: (status) => writeDomainStatus(queryClient, status),
  });
}
