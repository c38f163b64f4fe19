import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readFont, type TSiteAssets } from './site-assets';
import { SITE_HOST } from './site-host.http';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The website's own files under /_site/: its page script and the theme's fonts. */
export function siteFilesRoute(deps: { assets: TSiteAssets }): FastifyPluginAsyncZod {
  return async (app) => {
    const asset = z.object({ name: z.string().max(100) });

    app.get(
      '/_site/assets/:name',
      { constraints: SITE_HOST, schema: { hide: true, params: asset } },
      async (request, reply) => {
        const file = deps.assets.file(request.params.name);
        if (!file) throw new AppError(404, ['There is no such file of the website.']);
        return reply.type(file.type).header('cache-control', IMMUTABLE).send(file.bytes);
      },
    );

    app.get(
      '/_site/fonts/:name',
      { constraints: SITE_HOST, schema: { hide: true, params: asset } },
      async (request, reply) => {
        const font = await readFont(request.params.name);
        if (!font)
          throw new AppError(404, ['There is no such font: fonts are {family}-{weight}.woff2.']);
        return reply.type('font/woff2').header('cache-control', IMMUTABLE).send(font);
      },
    );
  };
}
