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

    app.get(WIDGET_PREVIEW_PATH, siteOnly, async (request, reply) => {
      if (!(await deps.siteOf(request, reply))) return reply;
      const query = new URL(`http://site${request.url}`).searchParams;
      const get = (name: string) => query.get(name);
      const options = parseWidgetPreviewParams(get);
      // The console frames it; the CSP says so, and X-Frame-Options cannot.
      reply
        .removeHeader('x-frame-options')
        .header('content-security-policy', widgetPreviewCsp(deps.consoleOrigin))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8');
      if (!options) return reply.status(400).send(renderWidgetPreviewProblem(previewProblems(get)));
      const origin = `${request.protocol}://${request.headers.host ?? ''}`;
      return reply.send(renderWidgetPreviewPage(widgetSnippet(origin, options)));
    });
  };
}
