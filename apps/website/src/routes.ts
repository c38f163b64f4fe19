import { EMBED_PREFIX } from '@oc/domain/widgets/widget-protocol';

// The website's pages and their addresses (docs/product/website.md#pages). The server and the
// console's preview both turn an address into a route with `routeOf` and back with `hrefOf`.
// Every page is also served under EMBED_PREFIX for the ordering widget's frame
// (docs/product/widgets.md): `splitBase` takes the prefix off a request's path, and `hrefOf` puts
// it back on every link of such a page, so a visitor never leaves the embed pages.

export type TRoute =
  | { page: 'home' }
  | { page: 'listing'; pageNo: number }
  | { page: 'business'; slug: string }
  | { page: 'product'; slug: string; productId: string }
  | { page: 'checkout' }
  | { page: 'confirmation'; orderId: string }
  | { page: 'orders' }
  | { page: 'account' }
  | { page: 'not_found' };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const PATTERNS: [RegExp, (m: RegExpMatchArray) => TRoute][] = [
  [/^\/$/, () => ({ page: 'home' })],
  [/^\/businesses\/?$/, () => ({ page: 'listing', pageNo: 1 })],
  [new RegExp(`^/store/(${SLUG})/?$`), (m) => ({ page: 'business', slug: m[1] ?? '' })],
  [
    new RegExp(`^/store/(${SLUG})/products/([a-z0-9]{1,64})/?$`),
    (m) => ({ page: 'product', slug: m[1] ?? '', productId: m[2] ?? '' }),
  ],
  [/^\/checkout\/?$/, () => ({ page: 'checkout' })],
  [/^\/orders\/([A-Za-z0-9_-]{16,64})\/?$/, (m) => ({ page: 'confirmation', orderId: m[1] ?? '' })],
  [/^\/my-orders\/?$/, () => ({ page: 'orders' })],
  [/^\/account\/?$/, () => ({ page: 'account' })],
];

/** Where a site's pages are: at its root, or under EMBED_PREFIX in another site's frame. */
export type TSiteBase = '' | typeof EMBED_PREFIX;

/**
 * The header an embed page's order carries (`1`): the server then keeps the order's id in a cookie a
 * browser stores inside another site's frame (apps/server's website routes).
 */
export const EMBED_REQUEST_HEADER = 'oc-embed';

/** A request's path as its base and the page's own path: `/embed/checkout` → `/embed`, `/checkout`. */
export function splitBase(path: string): { base: TSiteBase; path: string } {
  if (path === EMBED_PREFIX) return { base: EMBED_PREFIX, path: '/' };
  if (path.startsWith(`${EMBED_PREFIX}/`))
    return { base: EMBED_PREFIX, path: path.slice(EMBED_PREFIX.length) };
  return { base: '', path };
}

/** The route of a path and query string; unknown paths are `not_found`. */
export function routeOf(path: string, query: URLSearchParams = new URLSearchParams()): TRoute {
  for (const [pattern, make] of PATTERNS) {
    const match = path.match(pattern);
    if (!match) continue;
    const route = make(match);
    if (route.page === 'listing') {
      const n = Number(query.get('page') ?? '1');
      return { page: 'listing', pageNo: Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1 };
    }
    return route;
  }
  return { page: 'not_found' };
}

/** The address of a route, under `base` (the embed pages link to embed pages). */
export const hrefOf = (route: TRoute, base: TSiteBase = ''): string => `${base}${pathOf(route)}`;

function pathOf(route: TRoute): string {
  switch (route.page) {
    case 'home':
    case 'not_found':
      return '/';
    case 'listing':
      return route.pageNo > 1 ? `/businesses?page=${route.pageNo}` : '/businesses';
    case 'business':
      return `/store/${route.slug}`;
    case 'product':
      return `/store/${route.slug}/products/${route.productId}`;
    case 'checkout':
      return '/checkout';
    case 'confirmation':
      return `/orders/${route.orderId}`;
    case 'orders':
      return '/my-orders';
    case 'account':
      return '/account';
  }
}
