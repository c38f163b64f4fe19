import type { TOrder } from '@oc/domain/orders/order.schema';
import type { TScope } from '../../lib/scope';
import { orderOf } from './order-view';
import { findOrdersOfSite } from './orders.repository';

/**
 * The orders of this site among the public ids the customer's browser keeps, newest first; none
 * for an app theme's preview address (no site id), which takes no orders.
 */
export async function listSiteOrders(
  scope: TScope,
  siteId: number | null,
  publicIds: string[],
): Promise<TOrder[]> {
  if (siteId === null) return [];
  return (await findOrdersOfSite(scope, siteId, publicIds)).map(orderOf);
}
