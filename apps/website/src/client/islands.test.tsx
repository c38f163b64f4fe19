// @vitest-environment happy-dom
/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { within } from '@testing-library/dom';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { CartIsland } from '../islands/cart';
import { cartBusiness } from '../islands/cart.fixtures';
import { renderPage } from '../render';
import { PAGES, sampleInput } from '../render.fixtures';
import { SiteBase } from '../site-base';
import { themeView } from '../theme/theme-view';
import { hydrateIslands, pageWordsOf, unmountIslands } from './islands';

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
  document.head.replaceChildren();
  document.documentElement.lang = '';
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

describe('a page the server drew in Spanish', () => {
  /** The checkout page as the server answers it at /es/checkout, loaded into the document. */
  function loadSpanishCheckout() {
    const route = PAGES.find(([r]) => r.page === 'checkout');
    if (!route) throw new Error('no checkout page among the fixtures');
    const { html } = renderPage({ ...sampleInput(route), language: 'es' });
    const page = new DOMParser().parseFromString(html, 'text/html');
    window.history.replaceState(null, '', '/es/checkout');
    document.documentElement.lang = page.documentElement.lang;
    document.head.innerHTML = page.head.innerHTML;
    document.body.innerHTML = page.body.innerHTML;
  }
  const islandsHtml = () =>
    [...document.querySelectorAll('[data-island]')].map((island) => island.innerHTML);

  it('reads the page’s Spanish words from the page', () => {
    loadSpanishCheckout();
    const words = pageWordsOf(document);
    expect(words.language).toBe('es');
    expect(words.words['checkout.place']).toBe('Hacer pedido');
  });

  it('keeps its Spanish words when brought to life: no English, nothing redrawn', () => {
    loadSpanishCheckout();
    const drawn = islandsHtml();
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(drawn.join('')).toContain('Carrito, 0 productos');
    expect(drawn.join('')).toContain('Cargando tu carrito…');
    // Hydration draws synchronously; the effects (the stored cart) come after: what it drew first
    // is exactly what the server sent.
    act(() => {
      hydrateIslands();
      expect(islandsHtml()).toEqual(drawn);
    });
    const page = within(document.body);
    // Then the empty cart, and the order types popup, in Spanish too.
    expect(page.getByRole('dialog', { name: '¿Cómo quieres tu pedido?' })).toBeTruthy();
    expect(page.getByText('Tu carrito está vacío.')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Your cart|Loading|Place order/);
  });
});
