import type { TOrderDetail, TOrderStatusChange } from '@oc/domain/orders/order-admin.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../lib/api-client';
import { orderKeys } from './keys';

/**
 * The order's next step (POST /api/orders/:id/status). The answer is the order as stored: it
 * becomes the cached copy, and the inbox's pages are asked again for its new status. A 409 (the
 * order moved meanwhile, on another device) asks for the order again, so what the owner sees is
 * where it is now; the refusal is the caller's to show.
 */
export function useChangeOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TOrderStatusChange) =>
      api<TOrderDetail>(`/orders/${orderId}/status`, { method: 'POST', body }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
    onError: (error) => {
      if (!(error instanceof ApiError) || error.status !== 409) return;
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderId) });
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
    },
  });
}
