import type { TMenu } from '@oc/domain/catalogue/menu.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { menuKeys } from './keys';

/** GET /api/businesses/:id/menu: the categories in order, each with its products in order. */
export const menuQuery = (businessId: number) =>
  queryOptions({
    queryKey: menuKeys.detail(businessId),
    queryFn: ({ signal }) => api<TMenu>(`/businesses/${businessId}/menu`, { signal }),
  });

export function useMenu(businessId: number | undefined) {
  return useQuery({ ...menuQuery(businessId ?? 0), enabled: businessId !== undefined });
}
