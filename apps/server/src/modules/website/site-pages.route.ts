import { splitBase } from '@oc/website/routes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BUSINESS_PREVIEW_KEY_LABEL,
  PREVIEW_QUERY,
  previewedBusinessOf,
} from './business-preview-links';
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
    // Derived on the first preview of a business, not at registration: a website without the
    // console (the widget's own tests) has no secrets to derive from.
    let previewKey: Buffer | undefined;
    const keyOfPreviews = () => {
      previewKey ??= app.secrets.deriveKey(BUSINESS_PREVIEW_KEY_LABEL);
      return previewKey;
    };
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
      // The console's preview of a business still being written: its signed link shows it.
      const previewBusinessId =
        mode === 'preview' && url.searchParams.has(PREVIEW_QUERY.business)
          ? previewedBusinessOf(
              keyOfPreviews(),
              ctx.scope.projectId,
              url.searchParams,
              Math.floor(Date.now() / 1000),
            )
          : null;
      const pageCtx = previewBusinessId === null ? ctx : { ...ctx, previewBusinessId };
      const page = await renderSitePage(
        request,
        pageCtx,
        { path, query: url.searchParams },
        mode,
        deps,
      );
      return sendSitePage(request, reply, pageCtx, page, mode, deps.consoleAt);
    });
  };
}
