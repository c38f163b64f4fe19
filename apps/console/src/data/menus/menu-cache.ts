import type { QueryClient } from '@tanstack/react-query';
import { menuKeys } from './keys';

/**
 * After any change the menu is asked for again as stored: the server gives new ids to a product's
 * option groups and puts new items last, so the editor shows what the website will.
 */
export function refetchMenu(queryClient: QueryClient, businessId: number) {
  return queryClient.invalidateQueries({ queryKey: menuKeys.detail(businessId) });
}
