import { isSiteLanguage, type TSiteLanguage } from '@oc/domain/website/site-languages';
import { EMBED_PREFIX } from '@oc/domain/widgets/widget-protocol';

// The website's pages and their addresses (docs/product/website.md#pages). The server and the
// console's preview both turn an address into a route with `routeOf` and back with `hrefOf`.
// Every page is also served under EMBED_PREFIX for the ordering widget's frame
// (docs/product/widgets.md), and in each of the site's languages but its default under the
// language's code (`/es/store/x`, `/embed/es/checkout`: docs/product/website.md#languages).
// `splitBase` takes both prefixes off a request's path, and `hrefOf` puts them back on every link
// of such a page, so a visitor never leaves the embed pages or the language they chose.

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

/**
 * Where a page's links go: '' at the site's root, EMBED_PREFIX in another site's frame, then the
 * language's code when it is not the site's default (`/embed/es`).
 */
export type TSiteBase = string;

/** A page's base from its two parts. */
export const baseOf = (embed: boolean, language: TSiteLanguage | null): TSiteBase =>
  `${embed ? EMBED_PREFIX : ''}${language ? `/${language}` : ''}`;

/** Whether a base is an embed page's (its links stay in the widget's frame). */
export const isEmbedBase = (base: TSiteBase): boolean =>
  base === EMBED_PREFIX || base.startsWith(`${EMBED_PREFIX}/`);

/**
 * The header an embed page's order carries (`1`): the server then keeps the order's id in a cookie a
 * browser stores inside another site's frame (apps/server's website routes).
 */
export const EMBED_REQUEST_HEADER = 'oc-embed';

/**
 * A request's path as its base and the page's own path: `/embed/es/checkout` → base `/embed/es`
 * (an embed page, in Spanish), path `/checkout`. Any of the site languages' codes is read; whether
 * the site speaks it is the server's to say.
 */
export function splitBase(path: string): {
  base: TSiteBase;
  embed: boolean;
  language: TSiteLanguage | null;
  path: string;
} {
  let rest = path;
  const embed = rest === EMBED_PREFIX || rest.startsWith(`${EMBED_PREFIX}/`);
  if (embed) rest = rest.slice(EMBED_PREFIX.length) || '/';
  const code = /^\/([a-z]{2})(?:\/|$)/.exec(rest)?.[1];
  const language = isSiteLanguage(code) ? code : null;
  if (language) rest = rest.slice(language.length + 1) || '/';
  return { base: baseOf(embed, language), embed, language, path: rest };
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
