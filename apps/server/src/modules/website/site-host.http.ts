import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { TEnv } from '../../env';
import type { TCustomDomains } from './custom-domains';

// Which requests are a website's (docs/decisions/012-website-serving.md): the host, lower-cased
// and without its port, is one label under PLATFORM_DOMAIN, or a custom domain some site has proven
// (docs/decisions/016-custom-domain-serving.md), and in either case not the console's own host
// (PUBLIC_URL's), whatever the sites say. Everything else (localhost, addresses, names nobody
// proved) stays the console and its API.

/** A host name's first label as DNS allows it: letters, digits, inner hyphens, 63 at most. */
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** The website label of a Host header (`demo` of `Demo.localhost:8080`), or null for the console. */
export function siteLabelOf(env: TEnv, host: string | undefined): string | null {
  if (!host) return null;
  const name = host.trim().toLowerCase().replace(/:\d*$/, '');
  const suffix = `.${env.PLATFORM_DOMAIN.toLowerCase()}`;
  if (!name.endsWith(suffix)) return null;
  if (isConsoleHost(env, name)) return null;
  const label = name.slice(0, -suffix.length);
  return LABEL.test(label) ? label : null;
}

/** The console's own host name (PUBLIC_URL's), which no website may take. */
const consoleHostOf = (env: TEnv) =>
  env.PUBLIC_URL ? new URL(env.PUBLIC_URL).hostname.toLowerCase() : null;

const isConsoleHost = (env: TEnv, name: string) => name === consoleHostOf(env);

/**
 * A Host header as a custom domain is stored: lower case, without its port or the final dot of a
 * fully qualified name (`Order.Example.com.:443` is `order.example.com`); '' when absent.
 */
export function customDomainOf(host: string | undefined): string {
  if (!host) return '';
  return host.trim().toLowerCase().replace(/:\d*$/, '').replace(/\.$/, '');
}

/** The route constraint the website's routes carry: matched only on a website's host. */
export const SITE_HOST = { siteHost: 'site' } as const;

/**
 * A find-my-way constraint strategy: requests to a website host (a default one or a custom domain
 * in `customDomains`) derive `site`, so only the website's
 * routes (constrained by SITE_HOST) and the unconstrained ones (/api, /files) match there; other
 * hosts derive nothing and never reach a website route, so the console's not-found handler still
 * serves the console.
 */
type TStrategy = NonNullable<
  NonNullable<FastifyServerOptions['routerOptions']>['constraints']
>[string];
type THandler = NonNullable<ReturnType<ReturnType<TStrategy['storage']>['get']>>;

export function siteHostStrategy(
  env: TEnv,
  customDomains: Pick<TCustomDomains, 'isClaimed'>,
): TStrategy {
  return {
    name: 'siteHost',
    storage() {
      const handlers = new Map<string, THandler>();
      return {
        get: (value: string) => handlers.get(value) ?? null,
        set: (value: string, handler: THandler) => {
          handlers.set(value, handler);
        },
      };
    },
    // Undefined derives nothing, as find-my-way's own version strategy does without the header;
    // its types ask for a string only. A proven custom domain is a website's host (a pre-issued
    // one shows the no-website page until its certificate is issued); a request that proved
    // nothing routes nothing, and the console's own host is never a website's.
    deriveConstraint: (request: IncomingMessage) => {
      const host = request.headers.host;
      if (siteLabelOf(env, host) !== null) return 'site';
      const name = customDomainOf(host);
      const site = customDomains.isClaimed(name) && !isConsoleHost(env, name);
      return (site ? 'site' : undefined) as string;
    },
    mustMatchWhenDerived: false,
    validate(value: unknown) {
      if (value !== 'site') throw new Error('siteHost takes only "site"');
    },
  };
}
