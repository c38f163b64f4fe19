import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZDomainStatus, ZRequestDomainRequest } from '@oc/domain/domains/custom-domain.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { cancelDomainRequest } from './cancel-domain-request';
import { checkDomainDns } from './check-domain-dns';
import { getDomainStatus } from './get-domain-status';
import { requestDomain } from './request-domain';

const TAGS = ['custom domain'];
const errors = (...statuses: (400 | 404 | 409)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

const REQUEST_DESCRIPTION = [
  'Requests a custom domain for the ordering or franchise website (docs/product/custom-domain.md).',
  'The domain is trimmed and stored in lower case. Field problems are 400 together, in the catalogue’s words: the Google Maps API key is required unless the project’s configuration has one (sent, it is saved there), the domain is required and must be a valid host name.',
  'A domain of the platform itself, the console’s own host (PUBLIC_URL’s, or the one this request came to) and the dashboard site are 400; a server that cannot serve certificates (no HTTPS_PORT), a request while one is in progress, or a domain another website has proven (its challenge passed or its certificate issued) is 409. A request that proved nothing blocks nobody.',
  'Answers the domain status: the process is pending and a job checks the DNS record, then orders the certificate.',
].join(' ');

/** A site's custom domain (docs/product/api.md#custom-domain). */
export const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  const wake = () => app.workers?.wake();

  app.get(
    '/sites/:id/domain',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Custom domain status',
        description:
          'The domain, its certificate statuses, the CNAME record to create with what DNS answered at the last check and what is wrong with it, the current request’s timeline (oldest first) and the certificate being served.',
        params: ZIdParams,
        response: { 200: okEnvelope(ZDomainStatus), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await getDomainStatus(scopeOf(request), app.env, request.params.id));
    },
  );

  app.post(
    '/sites/:id/domain',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Request a custom domain',
        description: REQUEST_DESCRIPTION,
        params: ZIdParams,
        body: ZRequestDomainRequest,
        response: { 200: okEnvelope(ZDomainStatus), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await requestDomain(
          scopeOf(request),
          app.env,
          app.workers ? wake : null,
          request.params.id,
          request.body,
          // The console's own host (behind TRUST_PROXY, the one the browser asked for).
          request.hostname,
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/sites/:id/domain/check',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Check the custom domain’s DNS now',
        description:
          'Asks DNS for the domain’s CNAME now and stores the answer; when it matches while the request is in progress, the certificate order starts at once. A DNS server that cannot answer is said in dns.problem, not an error.',
        params: ZIdParams,
        response: { 200: okEnvelope(ZDomainStatus), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await checkDomainDns(
          scopeOf(request),
          app.env,
          app.workers ? wake : null,
          request.params.id,
        ),
      );
    },
  );

  app.post(
    '/sites/:id/domain/cancel',
    {
      attachValidation: true,
      schema: {
        tags: TAGS,
        summary: 'Cancel the custom domain request',
        description:
          'Only while the request is in progress (else 409): the certificate job stops, ssl_status becomes cancelled and the process ended.',
        params: ZIdParams,
        response: { 200: okEnvelope(ZDomainStatus), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await cancelDomainRequest(
          scopeOf(request),
          app.env,
          request.params.id,
          auditActorOf(request),
        ),
      );
    },
  );
};
