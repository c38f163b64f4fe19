import { INLINE_HASH_KEY, pathForHostPage } from '@oc/domain/widgets/widget-protocol';
import { isSafePath, warn } from './options';

// An inline widget keeps its page in the host page's address so that reload, a shared link and
// back/forward land on the same page (docs/product/widgets.md, inline deep links). Without a
// rewrite rule on the owner's server it is the hash, '#order=/store/athens-grill'; with one,
// data-base-path, the path below it, '/order/store/athens-grill'. Always replaceState, never
// pushState: the frame's own navigations are already in the browser's session history, so Back
// steps the frame back and the frame's page_view then rewrites the address.

const HASH = `#${INLINE_HASH_KEY}=`;

export interface TPageAddress {
  /** The page the address holds, when it is a safe one. */
  read(): string | null;
  /** Puts `path` (a page_view's, already checked) in the address. */
  write(path: string): void;
}

const here = () => location.pathname + location.search + location.hash;
function replace(url: string) {
  // The host page's own history.state is kept: its router may rely on it.
  if (url !== here()) history.replaceState(history.state, '', url);
}
/**
 * A page the address may open. An order's confirmation is never one (an address written before
 * the loader knew better may hold its secret id): My orders instead, whose page_view then
 * rewrites the address.
 */
function safe(path: string, where: string) {
  if (isSafePath(path)) return pathForHostPage(path);
  warn(`${where} is not a page of the website; opening the widget's start page instead.`);
  return null;
}

export function pageAddress(basePath: string): TPageAddress {
  const { pathname } = location;
  if (basePath && (pathname === basePath || pathname.startsWith(`${basePath}/`)))
    return {
      read() {
        const below = location.pathname.slice(basePath.length);
        // The page that holds the widget itself: '/order', '/order/index.html'.
        if (/^(\/index\.html?)?$/.test(below)) return null;
        return safe(below + location.search, `The address ${here()}`);
      },
      write: (path) => replace(basePath + path),
    };
  if (basePath)
    warn(
      `this page (${pathname}) is not data-base-path="${basePath}" or below it; keeping the widget's page in the address's ${HASH} instead.`,
    );
  return {
    read: () =>
      location.hash.startsWith(HASH)
        ? safe(location.hash.slice(HASH.length), `The address's ${location.hash}`)
        : null,
    write: (path) => replace(location.pathname + location.search + HASH + path),
  };
}
