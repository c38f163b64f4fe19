import type { TMenuCategory } from '@oc/domain/catalogue/menu.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { refetchMenu } from './menu-cache';

/** POST /api/businesses/:id/menu/categories: a new category, last. */
export function useCreateCategory(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      api<TMenuCategory>(`/businesses/${businessId}/menu/categories`, {
        method: 'POST',
        body: { name },
      }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}

/** PATCH /api/menu/categories/:id: its new name. */
export function useRenameCategory(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, name }: { categoryId: number; name: string }) =>
      api<TMenuCategory>(`/menu/categories/${categoryId}`, { method: 'PATCH', body: { name } }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}

/** DELETE /api/menu/categories/:id, with its products only when the owner said so. */
export function useDeleteCategory(businessId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ categoryId, withProducts }: { categoryId: number; withProducts: boolean }) =>
      api<null>(`/menu/categories/${categoryId}${withProducts ? '?with_products=true' : ''}`, {
        method: 'DELETE',
      }),
    onSuccess: () => refetchMenu(queryClient, businessId),
  });
}
