import { createHash } from 'node:crypto';
import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZOrder, ZPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { renderNoSitePage, renderPage, type TWebsiteInput } from '@oc/website/render';
import { EMBED_REQUEST_HEADER, routeOf, splitBase, type TRoute } from '@oc/website/routes';
import { parse as parseCookie, serialize as serializeCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleOrigin, type TEnv } from '../../env';
import { AppError } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { describeIssue, requestIssues } from '../../lib/validation-issues';
import { clientOf, OrdersThrottledError, orderLimitsOf } from './order-limits';
import { PREVIEW_BODY_LIMIT, ZPreviewRequest } from './preview-request';
import { loadSiteAssets, readFont, type TSiteAssets } from './site-assets';
import { siteCsp } from './site-headers';
import { customDomainOf, SITE_HOST, siteLabelOf } from './site-host';
import * as service from './website.service';
import { widgetRoutes } from './widget.routes';
import { loadWidgetScript, type TWidgetScript } from './widget-script';

// The websites (docs/product/website.md, docs/decisions/012-website-serving.md): every route here
// answers only on a website's host (SITE_HOST), a default one or a custom domain
// (docs/decisions/016-custom-domain-serving.md); the host names the project and the site. Each page
// is drawn three ways: on the site itself, in the console's preview, and as an embed page
// (`/embed/…`) for the ordering widget's frame on other sites (docs/product/widgets.md).

/** How a page is drawn, and so who may frame it and whether the owner's code runs in it. */
type TMode = 'site' | 'preview' | 'embed';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * A page or answer drawn from the orders cookie or an order's id may hold a customer's details:
 * no shared cache may keep it, and no browser needs to store it.
 */
const PRIVATE = 'private, no-store';
const ORDERS_COOKIE = 'oc_orders';
const ORDERS_KEPT = 20;
const ORDER_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** An order is a few KB at most (50 lines, short fields). */
const ORDER_BODY_LIMIT = 16 * 1024;

/** The public ids of the orders this browser placed, as its cookie keeps them. */
function orderIdsOf(request: FastifyRequest): string[] {
  const raw = parseCookie(request.headers.cookie ?? '')[ORDERS_COOKIE] ?? '';
  return raw.split('.').filter((id) => ORDER_ID.test(id));
}

/**
 * Where the orders cookie is kept. On the site itself: SameSite=Lax. An embed page is in another
 * site's frame, where a browser neither stores nor sends a Lax cookie; over HTTPS it keeps a
 * `SameSite=None; Secure; Partitioned` one (CHIPS) for that host site only, which My orders in the
 * frame then reads. Nothing else depends on it: the confirmation's address is all it needs, and
 * over plain HTTP (or with the browser refusing it) the frame's My orders is simply empty.
 */
function ordersCookieSite(request: FastifyRequest) {
  const isSecure = request.protocol === 'https';
  if (request.headers[EMBED_REQUEST_HEADER] === '1' && isSecure)
    return { sameSite: 'none', secure: true, partitioned: true } as const;
  return { sameSite: 'lax', secure: isSecure } as const;
}

/** JSON only: a page of another site cannot send JSON here without our consent (CORS). */
async function requireJson(request: FastifyRequest) {
  const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json')
    throw new AppError(415, ['Send this request as JSON (Content-Type: application/json).']);
}

/** Zod's own words name no field; the schema's messages are shown as written. */
const GENERIC = /^(Invalid|Too (big|small)|Unrecognized|Expected)/;
function throwSchemaProblems(request: FastifyRequest) {
  const issues = requestIssues(request);
  if (issues.length > 0)
    throw new AppError(400, [
      ...new Set(issues.map((i) => (GENERIC.test(i.message) ? describeIssue(i) : i.message))),
    ]);
}

/** The path and query of a request's address (`//x` stays a path, never another host). */
const addressOf = (pathAndQuery: string) => new URL(`http://site${pathAndQuery}`);

const strongEtag = (body: string) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');

export function websiteRoutes(
  env: TEnv,
  assets: TSiteAssets = loadSiteAssets(),
  widget: TWidgetScript = loadWidgetScript(),
) {
  const consoleAt = consoleOrigin(env);
  const orderLimits = orderLimitsOf(env);

  /** The site of the request's host, or null after answering the host's 404. */
  async function siteOf(request: FastifyRequest, reply: FastifyReply) {
    const label = siteLabelOf(env, request.headers.host);
    // Not a default host, so a custom domain (the router sent it here): the database, not the
    // in-memory list, says whether it is served now.
    const ctx =
      label === null
        ? await service.findSiteByDomain(request.server.db, customDomainOf(request.headers.host))
        : await service.findSiteByLabel(request.server.db, label);
    if (ctx) return ctx;
    const host = request.headers.host ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', siteCsp({ thirdParty: false, frameAncestors: null }))
        .send(renderNoSitePage(host, env.PLATFORM_DOMAIN));
    } else {
      reply.status(404).send({ error: true, result: [`There is no website at ${host}.`] });
    }
    return null;
  }

  /** Who may frame a page: nobody, the console (its preview), any site (the widget's frame). */
  const FRAME_ANCESTORS: Record<TMode, string | null> = {
    site: null,
    preview: consoleAt,
    embed: '*',
  };

  /**
   * A page as HTML with the website's CSP: no-cache with an ETag (304 when unchanged), the same for
   * every visitor; private and never stored when it was drawn from the orders cookie or an order's
   * id (the confirmation and My orders), so no shared cache keeps a customer's page.
   */
  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    ctx: service.TSiteContext,
    page: { status: number; html: string; route: TRoute },
    mode: TMode,
  ) {
    const isPrivate = page.route.page === 'confirmation' || page.route.page === 'orders';
    const etag = isPrivate ? null : strongEtag(page.html);
    if (etag) reply.header('cache-control', 'no-cache').header('etag', etag);
    else reply.header('cache-control', PRIVATE);
    reply.header(
      'content-security-policy',
      siteCsp({
        thirdParty: mode === 'site' && service.hasThirdPartyCode(ctx),
        frameAncestors: FRAME_ANCESTORS[mode],
      }),
    );
    // The console frames the preview, other sites the embed pages; the CSP above says by whom,
    // and X-Frame-Options cannot.
    if (mode !== 'site') reply.removeHeader('x-frame-options');
    if (etag && page.status === 200 && matchesEtag(request.headers['if-none-match'], etag))
      return reply.status(304).send();
    return reply.status(page.status).type('text/html; charset=utf-8').send(page.html);
  }

  /** The page at `path` (without /embed) and `query`, drawn for `mode`. */
  async function render(
    request: FastifyRequest,
    ctx: service.TSiteContext,
    { path, query }: { path: string; query: URLSearchParams },
    mode: TMode,
  ) {
    const route = routeOf(path, query);
    const data = await service.pageDataOf(ctx, route, orderIdsOf(request));
    const input: TWebsiteInput = {
      origin: `${request.protocol}://${request.headers.host ?? ''}`,
      site: ctx.site,
      values: ctx.values,
      flags: ctx.flags,
      franchise: ctx.franchise,
      route,
      data,
      assets: assets.refs,
      preview: mode === 'preview' ? { consoleOrigin: consoleAt } : null,
      embed: mode === 'embed',
    };
    return { ...renderPage(input), route };
  }

  const plugin: FastifyPluginAsyncZod = async (app) => {
    const siteOnly = { constraints: SITE_HOST };
    await app.register(widgetRoutes({ consoleOrigin: consoleAt, script: widget, siteOf }));
    const asset = z.object({ name: z.string().max(100) });

    app.get(
      '/_site/assets/:name',
      { ...siteOnly, schema: { hide: true, params: asset } },
      async (request, reply) => {
        const file = assets.file(request.params.name);
        if (!file) throw new AppError(404, ['There is no such file of the website.']);
        return reply.type(file.type).header('cache-control', IMMUTABLE).send(file.bytes);
      },
    );

    app.get(
      '/_site/fonts/:name',
      { ...siteOnly, schema: { hide: true, params: asset } },
      async (request, reply) => {
        const font = await readFont(request.params.name);
        if (!font)
          throw new AppError(404, ['There is no such font: fonts are {family}-{weight}.woff2.']);
        return reply.type('font/woff2').header('cache-control', IMMUTABLE).send(font);
      },
    );

    app.get(
      '/_site/first-business',
      { ...siteOnly, schema: { hide: true } },
      async (request, reply) => {
        const ctx = await siteOf(request, reply);
        if (!ctx) return reply;
        const slug = await service.firstBusinessSlug(ctx);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`${slug ? `/store/${slug}` : '/businesses'}${query}`, 302);
      },
    );

    app.post(
      '/_site/orders',
      {
        ...siteOnly,
        bodyLimit: ORDER_BODY_LIMIT,
        onRequest: requireJson,
        attachValidation: true,
        schema: {
          hide: true,
          body: ZPlaceOrderRequest,
          response: {
            201: okEnvelope(ZOrder),
            400: ZErrorEnvelope,
            415: ZErrorEnvelope,
            429: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        // The answer holds the customer's details, or refuses them. The error handler keeps
        // headers set before a throw.
        reply.header('cache-control', PRIVATE);
        const ctx = await siteOf(request, reply);
        if (!ctx) return reply;
        throwSchemaProblems(request);
        const placing = { client: clientOf(request.ip), limits: orderLimits };
        const order = await service.placeOrder(ctx, request.body, placing).catch((error) => {
          if (error instanceof OrdersThrottledError)
            reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
        const kept = [...orderIdsOf(request).filter((id) => id !== order.id), order.id];
        reply.header(
          'set-cookie',
          serializeCookie(ORDERS_COOKIE, kept.slice(-ORDERS_KEPT).join('.'), {
            httpOnly: true,
            path: '/',
            maxAge: 365 * 24 * 60 * 60,
            ...ordersCookieSite(request),
          }),
        );
        return reply.status(201).send(ok(order));
      },
    );

    app.post(
      '/_site/preview',
      {
        ...siteOnly,
        bodyLimit: PREVIEW_BODY_LIMIT,
        onRequest: requireJson,
        schema: { hide: true, body: ZPreviewRequest },
      },
      async (request, reply) => {
        const saved = await siteOf(request, reply);
        if (!saved) return reply;
        const { path, site, values } = request.body;
        const ctx = {
          ...saved,
          site: { ...site, kind: saved.site.kind },
          values: service.previewValues(values),
        };
        const url = addressOf(path);
        const page = await render(
          request,
          ctx,
          { path: url.pathname, query: url.searchParams },
          'preview',
        );
        return sendPage(request, reply, ctx, page, 'preview');
      },
    );

    app.get('/*', { ...siteOnly, schema: { hide: true } }, async (request, reply) => {
      const ctx = await siteOf(request, reply);
      if (!ctx) return reply;
      const url = addressOf(request.url);
      const { base, path } = splitBase(url.pathname);
      // An embed page is never the console's preview: the widget's preview frames it as a host
      // page would (widget.routes.ts).
      const mode: TMode = base
        ? 'embed'
        : url.searchParams.get('oc_preview') === '1'
          ? 'preview'
          : 'site';
      const page = await render(request, ctx, { path, query: url.searchParams }, mode);
      return sendPage(request, reply, ctx, page, mode);
    });
  };
  return plugin;
}
