import type { TOrderStatus } from './order.schema';

// How many orders a website takes (docs/decisions/025-order-limits.md): per customer address, per
// website, and how many may wait open at once. The numbers are the server's configuration; what
// counts as open and what the customer reads when refused are said here.

/** Which limit refused an order. */
export type TOrderLimit = 'address' | 'site' | 'open';

/**
 * An order is open while the store has not acted on it yet. When the store's steps arrive
 * (accepted, preparing, …), an order leaves this list as soon as it is accepted.
 */
export const OPEN_ORDER_STATUSES: readonly TOrderStatus[] = ['received'];

/**
 * An order nobody acted on for a day is not a queue the store works through any more; until the
 * store can act on orders, this also keeps a busy day's orders from holding the next day's.
 */
export const OPEN_ORDER_HOURS = 24;

/** A wait as a customer reads it: '45 seconds', '1 minute', '10 minutes'. */
export function waitInWords(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/**
 * What the checkout shows for a refused order: the customer's words, and how long to wait when
 * it is known (`retryAfterSeconds`, the answer's Retry-After).
 */
export function orderLimitMessage(limit: TOrderLimit, retryAfterSeconds: number | null): string {
  const wait = retryAfterSeconds && retryAfterSeconds > 0 ? waitInWords(retryAfterSeconds) : null;
  switch (limit) {
    case 'address':
      return `Too many orders from this device. Please wait ${wait ?? 'a few minutes'} and try again.`;
    case 'site':
      return `This store is receiving too many orders right now. Please try again in ${wait ?? 'a few minutes'}.`;
    case 'open':
      // The store may work through its orders at any moment: no time is promised.
      return 'This store has too many orders waiting right now. Please try again later.';
  }
}
