import type { TOrderPage, TOrdersQuery } from '@oc/domain/orders/order-admin.schema';
import type { TScope } from '../../lib/scope';
import { findBusinessTimeZones } from '../catalogue/find-business-time-zones';
import { findScopeBusinessSlugs } from '../catalogue/find-scope-business-slugs';
import { orderSummaryOf } from './order-admin-view';
import { orderFiltersOf } from './order-filters';
import { countOrders, findOrders } from './orders-admin.repository';

/**
 * GET /api/orders: a page of the project's orders, newest first, filtered by business, status,
 * type, when they were placed, and an order number or part of the customer's name.
 */
export async function listOrders(scope: TScope, query: TOrdersQuery): Promise<TOrderPage> {
  // A business manager's inbox holds only their businesses' orders.
  const filters = { ...orderFiltersOf(query), businessSlugs: await findScopeBusinessSlugs(scope) };
  const page = { limit: query.page_size, offset: (query.page - 1) * query.page_size };
  const [rows, total] = await Promise.all([
    findOrders(scope, filters, page),
    countOrders(scope, filters),
  ]);
  // The businesses' zones in one statement, for the times the inbox shows on their clocks.
  const zones = await findBusinessTimeZones(scope, [...new Set(rows.map((r) => r.businessSlug))]);
  return {
    items: rows.map((row) => orderSummaryOf(row, zones.get(row.businessSlug) ?? 'UTC')),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}
