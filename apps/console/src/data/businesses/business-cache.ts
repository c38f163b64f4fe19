import type { TBusinessDetails } from '@oc/domain/catalogue/business.schema';
import type { QueryClient } from '@tanstack/react-query';
import { businessKeys } from './keys';

/**
 * After a save, an archive or a restore the answer is the business as stored: it becomes the
 * cached copy, and every list that may show it (the Businesses list, the pickers' searches and
 * chosen names) is asked for again, since its name, its place in the order or its status may have
 * changed.
 */
export function writeBusinessToCache(queryClient: QueryClient, business: TBusinessDetails) {
  queryClient.setQueryData(businessKeys.detail(business.id), business);
  for (const queryKey of [
    businessKeys.lists(),
    [...businessKeys.all, 'search'],
    [...businessKeys.all, 'slug'],
  ])
    void queryClient.invalidateQueries({ queryKey });
}
