import { splitBase } from '@oc/website/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSiteAssets } from './site-assets';
import { SITE_HOST } from './site-host.http';
import type { TSiteOf } from './site-lookup.http';
import { addressOf, renderSitePage, sendSitePage, type TMode } from './site-page.http';

/**
 * Every page of the website (GET /*): on the site itself, in the console's preview
 * (`?oc_preview=1`), or as an embed page under /embed for the ordering widget's frame.
 */
export function sitePagesRoute(deps: {
  siteOf: TSiteOf;
  assets: TSiteAssets;
  consoleAt: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/*', { constraints: SITE_HOST, schema: { hide: true } }, async (request, reply) => {
      const ctx = await deps.siteOf(request, reply);
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
      const page = await renderSitePage(
        request,
        ctx,
        { path, query: url.searchParams },
        mode,
        deps,
      );
      return sendSitePage(request, reply, ctx, page, mode, deps.consoleAt);
    });
  };
}
