// @vitest-environment happy-dom
import {
  frameName,
  parseFrameName,
  WIDGET_MESSAGE_SOURCE,
} from '@oc/domain/widgets/widget-protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartBusiness } from './cart.fixtures';
import { readCart, requestAdd } from './cart-store';
import { framedAt as frameAt, unframe } from './framed-page.fixtures';

// Inside a widget's frame the cart is kept by the frame's name and the host page, never by the
// frame's own storage (which a browser may refuse a frame of another site).

const HOST = 'http://127.0.0.1:5500';
const ITEM = {
  business: cartBusiness('pizza-palace', 'Pizza Palace'),
  product: { id: 'p1', name: 'Garlic bread', price: 450, options: [] },
};
let told: [unknown, string][];

const framedAt = (path: string, name: string) =>
  frameAt(path, name, (data, origin) => told.push([data, origin]));

beforeEach(() => {
  told = [];
  localStorage.clear();
});
afterEach(() => {
  unframe();
  localStorage.clear();
});

describe('the cart in a widget’s frame', () => {
  it('is kept in the frame’s name and sent to the host page, not in the frame’s storage', () => {
    framedAt('/embed/store/pizza-palace', frameName('w1', HOST));
    expect(requestAdd(ITEM, 2)).toBe('added');
    expect(localStorage.length).toBe(0);
    const kept = parseFrameName(window.name)?.kept ?? '';
    expect(JSON.parse(kept).lines).toEqual([
      { id: 'p1', name: 'Garlic bread', price: 450, options: [], quantity: 2 },
    ]);
    expect(told).toEqual([
      [{ source: WIDGET_MESSAGE_SOURCE, widget: 'w1', type: 'keep', kept }, HOST],
    ]);
    // The next page of the frame (same name) reads it back.
    expect(readCart().lines[0]?.quantity).toBe(2);
  });

  it('starts from what the host page handed the frame', () => {
    const cart = JSON.stringify({
      business: ITEM.business,
      lines: [{ ...ITEM.product, quantity: 3 }],
      comments: '',
    });
    framedAt('/embed/checkout', frameName('w1', HOST, cart));
    expect(readCart().lines[0]?.quantity).toBe(3);
  });

  it('is in localStorage on the site’s own pages, framed or not', () => {
    framedAt('/store/pizza-palace', frameName('w1', HOST));
    requestAdd(ITEM);
    expect(localStorage.getItem('oc-cart')).toContain('Garlic bread');
    expect(told).toEqual([]);
  });
});
