import type { TBusinessDetails, TBusinessUpdate } from '@oc/domain/catalogue/business.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeBusinessToCache } from './business-cache';

/**
 * Edit a business (PATCH /api/businesses/:id) with the changed fields only. A refusal is the
 * form's to show, on its fields or above them.
 */
export function useUpdateBusiness(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBusinessUpdate) =>
      api<TBusinessDetails>(`/businesses/${businessId}`, { method: 'PATCH', body }),
    onSuccess: (business) => writeBusinessToCache(queryClient, business),
  });
}
