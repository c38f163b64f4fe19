import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** Server-side search: the picker stays fast whatever the number of businesses. */
export function useBusinessSearch(search: string) {
  return useQuery({
    queryKey: settingsKeys.businesses(search),
    queryFn: ({ signal }) =>
      api<TBusinessPage>(`/businesses?page_size=20&search=${encodeURIComponent(search)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** The chosen business, so its name shows even when the current search does not list it. */
export function useBusinessBySlug(slug: string | null) {
  return useQuery({
    queryKey: settingsKeys.businesses(`slug:${slug}`),
    queryFn: ({ signal }) =>
      api<TBusinessPage>(`/businesses?slug=${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
    staleTime: 60_000,
  });
}
