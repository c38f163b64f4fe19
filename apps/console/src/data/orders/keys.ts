import type { TOrdersQuery } from '@oc/domain/orders/order-admin.schema';

/**
 * A page of the Orders inbox: the filters the address holds (?business=, ?status=, ?type=, the
 * dates as instants, ?q=) and the page; a filter not set is left out.
 */
export type TOrderListQuery = Pick<
  TOrdersQuery,
  'business' | 'status' | 'order_type' | 'from' | 'to' | 'search'
> & { page: number };

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (query: TOrderListQuery) => [...orderKeys.lists(), query] as const,
  /** One order with its lines, customer and history, as GET /api/orders/:id answers it. */
  detail: (orderId: number) => [...orderKeys.all, 'detail', orderId] as const,
};
