import { describe, expect, it } from 'vitest';
import {
  deliveryFeeFor,
  deliveryFeeText,
  minimumOrderMessage,
  minimumOrderRefusal,
  orderTypeNotTakenMessage,
  orderTypeNotTakenRefusal,
  orderTypesFor,
  type TOrderingFacts,
} from './order-totals.rules';

const PIZZA: TOrderingFacts = {
  name: 'Pizza Palace',
  orderTypes: ['delivery', 'pickup'],
  deliveryFee: 299,
  minimumOrder: 1500,
};

describe('the order types of a business', () => {
  it('are the website’s that the business takes, in the website’s order', () => {
    const offered = [{ type: 'delivery' }, { type: 'pickup' }, { type: 'curbside' }] as const;
    expect(orderTypesFor(offered, PIZZA).map((t) => t.type)).toEqual(['delivery', 'pickup']);
    expect(orderTypesFor(offered, { orderTypes: ['curbside', 'eat_in'] })).toEqual([
      { type: 'curbside' },
    ]);
    expect(orderTypeNotTakenMessage('Delivery', { name: 'Green Bowl' })).toBe(
      'Delivery is not offered by Green Bowl.',
    );
  });
});

describe('the delivery fee', () => {
  it('is charged on delivered orders only', () => {
    expect(deliveryFeeFor('delivery', PIZZA)).toBe(299);
    expect(deliveryFeeFor('catering_delivery', PIZZA)).toBe(299);
    for (const type of ['pickup', 'eat_in', 'curbside', 'drive_thru', 'catering_pickup'] as const)
      expect(deliveryFeeFor(type, PIZZA), type).toBe(0);
  });

  it('reads as a line of the order', () => {
    expect(deliveryFeeText(299)).toBe('Delivery fee $2.99');
    expect(deliveryFeeText(0)).toBe('Free delivery');
  });
});

describe('the minimum order', () => {
  it('asks for what is missing until the subtotal reaches it', () => {
    expect(minimumOrderMessage(1150, PIZZA)).toBe('Add $3.50 more to reach the $15.00 minimum.');
    expect(minimumOrderMessage(1499, PIZZA)).toBe('Add $0.01 more to reach the $15.00 minimum.');
    expect(minimumOrderMessage(1500, PIZZA)).toBeNull();
    expect(minimumOrderMessage(0, { minimumOrder: 0 })).toBeNull();
  });
});

describe('what the customer is told, in their language', () => {
  it('writes the amounts in the language, English as the website writes money', () => {
    expect(minimumOrderRefusal(1150, PIZZA, 'es')).toEqual({
      key: 'ORDER_MINIMUM',
      values: { missing: '3,50\u00a0US$', minimum: '15,00\u00a0US$' },
    });
    expect(minimumOrderRefusal(1150, PIZZA, 'ar')?.values?.minimum).toMatch(/15\.00/);
    expect(minimumOrderRefusal(1150, PIZZA)?.values).toEqual({
      missing: '$3.50',
      minimum: '$15.00',
    });
    expect(minimumOrderRefusal(1500, PIZZA, 'fr')).toBeNull();
    expect(orderTypeNotTakenRefusal('Entrega', PIZZA)).toEqual({
      key: 'ORDER_TYPE_NOT_TAKEN',
      values: { type: 'Entrega', name: 'Pizza Palace' },
    });
  });
});
