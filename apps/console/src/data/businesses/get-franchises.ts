import type { TFranchise } from '@oc/domain/catalogue/catalogue.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys } from './keys';

/** GET /api/franchises: the project's franchises, by name, for a business's franchise. */
export const franchisesQuery = queryOptions({
  queryKey: businessKeys.franchises(),
  queryFn: ({ signal }) => api<TFranchise[]>('/franchises', { signal }),
  staleTime: 5 * 60_000,
});

/** `enabled` false: not asked (a business manager may not list the project's franchises). */
export function useFranchises(enabled = true) {
  return useQuery({ ...franchisesQuery, enabled });
}
