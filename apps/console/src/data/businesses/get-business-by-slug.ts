import type { TBusinessPage } from '@oc/domain/catalogue/catalogue.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys } from './keys';

/** The chosen business, so its name shows even when the current search does not list it. */
export function useBusinessBySlug(slug: string | null) {
  return useQuery({
    queryKey: businessKeys.bySlug(slug),
    queryFn: ({ signal }) =>
      api<TBusinessPage>(`/businesses?slug=${encodeURIComponent(slug ?? '')}`, { signal }),
    enabled: slug !== null,
    staleTime: 60_000,
  });
}
