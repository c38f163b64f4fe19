import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { siteOriginsSource, type TEnv } from '../env';

/**
 * The console's Content-Security-Policy. The built console has no inline script and no eval, so
 * scripts come from our origin only: an injected <script> or on*= attribute does not run
 * (docs/decisions/009-session-token-and-xss-defences.md). Styles need 'unsafe-inline': Mantine writes <style> tags and style
 * attributes at run time, and a style cannot run code.
 */
const CONSOLE_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: and blob: for crop previews and picked files; https: for the images an owner puts in
  // rich text by address (an image cannot run code).
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  // The rich-text editor shows embedded YouTube videos; the player runs in YouTube's origin, not ours.
  // The websites' origins are added per environment: the console frames their live preview.
  'frame-src': ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
  'object-src': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * One year, sent only on HTTPS requests (where a browser honours it anyway). No includeSubDomains:
 * the default websites live under PLATFORM_DOMAIN and may still be served over plain HTTP.
 */
const HSTS = 'max-age=31536000';

/**
 * What an API answer needs, as OWASP's REST Security Cheat Sheet gives it: the answer is data, so
 * a browser must not run it, sniff it as another type, frame it, or let another origin's page load
 * it. The rest of helmet's set (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection, Referrer-Policy) only
 * means something for a document, and its ~900 bytes on every answer cost the server and every
 * client parsing them (docs/decisions/009-session-token-and-xss-defences.md).
 */
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
};

/**
 * Answers under /api/ that are not documents. Swagger UI's page and its files live under /api/docs
 * and keep the documents' set (with their own policy, plugins/docs.ts).
 */
const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Security headers on every response: console, assets, API, files, docs, 404s and errors (the
 * hooks run before routing finishes, so the not-found and error handlers inherit them). Documents
 * and everything else get helmet's full set; API answers get the set above.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: TEnv) {
  const directives = {
    ...CONSOLE_CSP,
    'frame-src': [...(CONSOLE_CSP['frame-src'] ?? []), siteOriginsSource(env)],
  };
  const documentHeaders = helmetHeaders({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Helmet would send it on plain HTTP too; set below from the request's protocol instead.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Among the reply's own headers, so a route's own policy (website pages, files, the widget's
    // preview) replaces them or removes one as any header.
    reply.headers(isApiAnswer(request.url) ? API_HEADERS : documentHeaders);
    // request.protocol reads X-Forwarded-Proto only from a proxy listed in TRUST_PROXY.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Uploaded images are shown by the ordering websites and apps, which live on other origins.
    if (request.url.startsWith('/files/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    done();
  });
}

/**
 * The headers helmet sets with these options, worked out once: they depend on nothing in the
 * request. Running helmet's dozen middlewares on every request, each setting its header on the raw
 * response (where Node checks it again when the reply's own headers join it), cost ~3 µs of the
 * ~45 µs a kept API read takes.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)(
    {} as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  // Helmet is synchronous for options without nonce functions; anything else would be a change
  // in it that this must not hide.
  if (!finished) throw new Error('helmet did not finish setting its headers at once');
  return headers;
}
