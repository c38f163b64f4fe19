import type {
  TCreateMenuProductRequest,
  TMenuProduct,
  TUpdateMenuProductRequest,
} from '@oc/domain/catalogue/menu.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refetchMenu } from './menu-cache';

/** POST /api/menu/categories/:id/products: a new product, last in its category. */
export function useCreateProduct(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, body }: { categoryId: number; body: TCreateMenuProductRequest }) =>
      api<TMenuProduct>(`/menu/categories/${categoryId}/products`, { method: 'POST', body }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}

/** PATCH /api/menu/products/:id: the fields changed; `category_id` moves it. */
export function useUpdateProduct(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, body }: { productId: number; body: TUpdateMenuProductRequest }) =>
      api<TMenuProduct>(`/menu/products/${productId}`, { method: 'PATCH', body }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}

/** DELETE /api/menu/products/:id. */
export function useDeleteProduct(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: number) =>
      api<null>(`/menu/products/${productId}`, { method: 'DELETE' }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}
