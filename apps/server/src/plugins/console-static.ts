import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@oc/domain/messages/messages';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built console; unknown non-API paths get index.html so client routes work on reload.
 */
export async function registerConsole(app: FastifyInstance, distDir: string) {
  const hasConsole = existsSync(join(distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, { root: distDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api') || path.startsWith('/files') || request.method !== 'GET') {
      return reply.status(404).send({ error: true, result: [formatMessage('NOT_FOUND')] });
    }
    if (!hasConsole) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
