import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { formatMessage } from '@oc/domain/messages/messages';
import type { FastifyInstance } from 'fastify';
import { encodingFor } from '../lib/encoding';
import { consolePageDocuments } from './console-route-preloads';

/** Vite names what it writes under assets/ after its content: a new build is a new name. */
const HASHED = 'public, max-age=31536000, immutable';
/** index.html names the current assets, so it is asked for again (a 304 when unchanged). */
const REVALIDATE = 'no-cache';

/**
 * The console is an owner's private workspace, never a search result: crawlers are asked to keep
 * out of all of it. A website's host has its own answer (site-pages.route.ts): a request there
 * matches the website's routes and never reaches this not-found handler.
 */
const ROBOTS_TXT = 'User-agent: *\nDisallow: /\n';
/** Said on the console's page too, for a crawler that reached it by a link despite robots.txt. */
const NO_INDEX = 'noindex, nofollow';

/** Not a client route: a missing hashed file (an old build's) or a dotfile such as .vite/. */
const isFilePath = (path: string) => path.startsWith('/assets/') || path.includes('/.');

/**
 * Serves the built console; unknown non-API paths get index.html so client routes work on reload.
 * Hashed assets are cached for a year, everything else revalidated.
 */
export async function registerConsole(app: FastifyInstance, distDir: string) {
  const hasConsole = existsSync(join(distDir, 'index.html'));
  const pageDocument = consolePageDocuments(distDir);
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
        if (path.endsWith('.html')) res.setHeader('x-robots-tag', NO_INDEX);
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path === '/robots.txt' && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(ROBOTS_TXT);
    }
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
    reply.type('text/html').header('x-robots-tag', NO_INDEX);
    // A page's own code named up front, so it downloads with the shell (console-route-preloads.ts);
    // compressed here, as the compression plugin hooks routes and this handler is none.
    const document = pageDocument(path, encodingFor(request.headers['accept-encoding']));
    if (document !== null) {
      reply.header('cache-control', REVALIDATE).header('vary', 'accept-encoding');
      if (document.contentEncoding) reply.header('content-encoding', document.contentEncoding);
      return reply.send(document.bytes);
    }
    // Not compressed: the built index.html is under the 1 KB threshold (857 bytes).
    return reply.sendFile('index.html');
  });
}
