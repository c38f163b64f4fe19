import { hrefOf, routeOf, splitBase, type TSiteBase } from '../routes';

// The server draws every link of an embed page under EMBED_PREFIX (routes.ts). The owner's rich
// text (the homepage content) is theirs, though: a link in it to one of the site's pages would
// leave the embed pages, and one with target _top or _parent would take over the host page. On an
// embed page, a click on such a link is kept inside the frame, or opened in a new tab.

const BREAKS_OUT = new Set(['_top', '_parent']);

function keepInFrame(e: MouseEvent, base: TSiteBase) {
  const link = (e.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement) || e.defaultPrevented) return;
  if (BREAKS_OUT.has(link.target.toLowerCase())) {
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin || splitBase(url.pathname).embed) return;
  // Only the site's pages have an embed twin; its files (/files, /_site) stay where they are.
  const route = routeOf(url.pathname, url.searchParams);
  if (route.page === 'not_found') return;
  link.href = `${hrefOf(route, base)}${url.hash}`;
}

/** On an embed page, keeps the owner's links inside the frame; answers a function that stops. */
export function keepLinksInFrame(root: Document): (() => void) | null {
  const { base, embed } = splitBase(window.location.pathname);
  if (!embed) return null;
  const handleClick = (e: MouseEvent) => keepInFrame(e, base);
  root.addEventListener('click', handleClick);
  return () => root.removeEventListener('click', handleClick);
}
