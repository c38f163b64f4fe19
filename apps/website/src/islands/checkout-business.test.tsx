// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { hydrateIslands, unmountIslands } from '../client/islands';
import { PIZZA as PIZZA_PAGE } from '../render.fixtures';
import { addToCartAttributes } from './add-to-cart';
import { asCartItem, clearCart, requestAdd, type TCartItem } from './cart-store';
import { CheckoutBusinessIsland } from './checkout-business';

const PIZZA = { ...PIZZA_PAGE, logo: null, address: '412 Court Street, Brooklyn' };
const MARGHERITA = { id: 11, name: 'Margherita', price: 1150 };
/** What the business page's 'Add to cart' button puts in the cart. */
const item = () =>
  asCartItem(JSON.parse(addToCartAttributes(PIZZA, MARGHERITA)['data-add-to-cart']));

/** The checkout's business card as the server drew it, brought to life. */
function drawCard(hideAddress = false) {
  document.body.innerHTML = renderToString(<CheckoutBusinessIsland hideAddress={hideAddress} />);
  act(() => hydrateIslands());
  return within(document.body);
}

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
  localStorage.clear();
});

describe('the checkout’s business card', () => {
  it('is empty in the server’s page, which knows no cart', () => {
    requestAdd(item() as TCartItem);
    expect(renderToString(<CheckoutBusinessIsland hideAddress={false} />)).not.toContain(
      'Pizza Palace',
    );
  });

  it('names the cart’s business and its address, as the add button gave them', () => {
    const added = item();
    if (!added) throw new Error('the add button carries no cart item');
    expect(added.product).toEqual({ id: '11', name: 'Margherita', price: 1150, options: [] });
    // With what the cart and the checkout show of its orders.
    expect(added.business).toMatchObject({
      orderTypes: PIZZA.orderTypes,
      deliveryFee: PIZZA.deliveryFee,
      minimumOrder: PIZZA.minimumOrder,
    });
    requestAdd(added);
    const card = within(drawCard().getByRole('region', { name: 'Pizza Palace' }));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe('Pizza Palace');
    expect(card.getByText('412 Court Street, Brooklyn').tagName).toBe('ADDRESS');
  });

  it('leaves the address out when the theme hides it, and goes with the cart', () => {
    const added = item();
    if (added) requestAdd(added);
    const page = drawCard(true);
    expect(page.getByText('Pizza Palace')).toBeTruthy();
    expect(page.queryByText('412 Court Street, Brooklyn')).toBeNull();
    act(() => clearCart());
    expect(page.queryByRole('region', { name: 'Pizza Palace' })).toBeNull();
  });

  it('names the business of a cart kept before carts had its address', () => {
    const lines = [{ id: '11', name: 'Margherita', price: 1150, quantity: 1 }];
    const { address: _none, ...old } = PIZZA;
    localStorage.setItem('oc-cart', JSON.stringify({ business: old, lines, comments: '' }));
    const page = drawCard();
    expect(page.getByText('Pizza Palace')).toBeTruthy();
    expect(document.querySelector('address')).toBeNull();
  });

  it('reads a cart kept before carts had its business’s fee and minimum as empty', () => {
    const lines = [{ id: '11', name: 'Margherita', price: 1150, quantity: 1 }];
    const old = { slug: PIZZA.slug, name: PIZZA.name, logo: null, address: PIZZA.address };
    localStorage.setItem('oc-cart', JSON.stringify({ business: old, lines, comments: '' }));
    const page = drawCard();
    expect(page.queryByText('Pizza Palace')).toBeNull();
  });
});
