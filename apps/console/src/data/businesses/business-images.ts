import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { writeBusinessToCache } from './business-cache';
import { businessKeys } from './keys';

/** The two images of a business, as its image addresses name them. */
export type TBusinessImageKind = 'logo' | 'header';

/** Where a business's logo or header is uploaded (POST) and removed (DELETE). */
export const businessImagePath = (businessId: number, kind: TBusinessImageKind) =>
  `/businesses/${businessId}/images/${kind}`;

/** DELETE /api/businesses/:id/images/:kind: the business keeps no logo or header. */
export function useRemoveBusinessImage(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TBusinessImageKind) =>
      api<TBusinessDetails>(businessImagePath(businessId, kind), { method: 'DELETE' }),
    onSuccess: (business) => writeBusinessToCache(queryClient, business),
  });
}

/**
 * After an upload the server has already set the image on the business: the business is read
 * again, with every list that shows its logo. (The shared image field hands on only an address,
 * and this upload answers the whole business.)
 */
export function useBusinessImageUploaded(businessId: number) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [
      businessKeys.detail(businessId),
      businessKeys.lists(),
      [...businessKeys.all, 'search'],
      [...businessKeys.all, 'slug'],
    ])
      void queryClient.invalidateQueries({ queryKey });
  };
}
