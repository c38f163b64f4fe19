import { isDelivered } from './order-kinds';

// An order's life (docs/product/orders.md#statuses): the steps a store moves it through, which
// moves are allowed, and the words a customer reads for each. No zod here: the website's page
// script shows the live status with these words too.

export const ORDER_STATUSES = [
  'received',
  'accepted',
  'preparing',
  'ready',
  'out_for_delivery',
  'picked_up',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** Where an order ends: nothing moves it on. */
export const FINAL_ORDER_STATUSES: readonly TOrderStatus[] = ['completed', 'rejected', 'cancelled'];

/** The statuses a move to which needs a reason the customer reads. */
export const STATUSES_WITH_REASON: readonly TOrderStatus[] = ['rejected', 'cancelled'];

/**
 * The moves a store may make from each status. Delivered orders go out for delivery once ready;
 * the others are picked up (or served). Any order not yet on its way may be cancelled; only one not
 * yet accepted may be rejected.
 */
const MOVES: Record<TOrderStatus, readonly TOrderStatus[]> = {
  received: ['accepted', 'rejected', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'picked_up', 'cancelled'],
  out_for_delivery: ['completed'],
  picked_up: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};

/** The statuses an order of this type may move to from `from`, in the order a store offers them. */
export function nextStatuses(from: TOrderStatus, orderType: string): TOrderStatus[] {
  const delivered = isDelivered(orderType);
  return MOVES[from].filter(
    (to) => !(to === 'out_for_delivery' && !delivered) && !(to === 'picked_up' && delivered),
  );
}

export const canMoveOrder = (from: TOrderStatus, to: TOrderStatus, orderType: string) =>
  nextStatuses(from, orderType).includes(to);

/** What a customer reads on the confirmation page and My orders. */
export const ORDER_STATUS_WORDS: Record<TOrderStatus, string> = {
  received: 'Received',
  accepted: 'Accepted',
  preparing: 'Being prepared',
  ready: 'Ready',
  out_for_delivery: 'Out for delivery',
  picked_up: 'Picked up',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/**
 * Which of the five steps a customer follows on the confirmation page an order has reached
 * (received, accepted, being prepared, out for delivery or ready to collect, done); null when it
 * was rejected or cancelled, which shows no steps, only its reason.
 */
export function progressIndex(status: TOrderStatus, orderType: string): number | null {
  switch (status) {
    case 'received':
      return 0;
    case 'accepted':
      return 1;
    case 'preparing':
      return 2;
    // A delivered order that is ready still waits for its driver: not yet out for delivery.
    case 'ready':
      return isDelivered(orderType) ? 2 : 3;
    case 'out_for_delivery':
      return 3;
    case 'picked_up':
    case 'completed':
      return 4;
    case 'rejected':
    case 'cancelled':
      return null;
  }
}
