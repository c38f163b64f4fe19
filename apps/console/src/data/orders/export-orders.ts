import { downloadFile } from '../../lib/download-file';
import type { TOrderListQuery } from './keys';
import { orderFilterParams } from './list-orders';

/**
 * GET /api/orders/export with the inbox's filters: the orders as a CSV file, saved by the browser
 * under the server's name.
 */
export function downloadOrdersCsv(query: Omit<TOrderListQuery, 'page'>, fallbackName: string) {
  const params = orderFilterParams(query);
  return downloadFile(`/orders/export${params.size > 0 ? `?${params}` : ''}`, fallbackName);
}
