import { publicOrderOf } from '@oc/domain/orders/order.schema';
import { findBusinessTimeZones } from '../catalogue/find-business-time-zones';
import { listSiteOrders } from '../orders/list-site-orders';
import { notFoundPage } from './page-not-found';
import type { TPageData, TSiteContext } from './website.types';

// An order keeps its business's slug, name and logo as they were; its times are written on the
// business's clock, read from the business now (by that slug, or the old slug it kept). A business
// the project no longer has any trace of leaves its orders in UTC.

/**
 * An order's confirmation. The customer's details go only to the browser that placed the order:
 * its orders cookie holds the id (`orderIds`). Anyone else with the link sees the order without
 * them.
 */
export async function confirmationPageData(
  ctx: TSiteContext,
  orderId: string,
  orderIds: string[],
): Promise<TPageData> {
  const [order] = await listSiteOrders(ctx.scope, ctx.siteId, [orderId]);
  if (!order) return notFoundPage({ what: 'order' });
  const timeZones = await findBusinessTimeZones(ctx.scope, [order.business.slug]);
  const isOwn = orderIds.includes(order.id);
  return {
    page: 'confirmation',
    order: publicOrderOf(order),
    customer: isOwn ? order.customer : null,
    comments: isOwn ? order.comments : null,
    timeZone: timeZones.get(order.business.slug) ?? 'UTC',
  };
}

/** My orders: this site's orders among those the customer's browser keeps, newest first. */
export async function myOrdersPageData(ctx: TSiteContext, orderIds: string[]): Promise<TPageData> {
  const orders = await listSiteOrders(ctx.scope, ctx.siteId, orderIds);
  const timeZones = await findBusinessTimeZones(
    ctx.scope,
    orders.map((o) => o.business.slug),
  );
  return { page: 'orders', orders, timeZones: Object.fromEntries(timeZones) };
}
