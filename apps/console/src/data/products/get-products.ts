import type { TProductListItem } from '@oc/domain/products/products';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { productKeys } from './keys';

export function useProducts({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    enabled,
    queryKey: productKeys.list(),
    queryFn: ({ signal }) => api<TProductListItem[]>('/products', { signal }),
  });
}
