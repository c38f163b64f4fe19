import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { encode, encodingFor, type TEncoded } from '../../lib/encoding';
import { readFont, type TSiteAssets } from './site-assets';
import { SITE_HOST } from './site-host.http';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The website's own files under /_site/: its page script and the theme's fonts. */
export function siteFilesRoute(deps: { assets: TSiteAssets }): FastifyPluginAsyncZod {
  return async (app) => {
    const asset = z.object({ name: z.string().max(100) });
    /** The files' compressed forms, by name and encoding: a few, fixed while the server runs. */
    const compressed = new Map<string, TEncoded>();

    app.get(
      '/_site/assets/:name',
      { constraints: SITE_HOST, schema: { hide: true, params: asset } },
      async (request, reply) => {
        const file = deps.assets.file(request.params.name);
        if (!file) throw new AppError(404, ['There is no such file of the website.']);
        // Compressed once per encoding, not for every visitor's first page.
        const encoding = encodingFor(request.headers['accept-encoding']);
        const key = `${request.params.name}\n${encoding}`;
        let encoded = compressed.get(key);
        if (!encoded) {
          encoded = encode(file.bytes.toString('utf8'), encoding);
          compressed.set(key, encoded);
        }
        reply.type(file.type).header('cache-control', IMMUTABLE).header('vary', 'accept-encoding');
        if (encoded.contentEncoding) reply.header('content-encoding', encoded.contentEncoding);
        return reply.send(encoded.bytes);
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
