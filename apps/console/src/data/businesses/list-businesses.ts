import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys, type TBusinessListQuery } from './keys';

/** How many businesses a page of the Businesses list shows. */
export const BUSINESS_LIST_PAGE_SIZE = 20;

/**
 * A page of the Businesses list (docs/product/api.md#lists): the active or the archived ones,
 * searched by name on the server, unpublished ones included.
 */
export const businessListQuery = (query: TBusinessListQuery) =>
  queryOptions({
    queryKey: businessKeys.list(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        status: query.status,
        page: String(query.page),
        page_size: String(BUSINESS_LIST_PAGE_SIZE),
      });
      if (query.search) params.set('search', query.search);
      return api<TBusinessPage>(`/businesses?${params}`, { signal });
    },
  });

/** The page asked for, the previous one kept on screen while the next search or page loads. */
export function useBusinessList(query: TBusinessListQuery) {
  return useQuery({ ...businessListQuery(query), placeholderData: keepPreviousData });
}
