/** @jsxRuntime automatic */
/** @jsxImportSource preact */
import { type FunctionComponent, hydrate, render } from 'preact';
import { Cart } from '../islands/cart';
import { Checkout } from '../islands/checkout';
import { CheckoutBusiness } from '../islands/checkout-business';
import { splitBase } from '../routes';
import { SiteBase } from '../site-base';
import { ENGLISH_ISLAND_WORDS, ISLAND_WORDS_ID, type TWords, Words } from '../words';

// Every island the server marks (islands/island.tsx), by its data-island name.
// biome-ignore lint/suspicious/noExplicitAny: each island's props are its own, read from JSON.
const ISLANDS: Record<string, FunctionComponent<any>> = {
  cart: Cart,
  checkout: Checkout,
  'checkout-business': CheckoutBusiness,
};

const islandsOf = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('[data-island]')];

/**
 * The islands' words the server drew the page with: its language's, written into the page when it
 * is not English (words.ts), else the English ones the script carries.
 */
export function pageWordsOf(doc: Document): TWords {
  const language = doc.documentElement.lang;
  const element = doc.getElementById(ISLAND_WORDS_ID);
  if (!element || language === ENGLISH_ISLAND_WORDS.language) return ENGLISH_ISLAND_WORDS;
  try {
    const words = JSON.parse(element.textContent ?? '') as Record<string, string>;
    return { language: language as TWords['language'], words };
  } catch {
    return ENGLISH_ISLAND_WORDS;
  }
}

/**
 * Brings the server's islands to life with the props they were drawn with, and with the links'
 * base and the words the server drew them with: the page's own address says whether it is an
 * embed page and in which language.
 */
export function hydrateIslands(root: ParentNode = document) {
  const { base } = splitBase(window.location.pathname);
  const words = pageWordsOf(root instanceof Document ? root : (root.ownerDocument ?? document));
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
      <Words.Provider value={words}>
        <SiteBase.Provider value={base}>
          <Island {...(props as object)} />
        </SiteBase.Provider>
      </Words.Provider>,
      element,
    );
  }
}

/** Unmounts the islands (their listeners, their open dialogs) before the page is replaced. */
export function unmountIslands(root: ParentNode = document) {
  for (const element of islandsOf(root)) render(null, element);
}
