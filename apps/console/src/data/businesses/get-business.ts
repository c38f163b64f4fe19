import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys } from './keys';

/** GET /api/businesses/:id: every field of one business, archived or not. */
export const businessQuery = (businessId: number) =>
  queryOptions({
    queryKey: businessKeys.detail(businessId),
    queryFn: ({ signal }) => api<TBusinessDetails>(`/businesses/${businessId}`, { signal }),
  });

export function useBusiness(businessId: number | undefined) {
  return useQuery({ ...businessQuery(businessId ?? 0), enabled: businessId !== undefined });
}
