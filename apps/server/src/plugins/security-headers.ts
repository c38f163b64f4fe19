import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
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
 * Security headers on every response: console, assets, API, files, docs, 404s and errors (the
 * hooks run before routing finishes, so the not-found and error handlers inherit them).
 */
export function registerSecurityHeaders(app: FastifyInstance, env: TEnv) {
  const directives = {
    ...CONSOLE_CSP,
    'frame-src': [...(CONSOLE_CSP['frame-src'] ?? []), siteOriginsSource(env)],
  };
  // Helmet itself, built once: @fastify/helmet builds a new helmet (parsing the policy again) on
  // every request, a tenth of the time a small API answer takes.
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Helmet would send it on plain HTTP too; set below from the request's protocol instead.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    // request.protocol reads X-Forwarded-Proto only from a proxy listed in TRUST_PROXY.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // Uploaded images are shown by the ordering websites and apps, which live on other origins.
    if (request.url.startsWith('/files/')) {
      reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    // Helmet checked its options when built; setting the headers cannot fail.
    setHelmetHeaders(request.raw, reply.raw, () => done());
  });
}
