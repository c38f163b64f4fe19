import type { TBusinessCreate, TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeBusinessToCache } from './business-cache';

/**
 * Create a business (POST /api/businesses, docs/product/api.md#businesses). A refusal is the form's
 * to show, on its fields or above them.
 */
export function useCreateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TBusinessCreate) =>
      api<TBusinessDetails>('/businesses', { method: 'POST', body }),
    onSuccess: (business) => writeBusinessToCache(queryClient, business),
  });
}
