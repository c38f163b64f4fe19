import { ORDERS_EXPORT_MAX, type TOrdersQuery } from '@oc/domain/orders/order-admin.schema';
import { formatOrdersCsv, type TOrdersCsvOrder } from '@oc/domain/orders/orders-csv';
import type { TScope } from '../../lib/scope';
import { findScopeBusinessSlugs } from '../catalogue/find-scope-business-slugs';
import { orderFiltersOf } from './order-filters';
import { statusOf } from './order-view';
import { findOrders } from './orders-admin.repository';

/**
 * GET /api/orders/export: the orders the inbox's filters match as a CSV file, newest first, at most
 * ORDERS_EXPORT_MAX of them (docs/product/orders.md#export).
 */
export async function exportOrders(
  scope: TScope,
  query: Omit<TOrdersQuery, 'page' | 'page_size'>,
): Promise<{ fileName: string; text: string }> {
  const filters = { ...orderFiltersOf(query), businessSlugs: await findScopeBusinessSlugs(scope) };
  const rows = await findOrders(scope, filters, {
    limit: ORDERS_EXPORT_MAX,
    offset: 0,
  });
  const text = formatOrdersCsv(
    rows.map((row) => ({
      number: row.number,
      placed_at: row.createdAt.toISOString(),
      business: row.businessName,
      order_type: row.orderType as TOrdersCsvOrder['order_type'],
      status: statusOf(row.status),
      customer: row.customer,
      total: row.total,
      lines: row.lines.map((line) => ({ ...line, options: line.options ?? [] })),
    })),
  );
  return { fileName: 'orders.csv', text };
}
