import type { TOrdersQuery } from '@oc/domain/orders/order-admin.schema';
import type { TOrderFilters } from './orders-admin.repository';

/** The inbox's filters as the list and the export read them; empty text filters nothing. */
export const orderFiltersOf = (query: Omit<TOrdersQuery, 'page' | 'page_size'>): TOrderFilters => ({
  businessSlug: query.business || undefined,
  status: query.status,
  orderType: query.order_type,
  from: query.from ? new Date(query.from) : undefined,
  to: query.to ? new Date(query.to) : undefined,
  search: query.search || undefined,
});
