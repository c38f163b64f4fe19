import { renderNoSitePage } from '@oc/website/render';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TEnv } from '../../env';
import { findSiteByDomain } from './find-site-by-domain';
import { findSiteByLabel } from './find-site-by-label';
import { siteCsp } from './site-headers';
import { customDomainOf, siteLabelOf } from './site-host.http';
import type { TSiteContext } from './website.types';

/** The site of the request's host, or null after answering the host's 404. */
export type TSiteOf = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<TSiteContext | null>;

/** Finds the site of a request's host: a default website host, or a custom domain. */
export function siteLookup(env: TEnv): TSiteOf {
  return async (request, reply) => {
    const label = siteLabelOf(env, request.headers.host);
    // Not a default host, so a custom domain (the router sent it here): the database, not the
    // in-memory list, says whether it is served now.
    const ctx =
      label === null
        ? await findSiteByDomain(request.server.db, customDomainOf(request.headers.host))
        : await findSiteByLabel(request.server.db, label);
    if (ctx) return ctx;
    const host = request.headers.host ?? '';
    if (request.method === 'GET' || request.method === 'HEAD') {
      reply
        .status(404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', siteCsp({ thirdParty: false, frameAncestors: null }))
        .send(renderNoSitePage(host, env.PLATFORM_DOMAIN));
    } else {
      reply.status(404).send({ error: true, result: [`There is no website at ${host}.`] });
    }
    return null;
  };
}
