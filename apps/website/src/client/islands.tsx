/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type FunctionComponent, hydrate, render } from 'preact';
import { Cart } from '../islands/cart';
import { Checkout } from '../islands/checkout';
import { CheckoutBusiness } from '../islands/checkout-business';
import { splitBase } from '../routes';
import { SiteBase } from '../site-base';

// Every island the server marks (islands/island.tsx), by its data-island name.
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, read from JSON.
const ISLANDS: Record<string, FunctionComponent<any>> = {
  cart: Cart,
  checkout: Checkout,
  'checkout-business': CheckoutBusiness,
};

const islandsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-island]')];

/**
 * Brings the server's islands to life with the props they were drawn with, and with the links'
 * base the server drew them with: the page's own address says whether it is an embed page.
 */
export function hydrateIslands(root: ParentNode = document) {
  const { base } = splitBase(window.location.pathname);
  for (const element of islandsOf(root)) {
    const Island = ISLANDS[element.dataset.island ?? ''];
    if (!Island) continue;
    let props: unknown = {};
    try {
      props = JSON.parse(element.dataset.props ?? '{}');
    } catch {
      continue;
    }
    hydrate(
      <SiteBase.Provider value={base}>
        <Island {...(props as object)} />
      </SiteBase.Provider>,
      element,
    );
  }
}

/** Unmounts the islands (their listeners, their open dialogs) before the page is replaced. */
export function unmountIslands(root: ParentNode = document) {
  for (const element of islandsOf(root)) render(null, element);
}
