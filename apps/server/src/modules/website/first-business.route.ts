import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findFirstBusinessSlug } from './find-first-business-slug';
import { SITE_HOST } from './site-host.http';
import type { TSiteOf } from './site-lookup.http';

/** GET /_site/first-business: the preview's business page, the listing's first business. */
export function firstBusinessRoute(deps: { siteOf: TSiteOf }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/_site/first-business',
      { constraints: SITE_HOST, schema: { hide: true } },
      async (request, reply) => {
        const ctx = await deps.siteOf(request, reply);
        if (!ctx) return reply;
        const slug = await findFirstBusinessSlug(ctx);
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply
          .header('cache-control', 'no-cache')
          .redirect(`${slug ? `/store/${slug}` : '/businesses'}${query}`, 302);
      },
    );
  };
}
