import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys } from './keys';

/** Server-side search: the picker stays fast whatever the number of businesses. */
export function useBusinessSearch(search: string) {
  return useQuery({
    queryKey: businessKeys.search(search),
    queryFn: ({ signal }) =>
      api<TBusinessPage>(`/businesses?page_size=20&search=${encodeURIComponent(search)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
