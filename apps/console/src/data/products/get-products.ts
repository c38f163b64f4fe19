import type { TProductListItem } from '@oc/domain/products/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { productKeys } from './keys';

/** The project's products, as the menu, the product pages and the settings pages list them. */
export const productsQuery = queryOptions({
  queryKey: productKeys.list(),
  queryFn: ({ signal }) => api<TProductListItem[]>('/products', { signal }),
});

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...productsQuery, enabled });
}
