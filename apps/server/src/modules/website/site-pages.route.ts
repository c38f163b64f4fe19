import { splitBase } from '@oc/website/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encode, encodingFor } from '../../lib/encoding';
import { readCachesOf } from '../../lib/read-cache';
import {
  BUSINESS_PREVIEW_KEY_LABEL,
  PREVIEW_QUERY,
  previewedBusinessOf,
} from './business-preview-links';
import type { TSiteAssets } from './site-assets';
import { SITE_HOST } from './site-host.http';
import type { TSiteOf } from './site-lookup.http';
import {
  addressOf,
  pageAnswerOf,
  renderSitePage,
  sendPageAnswer,
  type TMode,
} from './site-page.http';

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
    // The public pages, kept drawn (and compressed) until the next committed write anywhere in
    // the database, or the next minute, whichever comes first (docs/decisions/029-page-cache.md).
    const pages = readCachesOf(app.db)?.pages;

    /** The page at this address drawn afresh; null after siteOf answered a host without a site. */
    const draw = async (request: FastifyRequest, reply: FastifyReply, url: URL) => {
      const ctx = await deps.siteOf(request, reply);
      if (!ctx) return null;
      // An embed page is never the console's preview: the widget's preview frames it as a host
      // page would (widget.routes.ts).
      const mode = modeOf(splitBase(url.pathname).embed, url);
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
        { path: url.pathname, query: url.searchParams },
        mode,
        deps,
      );
      return pageAnswerOf(pageCtx, page, mode, deps.consoleAt);
    };

    app.get('/*', { constraints: SITE_HOST, schema: { hide: true } }, async (request, reply) => {
      const url = addressOf(request.url);
      // A business's preview link is the owner's alone: never kept, never shared.
      const isKeepable = pages !== undefined && !url.searchParams.has(PREVIEW_QUERY.business);
      if (!isKeepable) {
        const answer = await draw(request, reply, url);
        return answer ? sendPageAnswer(request, reply, answer) : reply;
      }
      // The address as the visitor asked for it: the host names the site, the scheme is in the
      // page's own links.
      const key = `${request.protocol}://${request.headers.host ?? ''}${request.url}`;
      let replied = false;
      const answer = await pages.read(
        key,
        async () => {
          const drawn = await draw(request, reply, url);
          if (!drawn) replied = true;
          return drawn;
        },
        (kept) => (kept?.isShared ? untilNextMinute() : 0),
      );
      if (replied || !answer) return reply;
      if (!answer.isShared || answer.kind === 'moved')
        return sendPageAnswer(request, reply, answer);
      const encoding = encodingFor(request.headers['accept-encoding']);
      const encoded = await pages.read(
        `${key}\n${encoding}`,
        async () => encode(answer.html, encoding),
        untilNextMinute,
      );
      return sendPageAnswer(request, reply, answer, encoded);
    });
  };
}

/** How a page is drawn: an embed page, the console's preview, or the site itself. */
function modeOf(embed: boolean, url: URL): TMode {
  if (embed) return 'embed';
  return url.searchParams.get('oc_preview') === '1' ? 'preview' : 'site';
}

/**
 * A kept page is drawn again at the next whole minute: what it says of the time (open now, closes
 * at…) changes only on a minute, opening hours being in minutes.
 */
const untilNextMinute = () => 60_000 - (Date.now() % 60_000);
