import type { TOrderPage } from '@oc/domain/orders/order-admin.schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { orderKeys, type TOrderListQuery } from './keys';

/** How many orders a page of the inbox shows. */
export const ORDER_LIST_PAGE_SIZE = 50;

/** How often the inbox asks again, so a new order shows within seconds of being placed. */
export const ORDERS_POLL_MS = 2000;

/** The filters as GET /api/orders and its CSV export read them; the ones not set are left out. */
export function orderFilterParams(query: Omit<TOrderListQuery, 'page'>): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of ['business', 'status', 'order_type', 'from', 'to', 'search'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return params;
}

/** A page of the inbox (docs/product/api.md#orders), newest first. */
export const orderListQuery = (query: TOrderListQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => {
      const params = orderFilterParams(query);
      params.set('page', String(query.page));
      params.set('page_size', String(ORDER_LIST_PAGE_SIZE));
      return api<TOrderPage>(`/orders?${params}`, { signal });
    },
  });

/**
 * The page asked for, asked again every 2 s while the tab is shown (a hidden tab waits, and asks
 * at once when the owner comes back to it), the previous page kept on screen while the next
 * filter or page loads.
 */
export function useOrderList(query: TOrderListQuery) {
  return useQuery({
    ...orderListQuery(query),
    placeholderData: keepPreviousData,
    refetchInterval: ORDERS_POLL_MS,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });
}
