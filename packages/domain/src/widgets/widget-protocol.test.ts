import { describe, expect, it } from 'vitest';
import { ORDER_PAGE_STAND_IN, pathForHostPage } from './widget-protocol';

describe('the path a host page may hear', () => {
  it('is My orders for an order’s confirmation, whatever follows its secret id', () => {
    for (const path of [
      '/orders/AbCdEfGhIjKlMnOpQrStUv',
      '/orders/AbCdEfGhIjKlMnOpQrStUv/',
      '/orders/AbCdEfGhIjKlMnOpQrStUv?utm=x',
      '/ORDERS/AbCdEfGhIjKlMnOpQrStUv',
      '/orders/',
    ])
      expect(pathForHostPage(path), path).toBe(ORDER_PAGE_STAND_IN);
    expect(ORDER_PAGE_STAND_IN).toBe('/my-orders');
  });

  it('is the page itself for every other page', () => {
    for (const path of ['/', '/businesses?page=2', '/store/orders', '/checkout', '/my-orders'])
      expect(pathForHostPage(path), path).toBe(path);
  });
});
