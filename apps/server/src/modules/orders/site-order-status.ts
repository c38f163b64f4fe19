import type { TSiteOrderStatus } from '@oc/domain/orders/order.schema';
import type { TScope } from '../../lib/scope';
import { statusOf } from './order-view';
import { findOrderOfSite } from './orders.repository';

/**
 * Where an order of this site is now, by its public id (the confirmation page's address), or null
 * for an id of no order of this site, and on an app theme's preview address (no site id).
 */
export async function siteOrderStatus(
  scope: TScope,
  siteId: number | null,
  publicId: string,
): Promise<TSiteOrderStatus | null> {
  if (siteId === null) return null;
  const row = await findOrderOfSite(scope, siteId, publicId);
  if (!row) return null;
  return {
    status: statusOf(row.status),
    ready_by: row.readyBy?.toISOString() ?? null,
    status_reason: row.statusReason,
    updated_at: row.statusChangedAt.toISOString(),
  };
}
