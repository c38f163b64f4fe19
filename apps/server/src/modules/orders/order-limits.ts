import {
  OPEN_ORDER_HOURS,
  orderLimitMessage,
  type TOrderLimit,
} from '@oc/domain/orders/order-limits';
import type { TEnv } from '../../env';
import { AppError } from '../../lib/app-error';

// The limits on the orders a website takes (docs/decisions/025-order-limits.md): counted in the
// database, so every server process sees the same counts, and inside the order's own transaction
// under a per-site lock, so a burst sent together is counted one order at a time
// (hold-order-limits.ts).

export type TOrderWindow = { count: number; seconds: number };
export type TOrderLimits = Record<TOrderLimit, TOrderWindow>;

export const orderLimitsOf = (env: TEnv): TOrderLimits => ({
  address: { count: env.ORDERS_PER_ADDRESS, seconds: env.ORDERS_PER_ADDRESS_MINUTES * 60 },
  site: { count: env.ORDERS_PER_SITE, seconds: env.ORDERS_PER_SITE_SECONDS },
  open: { count: env.OPEN_ORDERS_PER_SITE, seconds: OPEN_ORDER_HOURS * 3600 },
});

/**
 * 429 in the customer's words (`told`, English unless given in their language); the route turns
 * retryAfterSeconds into Retry-After.
 */
export class OrdersThrottledError extends AppError {
  constructor(
    readonly limit: TOrderLimit,
    readonly retryAfterSeconds: number,
    told = orderLimitMessage(limit, retryAfterSeconds),
  ) {
    super(429, [told]);
  }
}
