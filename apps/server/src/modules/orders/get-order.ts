import type { TOrderDetail } from '@oc/domain/orders/order-admin.schema';
import { notFound } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { findUserEmails } from '../auth/find-user-emails';
import { findBusinessTimeZones } from '../catalogue/find-business-time-zones';
import { findScopeBusinessSlugs } from '../catalogue/find-scope-business-slugs';
import { orderDetailOf } from './order-admin-view';
import { findOrder, findStatusEvents } from './orders-admin.repository';

/**
 * GET /api/orders/{orderId}: the order with its history and who made each change. Its times are
 * shown on its business's clock, read from the business now by the slug the order kept (UTC for
 * a business the project no longer has).
 */
export async function getOrder(scope: TScope, orderId: number): Promise<TOrderDetail> {
  // Another business's order is not found for a business manager, as another project's is.
  const row = await findOrder(scope, orderId, await findScopeBusinessSlugs(scope));
  if (!row) throw notFound('ORDER_NOT_FOUND');
  const [events, timeZones] = await Promise.all([
    findStatusEvents(scope, orderId),
    findBusinessTimeZones(scope, [row.businessSlug]),
  ]);
  const userIds = events.flatMap((e) => (e.userId === null ? [] : [e.userId]));
  const emails = await findUserEmails(scope, userIds);
  return orderDetailOf(row, events, emails, timeZones.get(row.businessSlug) ?? 'UTC');
}
