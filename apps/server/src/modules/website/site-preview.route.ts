import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PREVIEW_BODY_LIMIT, ZPreviewRequest } from './preview-request';
import { previewValues } from './preview-values';
import type { TSiteAssets } from './site-assets';
import { SITE_HOST } from './site-host.http';
import { requireJson } from './site-json.http';
import type { TSiteOf } from './site-lookup.http';
import { addressOf, renderSitePage, sendSitePage } from './site-page.http';

/**
 * POST /_site/preview (docs/product/website.md#preview): a page drawn with the values the owner is
 * editing, for the console's preview frame.
 */
export function sitePreviewRoute(deps: {
  siteOf: TSiteOf;
  assets: TSiteAssets;
  consoleAt: string;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/_site/preview',
      {
        constraints: SITE_HOST,
        bodyLimit: PREVIEW_BODY_LIMIT,
        onRequest: requireJson,
        schema: { hide: true, body: ZPreviewRequest },
      },
      async (request, reply) => {
        const saved = await deps.siteOf(request, reply);
        if (!saved) return reply;
        const { path, site, values } = request.body;
        const ctx = {
          ...saved,
          site: { ...site, kind: saved.site.kind },
          values: previewValues(values),
        };
        const url = addressOf(path);
        const where = { path: url.pathname, query: url.searchParams };
        const page = await renderSitePage(request, ctx, where, 'preview', deps);
        return sendSitePage(request, reply, ctx, page, 'preview', deps.consoleAt);
      },
    );
  };
}
