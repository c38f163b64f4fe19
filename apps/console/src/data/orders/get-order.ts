import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { orderKeys } from './keys';
import { ORDERS_POLL_MS } from './list-orders';

/** GET /api/orders/:id: the order with its lines, customer, times and history. */
export const orderQuery = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: ({ signal }) => api<TOrderDetail>(`/orders/${orderId}`, { signal }),
  });

/**
 * The open order, asked again as often as the inbox: another device may move it meanwhile. A
 * closed drawer asks nothing, and keeps the order it showed while it closes.
 */
export function useOrder(orderId: number | undefined, { isOpen = true } = {}) {
  return useQuery({
    ...orderQuery(orderId ?? 0),
    enabled: orderId !== undefined && isOpen,
    refetchInterval: ORDERS_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
