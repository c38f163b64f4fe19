import { describe, expect, it } from 'vitest';
import { publicOrderOf, type TOrder, ZPlaceOrderRequest } from './order.schema';

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
    expect(parsed.comments).toBe('');
  });

  it('takes the cart’s comments trimmed, up to 500 characters', () => {
    expect(ZPlaceOrderRequest.parse({ ...valid, comments: '  No onions  ' }).comments).toBe(
      'No onions',
    );
    expect(messages({ ...valid, comments: 'x'.repeat(500) })).toEqual([]);
    expect(messages({ ...valid, comments: 'x'.repeat(501) })).toEqual([
      'Comments can have at most 500 characters.',
    ]);
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

  it('takes each line’s options by id, none when left out', () => {
    const parsed = ZPlaceOrderRequest.parse({
      ...valid,
      items: [{ product_id: 'p11', quantity: 1, option_ids: [3, 7] }, ...valid.items],
    });
    expect(parsed.items.map((i) => i.option_ids)).toEqual([[3, 7], []]);
    const notAnId = { ...valid, items: [{ product_id: 'p11', quantity: 1, option_ids: [1.5] }] };
    expect(messages(notAnId)).toEqual(['Each option must be one of the menu’s.']);
  });

  it('is for as soon as possible unless it names an instant for later', () => {
    expect(ZPlaceOrderRequest.parse(valid).scheduled_for).toBeNull();
    const later = { ...valid, scheduled_for: '2026-11-27T17:30:00.000Z' };
    expect(ZPlaceOrderRequest.parse(later).scheduled_for).toBe('2026-11-27T17:30:00.000Z');
    expect(messages({ ...valid, scheduled_for: 'Friday at noon' })).toEqual([
      'Choose one of the times offered for your order.',
    ]);
  });
});

describe('an order as anyone with its address sees it', () => {
  const order: TOrder = {
    id: 'AbCdEfGhIjKlMnOpQrStUv',
    number: 1001,
    business: { slug: 'green-bowl', name: 'Green Bowl', logo: null },
    order_type: 'delivery',
    items: [
      {
        product_id: 'p11',
        name: 'Garlic bread',
        options: [{ name: 'Cheese', price_delta: 150 }],
        quantity: 2,
        unit_price: 600,
        total: 1200,
      },
    ],
    subtotal: 1200,
    delivery_fee: 299,
    total: 1499,
    scheduled_for: null,
    customer: {
      name: 'Ada',
      phone: '+1 555 0100',
      address: '12 Main Street',
      internal_number: 'Apt 3',
      notes: 'Ring twice',
    },
    comments: 'No onions please',
    status: 'received',
    ready_by: null,
    status_reason: null,
    created_at: '2026-01-02T03:04:05.000Z',
  };

  it('keeps the number, progress, business, lines and total, and none of the customer’s details or comments', () => {
    const shown = publicOrderOf(order);
    const { customer: _details, comments: _comments, ...rest } = order;
    expect(shown).toEqual(rest);
    const text = JSON.stringify(shown);
    for (const detail of [...Object.values(order.customer), order.comments])
      expect(text).not.toContain(detail);
  });
});
