import { createHash } from 'node:crypto';
import { renderPage, type TWebsiteInput } from '@oc/website/render';
import { baseOf, hrefOf, routeOf, splitBase, type TRoute } from '@oc/website/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEncoded } from '../../lib/encoding';
import { getPageData } from './get-page-data';
import { orderIdsOf } from './orders-cookie.http';
import type { TSiteAssets } from './site-assets';
import { siteCsp } from './site-headers';
import { hasThirdPartyCode } from './third-party-code';
import type { TSiteContext } from './website.types';

// A website page as HTML (docs/decisions/012-website-serving.md), drawn three ways: on the site
// itself, in the console's preview, and as an embed page (`/embed/…`) for the ordering widget's
// frame on other sites (docs/product/widgets.md).

/** How a page is drawn, and so who may frame it and whether the owner's code runs in it. */
export type TMode = 'site' | 'preview' | 'embed';

/**
 * A page or answer drawn from the orders cookie or an order's id may hold a customer's details:
 * no shared cache may keep it, and no browser needs to store it.
 */
export const PRIVATE = 'private, no-store';

const strongEtag = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

/** The path and query of a request's address (`//x` stays a path, never another host). */
export const addressOf = (pathAndQuery: string) => new URL(`http://site${pathAndQuery}`);

/**
 * A page drawn as HTML, or the address it is at now: a business's old slug (a 301), or a language
 * the site does not speak, or its default one named in the address (a 302: the owner may change
 * them).
 */
export type TSitePage =
  | { status: number; html: string; route: TRoute }
  | { location: string; isPermanent: boolean };

/**
 * The page at `path` (with its /embed and language prefixes) and `query`, drawn for `mode`. A
 * business's old address answers its new one, keeping the base and query; the console's preview
 * draws the new one straight away, since it shows the page it asked for in its frame. A language
 * the site does not speak, and its default language's code, lead to the address without it.
 */
export async function renderSitePage(
  request: FastifyRequest,
  ctx: TSiteContext,
  { path: fullPath, query }: { path: string; query: URLSearchParams },
  mode: TMode,
  deps: { assets: TSiteAssets; consoleAt: string },
): Promise<TSitePage> {
  const { path, embed, language: named } = splitBase(fullPath);
  const search = query.toString() ? `?${query.toString()}` : '';
  const [firstLanguage = 'en'] = ctx.languages;
  const isSpoken = named !== null && ctx.languages.includes(named) && named !== firstLanguage;
  if (named !== null && !isSpoken && mode !== 'preview')
    return { location: `${baseOf(embed, null)}${path}${search}`, isPermanent: false };
  const language = isSpoken ? named : firstLanguage;
  const base = baseOf(mode === 'embed', isSpoken ? named : null);
  let route = routeOf(path, query);
  let data = await getPageData(ctx, route, orderIdsOf(request), language);
  if ('moved' in data) {
    if (mode !== 'preview')
      return { location: `${hrefOf(data.moved, base)}${search}`, isPermanent: true };
    route = data.moved;
    data = await getPageData(ctx, route, orderIdsOf(request), language);
    if ('moved' in data) throw new Error(`the business at ${hrefOf(route)} moved again`);
  }
  const input: TWebsiteInput = {
    origin: `${request.protocol}://${request.headers.host ?? ''}`,
    site: ctx.site,
    values: ctx.values,
    flags: ctx.flags,
    franchise: ctx.franchise,
    route,
    data,
    language,
    languages: ctx.languages,
    now: new Date(),
    assets: deps.assets.page,
    preview: mode === 'preview' ? { consoleOrigin: deps.consoleAt } : null,
    embed: mode === 'embed',
  };
  return { ...renderPage(input), route };
}

/**
 * A page's whole answer (docs/decisions/029-page-cache.md): what `sendPageAnswer` sends, and what
 * the page cache keeps for the next request of the same address when it is `isShared` (the same
 * for every visitor).
 */
export type TPageAnswer =
  | { kind: 'moved'; location: string; isPermanent: boolean; isShared: true }
  | {
      kind: 'page';
      status: number;
      html: string;
      /** A strong ETag of the HTML; null for a private page. */
      etag: string | null;
      cacheControl: string;
      csp: string;
      /** Framed by the console or other sites: X-Frame-Options goes, the CSP says by whom. */
      isFramed: boolean;
      isShared: boolean;
    };

/**
 * A page's answer: no-cache with an ETag (304 when unchanged), the same for every visitor; private
 * and never stored when it was drawn from the orders cookie or an order's id (the confirmation and
 * My orders), so no shared cache keeps a customer's page, or with a business previewed by its link.
 * Framed by nobody (site), the console (its preview) or any site (the widget's frame).
 */
export function pageAnswerOf(
  ctx: TSiteContext,
  page: TSitePage,
  mode: TMode,
  consoleAt: string,
): TPageAnswer {
  if ('location' in page)
    return {
      kind: 'moved',
      location: page.location,
      isPermanent: page.isPermanent,
      isShared: true,
    };
  // A business previewed by its signed link is the owner's draft: no cache keeps it either.
  const isPrivate =
    page.route.page === 'confirmation' ||
    page.route.page === 'orders' ||
    Boolean(ctx.previewBusinessId);
  const frameAncestors = { site: null, preview: consoleAt, embed: '*' }[mode];
  return {
    kind: 'page',
    status: page.status,
    html: page.html,
    etag: isPrivate ? null : strongEtag(page.html),
    cacheControl: isPrivate ? PRIVATE : 'no-cache',
    csp: siteCsp({ thirdParty: mode === 'site' && hasThirdPartyCode(ctx), frameAncestors }),
    isFramed: mode !== 'site',
    isShared: !isPrivate,
  };
}

/**
 * Sends a page's answer; `encoded` is its HTML already compressed as the request takes it (a kept
 * page's), else the compression plugin compresses it on the way.
 */
export function sendPageAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: TPageAnswer,
  encoded?: TEncoded,
) {
  // Revalidated like a page: should the owner give the old slug back to the business, the
  // browser must not keep sending its visitors on.
  if (answer.kind === 'moved')
    return reply
      .header('cache-control', 'no-cache')
      .redirect(answer.location, answer.isPermanent ? 301 : 302);
  reply.header('cache-control', answer.cacheControl);
  if (answer.etag) reply.header('etag', answer.etag);
  reply.header('content-security-policy', answer.csp);
  // The console frames the preview, other sites the embed pages; the CSP above says by whom,
  // and X-Frame-Options cannot.
  if (answer.isFramed) reply.removeHeader('x-frame-options');
  if (
    answer.etag &&
    answer.status === 200 &&
    matchesEtag(request.headers['if-none-match'], answer.etag)
  )
    return reply.status(304).send();
  reply.status(answer.status).type('text/html; charset=utf-8');
  if (!encoded) return reply.send(answer.html);
  // Bytes are sent as they are: the compression plugin leaves an answer that has its
  // Content-Encoding, or that the client would not take compressed.
  reply.header('vary', 'accept-encoding');
  if (encoded.contentEncoding) reply.header('content-encoding', encoded.contentEncoding);
  return reply.send(encoded.bytes);
}

/** Draws nothing: sends a page already drawn, as `pageAnswerOf` describes it. */
export function sendSitePage(
  request: FastifyRequest,
  reply: FastifyReply,
  ctx: TSiteContext,
  page: TSitePage,
  mode: TMode,
  consoleAt: string,
) {
  return sendPageAnswer(request, reply, pageAnswerOf(ctx, page, mode, consoleAt));
}
