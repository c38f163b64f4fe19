import type { FastifyInstance } from 'fastify';
import type { TEnv } from '../../env';
import type { TCustomDomains } from './custom-domains';
import { customDomainOf } from './site-host.http';

// A served custom domain is an HTTPS address (docs/product/custom-domain.md): plain HTTP on it is
// sent to HTTPS, except the ACME challenges, which the certificate authority fetches over HTTP
// (HTTP-01 allows nothing else), also when it renews a certificate the domain already has.

const ACME_CHALLENGE = '/.well-known/acme-challenge/';

/**
 * The HTTPS address of a request on a custom domain: the same path and query on
 * `https://{domain}`, with HTTPS_PORT unless it is 443. A request target that is not a path (the
 * absolute form, `GET http://x/`) goes to the home page rather than anywhere it names.
 */
export function httpsAddressOf(httpsPort: number, domain: string, url: string): string {
  const port = httpsPort === 443 ? '' : `:${httpsPort}`;
  return `https://${domain}${port}${url.startsWith('/') ? url : '/'}`;
}

/**
 * Redirects (308: the method and body are kept) every plain-HTTP request whose host is a served
 * custom domain to HTTPS, when this server listens for HTTPS (HTTPS_PORT). The protocol is the
 * socket's, or X-Forwarded-Proto from a proxy listed in TRUST_PROXY (request.protocol).
 */
export function registerHttpsRedirect(
  app: FastifyInstance,
  env: TEnv,
  customDomains: Pick<TCustomDomains, 'isServed'>,
) {
  const httpsPort = env.HTTPS_PORT;
  if (httpsPort === undefined) return;
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') return;
    const domain = customDomainOf(request.headers.host);
    if (!customDomains.isServed(domain)) return;
    if (request.url.startsWith(ACME_CHALLENGE)) return;
    return reply.redirect(httpsAddressOf(httpsPort, domain, request.url), 308);
  });
}
