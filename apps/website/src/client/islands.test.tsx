// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { CartIsland } from '../islands/cart';
import { cartBusiness } from '../islands/cart.fixtures';
import { SiteBase } from '../site-base';
import { themeView } from '../theme/theme-view';
import { hydrateIslands, unmountIslands } from './islands';

const THEME = themeView(
  { name: 'Demo', description: '', logo: null, image: null },
  {},
  { isApp: false, isKiosk: false, isFranchise: false },
);
const CART = {
  business: cartBusiness('pizza-palace', 'Pizza Palace'),
  lines: [{ id: 'p11', name: 'Garlic bread', price: 450, quantity: 1 }],
  comments: '',
};

afterEach(() => {
  act(() => unmountIslands());
  document.body.replaceChildren();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

/** The header's cart as the server drew it at `path`, brought to life, then opened. */
function openCartAt(path: string, base: '' | '/embed') {
  localStorage.setItem('oc-cart', JSON.stringify(CART));
  window.history.replaceState(null, '', path);
  document.body.innerHTML = renderToString(
    <SiteBase.Provider value={base}>
      <CartIsland theme={THEME} />
    </SiteBase.Provider>,
  );
  act(() => hydrateIslands());
  const page = within(document.body);
  act(() => page.getByRole('button', { name: 'Cart, 1 item' }).click());
  return page.getByRole('link', { name: 'Checkout' }).getAttribute('href');
}

describe('the islands the page script brings to life', () => {
  it('keep an embed page’s links among the embed pages', () => {
    expect(openCartAt('/embed/store/pizza-palace', '/embed')).toBe('/embed/checkout');
  });

  it('keep the website’s links on the website', () => {
    expect(openCartAt('/store/pizza-palace', '')).toBe('/checkout');
  });
});
