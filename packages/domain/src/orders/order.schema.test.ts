import { describe, expect, it } from 'vitest';
import { ZPlaceOrderRequest } from './order.schema';

const valid = {
  business_slug: 'pizza-palace',
  order_type: 'delivery',
  items: [{ product_id: 'p11', quantity: 2 }],
  customer: { name: 'Ana', phone: '+1 555 0100', address: '1 Main St' },
};
const messages = (input: unknown) => {
  const parsed = ZPlaceOrderRequest.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('placing an order', () => {
  it('accepts a complete order and fills the optional fields', () => {
    const parsed = ZPlaceOrderRequest.parse(valid);
    expect(parsed.customer.notes).toBe('');
    expect(parsed.customer.internal_number).toBe('');
  });

  it('needs an address for delivery types only', () => {
    const noAddress = { ...valid, customer: { ...valid.customer, address: ' ' } };
    expect(messages(noAddress)).toEqual(['Please enter the address to deliver to.']);
    expect(messages({ ...noAddress, order_type: 'pickup' })).toEqual([]);
  });

  it('refuses an empty cart, a bad quantity, an unknown type and a missing name, in words', () => {
    expect(messages({ ...valid, items: [] })).toEqual(['Your cart is empty: add something first.']);
    expect(messages({ ...valid, items: [{ product_id: 'p11', quantity: 0 }] })).toEqual([
      'Each quantity must be a whole number from 1 to 99.',
    ]);
    expect(messages({ ...valid, order_type: 'teleport' })).toEqual([
      'Choose how you want to get your order.',
    ]);
    expect(messages({ ...valid, customer: { ...valid.customer, name: '' } })).toEqual([
      'Please enter your name.',
    ]);
  });
});
