import type { TProductListItem } from '@oc/domain/api.schema';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productKeys } from './keys';

export function useProducts() {
  return useQuery({
    queryKey: productKeys.list(),
    queryFn: ({ signal }) => api<TProductListItem[]>('/products', { signal }),
  });
}
