import { OPEN_ORDER_STATUSES, type TOrderLimit } from '@oc/domain/orders/order-limits';
import type { TScope } from '../../lib/scope';
import { OrdersThrottledError, type TOrderLimits, type TOrderWindow } from './order-limits';
import {
  forgetClients,
  latestFromClient,
  latestOfSite,
  lockSiteOrders,
  recordClient,
} from './order-limits.repository';

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

/**
 * Inside the order's transaction: waits for the site's other orders, refuses this one when any
 * limit is reached (with the longest wait of those reached), else records where it came from.
 * Only placed orders count: a refused one is not, so a client retrying while refused does not
 * move the end of its wait. Answers the time the order is placed at.
 */
export async function holdOrderLimits(
  scope: TScope,
  siteId: number,
  client: string,
  limits: TOrderLimits,
): Promise<Date> {
  await lockSiteOrders(scope.db, siteId);
  const now = Date.now();
  const since = ({ seconds }: TOrderWindow) => new Date(now - seconds * 1000);
  const { address, site, open } = limits;
  // One after another: `scope.db` is the transaction, a single connection.
  const latest: Record<TOrderLimit, Date[]> = {
    address: await latestFromClient(scope, siteId, client, since(address), address.count),
    site: await latestOfSite(scope, siteId, since(site), site.count),
    open: await latestOfSite(scope, siteId, since(open), open.count, OPEN_ORDER_STATUSES),
  };
  let refusal: OrdersThrottledError | null = null;
  for (const limit of ['address', 'site', 'open'] as const) {
    // A limit holds until the oldest order it counts leaves its window.
    const oldest = latest[limit][limits[limit].count - 1];
    if (!oldest) continue;
    const wait = secondsUntil(oldest.getTime() + limits[limit].seconds * 1000, now);
    if (!refusal || wait > refusal.retryAfterSeconds)
      refusal = new OrdersThrottledError(limit, wait);
  }
  if (refusal) throw refusal;
  const at = new Date(now);
  await recordClient(scope, siteId, client, at);
  await forgetClients(scope.db, since(limits.address));
  return at;
}
