import type { TBusinessPreviewLink } from '@oc/domain/catalogue/business.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { businessKeys } from './keys';

/**
 * A signed address of the website's page of the business (POST /api/businesses/:id/preview-link),
 * asked afresh each time the preview opens, so that it shows what was saved since; never kept.
 */
export function useBusinessPreviewLink(businessId: number, isOpen: boolean) {
  return useQuery({
    queryKey: [...businessKeys.detail(businessId), 'preview-link'],
    queryFn: ({ signal }) =>
      api<TBusinessPreviewLink>(`/businesses/${businessId}/preview-link`, {
        method: 'POST',
        signal,
      }),
    enabled: isOpen,
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}
