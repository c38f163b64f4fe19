import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../themes/theme-tree';
import { isDelivered } from './order-kinds';
import {
  canMoveOrder,
  FINAL_ORDER_STATUSES,
  nextStatuses,
  ORDER_STATUS_WORDS,
  ORDER_STATUSES,
  STATUSES_WITH_REASON,
  type TOrderStatus,
} from './order-status.rules';

// docs/product/orders.md#statuses: every move from every status, for a delivered and a collected
// order, written out in full so that a change to the rules shows here.
const DELIVERED: Record<TOrderStatus, TOrderStatus[]> = {
  received: ['accepted', 'rejected', 'cancelled'],
  accepted: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['out_for_delivery', 'cancelled'],
  out_for_delivery: ['completed'],
  picked_up: ['completed'],
  completed: [],
  rejected: [],
  cancelled: [],
};
const COLLECTED: Record<TOrderStatus, TOrderStatus[]> = {
  ...DELIVERED,
  ready: ['picked_up', 'cancelled'],
};

describe('the moves of an order', () => {
  it.each(ORDER_TYPES.map((type) => [type]))(
    'a %s order moves exactly as the table says',
    (type) => {
      const table = isDelivered(type) ? DELIVERED : COLLECTED;
      for (const from of ORDER_STATUSES) {
        expect(nextStatuses(from, type), `${type} from ${from}`).toEqual(table[from]);
        for (const to of ORDER_STATUSES)
          expect(canMoveOrder(from, to, type), `${type}: ${from} → ${to}`).toBe(
            table[from].includes(to),
          );
      }
    },
  );

  it('goes out for delivery only when delivered, and is picked up only when not', () => {
    expect(canMoveOrder('ready', 'out_for_delivery', 'delivery')).toBe(true);
    expect(canMoveOrder('ready', 'out_for_delivery', 'catering_delivery')).toBe(true);
    expect(canMoveOrder('ready', 'picked_up', 'delivery')).toBe(false);
    expect(canMoveOrder('ready', 'picked_up', 'curbside')).toBe(true);
    expect(canMoveOrder('ready', 'out_for_delivery', 'pickup')).toBe(false);
  });

  it('never moves back, nor to the same status, nor on from a final status', () => {
    for (const type of ORDER_TYPES)
      for (const from of ORDER_STATUSES) {
        expect(canMoveOrder(from, from, type)).toBe(false);
        expect(canMoveOrder(from, 'received', type)).toBe(false);
      }
    for (const final of FINAL_ORDER_STATUSES)
      for (const type of ORDER_TYPES) expect(nextStatuses(final, type)).toEqual([]);
  });

  it('is rejected only before it is accepted, and cancelled only before it is on its way', () => {
    const rejectable = ORDER_STATUSES.filter((s) => canMoveOrder(s, 'rejected', 'delivery'));
    expect(rejectable).toEqual(['received']);
    const cancellable = ORDER_STATUSES.filter((s) => canMoveOrder(s, 'cancelled', 'delivery'));
    expect(cancellable).toEqual(['received', 'accepted', 'preparing', 'ready']);
    expect(STATUSES_WITH_REASON).toEqual(['rejected', 'cancelled']);
  });

  it('has a customer’s word for every status', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_WORDS[status]).toMatch(/^[A-Z]/);
    expect(ORDER_STATUS_WORDS.preparing).toBe('Being prepared');
    expect(ORDER_STATUS_WORDS.out_for_delivery).toBe('Out for delivery');
  });
});
