import { WIDGET_PREVIEW_PATH, WIDGET_SCRIPT_PATH } from '@oc/domain/widgets/widget-protocol';
import {
  defaultWidgetOptions,
  parseWidgetPreviewParams,
  widgetPreviewParams,
  widgetSnippet,
  ZWidgetOptions,
} from '@oc/domain/widgets/widget-snippet';
import {
  renderWidgetPreviewPage,
  renderWidgetPreviewProblem,
  WIDGET_PREVIEW_CSS,
  WIDGET_PREVIEW_STYLESHEET,
} from '@oc/website/widget-preview';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { encode, encodingFor } from '../../lib/encoding';
import { READ_CACHE_MAX_AGE_MS, readCachesOf } from '../../lib/read-cache';
import { widgetPreviewCsp } from './site-headers';
import { SITE_HOST } from './site-host.http';
import { acceptsGzip, type TWidgetScript } from './widget-script';

// The ordering widget on the website's own address (docs/product/widgets.md): the loader the
// snippet loads, and the console's live preview of a widget.

/**
 * A week, then a day more while it is fetched again. Not immutable, unlike the site's hashed
 * files: the snippets owners paste name this one address forever, so a new loader can only reach
 * them through the same name; the ETag makes each check after a week cost a 304.
 */
const LOADER_CACHE = 'public, max-age=604800, stale-while-revalidate=86400';

const matchesEtag = (header: string | undefined, etag: string) =>
  (header ?? '')
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag.replace(/^W\//, '') || tag === '*');

/**
 * The names of a preview query's options that are missing or not valid: each is checked alone,
 * the others given valid values, by the domain's own reader of that query.
 */
function previewProblems(get: (name: string) => string | null): string[] {
  const valid = new Map(widgetPreviewParams(defaultWidgetOptions('#000000')));
  return Object.keys(ZWidgetOptions.shape).filter(
    (name) =>
      parseWidgetPreviewParams((n) => (n === name ? get(n) : (valid.get(n) ?? null))) === null,
  );
}

export function widgetRoutes(deps: {
  consoleOrigin: string;
  script: TWidgetScript;
  /** The site of the request's host, or null after answering the host's 404. */
  siteOf: (request: FastifyRequest, reply: FastifyReply) => Promise<object | null>;
}): FastifyPluginAsyncZod {
  const { script } = deps;
  let isMissingLogged = false;

  return async (app) => {
    const siteOnly = { constraints: SITE_HOST, schema: { hide: true } };

    app.get(WIDGET_SCRIPT_PATH, siteOnly, async (request, reply) => {
      const loader = script.read();
      if (!loader) {
        if (!isMissingLogged) {
          request.log.error(
            { file: script.file },
            'widget: the loader is not built (npm run build -w @oc/widget); answering 503',
          );
          isMissingLogged = true;
        }
        throw new AppError(503, ['The ordering widget’s script is not built on this server yet.']);
      }
      reply
        .header('cache-control', LOADER_CACHE)
        .header('etag', loader.etag)
        .header('vary', 'accept-encoding')
        // Loaded by the owners' pages, on origins of their own.
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('access-control-allow-origin', '*');
      if (matchesEtag(request.headers['if-none-match'], loader.etag))
        return reply.status(304).send();
      reply.type('text/javascript; charset=utf-8');
      if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(loader.bytes);
      return reply.header('content-encoding', 'gzip').send(loader.gzip);
    });

    app.get(WIDGET_PREVIEW_STYLESHEET, siteOnly, async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(WIDGET_PREVIEW_CSS),
    );

    // The preview is drawn from its address alone (the host and the options), once the host is
    // known to have a site: kept like the website's pages until the next write
    // (docs/decisions/029-page-cache.md), so trying options again costs no lookup.
    const pages = readCachesOf(app.db)?.pages;

    /** The preview at this address; null after siteOf answered a host without a site. */
    const drawPreview = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await deps.siteOf(request, reply))) return null;
      const query = new URL(`http://site${request.url}`).searchParams;
      const get = (name: string) => query.get(name);
      const options = parseWidgetPreviewParams(get);
      if (!options) return { status: 400, html: renderWidgetPreviewProblem(previewProblems(get)) };
      const origin = `${request.protocol}://${request.headers.host ?? ''}`;
      return { status: 200, html: renderWidgetPreviewPage(widgetSnippet(origin, options)) };
    };

    app.get(WIDGET_PREVIEW_PATH, siteOnly, async (request, reply) => {
      const key = `${request.protocol}://${request.headers.host ?? ''}${request.url}`;
      let replied = false;
      const draw = async () => {
        const drawn = await drawPreview(request, reply);
        if (!drawn) replied = true;
        return drawn;
      };
      const preview = pages
        ? await pages.read(key, draw, (kept) => (kept ? READ_CACHE_MAX_AGE_MS : 0))
        : await draw();
      if (replied || !preview) return reply;
      // The console frames it; the CSP says so, and X-Frame-Options cannot.
      reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', widgetPreviewCsp(deps.consoleOrigin))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .status(preview.status);
      if (!pages) return reply.send(preview.html);
      // Compressed once and kept beside it, as the site's pages are: compressing it for every
      // request cost more than everything else its answer does.
      const encoding = encodingFor(request.headers['accept-encoding']);
      const encoded = await pages.read(`${key}\n${encoding}`, async () =>
        encode(preview.html, encoding),
      );
      reply.header('vary', 'accept-encoding');
      if (encoded.contentEncoding) reply.header('content-encoding', encoded.contentEncoding);
      return reply.send(encoded.bytes);
    });
  };
}
