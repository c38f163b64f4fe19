import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@oc/domain/messages/messages';
import type { FastifyInstance } from 'fastify';

/** Vite names what it writes under assets/ after its content: a new build is a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so it is asked for again (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/** Not a client route: a missing hashed file (an old build's) or a dotfile such as .vite/. */
const isFilePath = (path: string) => path.startsWith('/assets/') || path.includes('/.');

/**
 * Serves the built console; unknown non-API paths get index.html so client routes work on reload.
 * Hashed assets are cached for a year, everything else revalidated.
 */
export async function registerConsole(app: FastifyInstance, distDir: string) {
  const hasConsole = existsSync(join(distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // Vite's .vite/manifest.json is build metadata, not the console's; no dotfile is served.
      dotfiles: 'deny',
      cacheControl: false,
      // The build's .br and .gz of each file (vite.config.ts), sent as the client accepts them;
      // the compression plugin leaves an answer that already has its encoding as it is.
      preCompressed: true,
      setHeaders: (res, path) => {
        const hashed = relative(distDir, path).startsWith(`assets${sep}`);
        res.setHeader('cache-control', hashed ? HASHED : REVALIDATE);
        // The same address answers brotli, gzip or neither: a shared cache must keep them apart.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api') ||
      path.startsWith('/files') ||
      isFilePath(path) ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ error: true, result: [formatMessage('NOT_FOUND')] });
    }
    if (!hasConsole) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The console is not built yet: run `npm run build` (npm start does it for you).');
    }
    // Not compressed: the compression plugin hooks routes, and this handler is none. The built
    // index.html is under its 1 KB threshold anyway (881 bytes).
    return reply.type('text/html').sendFile('index.html');
  });
}
