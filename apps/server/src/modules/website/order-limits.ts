import { isIP } from 'node:net';
import {
  OPEN_ORDER_HOURS,
  OPEN_ORDER_STATUSES,
  orderLimitMessage,
  type TOrderLimit,
} from '@oc/domain/orders/order-limits';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import * as repo from './order-limits.repository';

// The limits on the orders a website takes (docs/decisions/025-order-limits.md): counted in the
// database, so every server process sees the same counts, and inside the order's own transaction
// under a per-site lock, so a burst sent together is counted one order at a time.

type TWindow = { count: number; seconds: number };
export type TOrderLimits = Record<TOrderLimit, TWindow>;

export const orderLimitsOf = (env: TEnv): TOrderLimits => ({
  address: { count: env.ORDERS_PER_ADDRESS, seconds: env.ORDERS_PER_ADDRESS_MINUTES * 60 },
  site: { count: env.ORDERS_PER_SITE, seconds: env.ORDERS_PER_SITE_SECONDS },
  open: { count: env.OPEN_ORDERS_PER_SITE, seconds: OPEN_ORDER_HOURS * 3600 },
});

/** 429 in the customer's words; the route turns retryAfterSeconds into Retry-After. */
export class OrdersThrottledError extends AppError {
  constructor(
    readonly limit: TOrderLimit,
    readonly retryAfterSeconds: number,
  ) {
    super(429, [orderLimitMessage(limit, retryAfterSeconds)]);
  }
}

/** The eight groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(ip: string): string[] | null {
  const [head = '', tail, extra] = ip.split('::');
  if (extra !== undefined) return null;
  const split = (part: string) => (part === '' ? [] : part.split(':'));
  const left = split(head);
  const right = tail === undefined ? [] : split(tail);
  const missing = 8 - left.length - right.length;
  if (missing < 0 || (tail === undefined && missing !== 0)) return null;
  return [...left, ...Array<string>(missing).fill('0'), ...right];
}

/**
 * Whom an order counts against: the client's address (Fastify's request.ip, which believes
 * X-Forwarded-For only from TRUST_PROXY). One IPv6 client usually holds a whole /64 network and
 * may pick any address in it, so an IPv6 address counts as its /64; an IPv4 address written as
 * IPv6 (`::ffff:192.0.2.1`) counts as itself.
 */
export function clientOf(ip: string): string {
  const address = ip.split('%')[0] ?? '';
  // Not an address (a proxy's odd header): kept short, as it is stored and indexed.
  if (isIP(address) === 0) return address.slice(0, 64);
  if (isIP(address) === 4) return address;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  // Another IPv4 address written as IPv6 (in hex, or embedded): one client, not a network.
  if (/^::ffff:/i.test(address) || address.includes('.')) return address.toLowerCase();
  const groups = ipv6Groups(address);
  if (!groups) return address;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

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
  await repo.lockSiteOrders(scope.db, siteId);
  const now = Date.now();
  const since = ({ seconds }: TWindow) => new Date(now - seconds * 1000);
  const { address, site, open } = limits;
  // One after another: `scope.db` is the transaction, a single connection.
  const latest: Record<TOrderLimit, Date[]> = {
    address: await repo.latestFromClient(scope, siteId, client, since(address), address.count),
    site: await repo.latestOfSite(scope, siteId, since(site), site.count),
    open: await repo.latestOfSite(scope, siteId, since(open), open.count, OPEN_ORDER_STATUSES),
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
  await repo.recordClient(scope, siteId, client, at);
  await repo.forgetClients(scope.db, since(limits.address));
  return at;
}
