// Markup made node by node: no HTML strings (a host page may enforce Trusted Types) and no style
// attributes (a strict CSP blocks them); looks come from each widget's own stylesheet in its own
// shadow root (styles.ts), so the host page's CSS and another widget's cannot reach it.

const SVG = 'http://www.w3.org/2000/svg';
/** The widget's element in the host page; a name of our own so the page's CSS has no reason to match it. */
const HOST_TAG = 'oc-order-widget';

export const CHAT_ICON =
  'M20 2H4a2 2 0 0 0-2 2v18l4-4h14a2 2 0 0 0 2-2V4a2 2 0 0 0-2-2zM6 9h12v2H6zm8 5H6v-2h8zm4-6H6V6h12z';
export const CLOSE_ICON =
  'M19 6.41 17.59 5 12 10.59 6.41 5 5 6.41 10.59 12 5 17.59 6.41 19 12 13.41 17.59 19 19 17.59 13.41 12z';

export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children);
  return element;
}

export function icon(d: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [name, value] of [
    ['viewBox', '0 0 24 24'],
    ['width', '24'],
    ['height', '24'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(name as string, value as string);
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', d);
  svg.append(path);
  return svg;
}

export const setIcon = (svg: SVGSVGElement, d: string) =>
  svg.firstElementChild?.setAttribute('d', d);

/** The bar on top of a chat panel or popup: its title and a close button. */
export function titleBar(title: string, close: HTMLButtonElement) {
  return h('div', { class: 'bar' }, h('span', {}, title), close);
}

export const closeButton = (label: string) =>
  h('button', { type: 'button', class: 'close', 'aria-label': label }, icon(CLOSE_ICON));

/**
 * A host element with an open shadow root that has `css` as its only stylesheet: a constructed
 * one (adoptedStyleSheets), which a CSP without 'unsafe-inline' allows. Browsers without them
 * (before Safari 16.4, 2023) get a <style> element instead, which such a CSP blocks but every
 * other page shows. With a `language`, the widget says which it speaks and in which direction it
 * is written (Arabic right to left, its launcher and bar mirrored), whatever the host page's are;
 * without, it follows the page's.
 */
export function shadowHost(css: string, language?: string | null) {
  const host = document.createElement(HOST_TAG);
  if (language) {
    host.lang = language;
    host.dir = language === 'ar' ? 'rtl' : 'ltr';
  }
  const root = host.attachShadow({ mode: 'open' });
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h('style', {}, css));
  }
  return { host, root };
}

/** Right after the script tag when it is in the page's body; else at the end of the body. */
export function placeAfter(script: Element, node: Node) {
  if (document.body.contains(script)) script.after(node);
  else document.body.append(node);
}

/** Adds 'full' to `element`'s classes while the screen is a phone's, following resizes. */
export function followScreen(narrow: MediaQueryList, element: Element) {
  const fit = () => element.classList.toggle('full', narrow.matches);
  fit();
  narrow.addEventListener('change', fit);
}
