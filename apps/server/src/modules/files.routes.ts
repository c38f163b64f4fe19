import { AUDIO_MIME_TYPES } from '@oc/domain/audio.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../lib/app-error';

const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  ...AUDIO_MIME_TYPES,
};

/** Public files (images and sounds the storefront uses). Secrets never go through storage in plain form. */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/files/:dir/:name',
    {
      schema: {
        hide: true,
        params: z.object({
          dir: z.string().regex(/^[0-9a-f]{2}$/),
          name: z.string().regex(/^[0-9a-f]{64}\.[a-z0-9]{1,8}$/),
        }),
      },
    },
    async (request, reply) => {
      const { dir, name } = request.params;
      const extension = name.split('.').pop() ?? '';
      const type = TYPES[extension];
      const bytes = type ? await app.storage.get(`${dir}/${name}`) : null;
      if (!bytes || !type) throw notFound();
      return reply
        .type(type)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
