import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import {
  ZBusinessCreate,
  ZBusinessDetails,
  ZBusinessIdParams,
  ZBusinessUpdate,
} from '@oc/domain/catalogue/business.schema';
import { ZBusinessesQuery, ZBusinessPage, ZFranchise } from '@oc/domain/catalogue/catalogue.schema';
import { ZConfigs, ZConfigurations } from '@oc/domain/projects/configs.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { throwRequestProblems } from '../../lib/validation-issues';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { archiveBusiness } from './archive-business';
import { createBusiness } from './create-business';
import { getBusiness } from './get-business';
import { getConfigs } from './get-configs';
import { getConfigurations } from './get-configurations';
import { listFranchises } from './list-franchises';
import { restoreBusiness } from './restore-business';
import { searchBusinesses } from './search-businesses';
import { updateBusiness } from './update-business';

const BUSINESS_TAGS = ['businesses'];
/**
 * What changes the project's set of businesses (a new one, one archived or back) and its
 * franchises: an owner's or an admin's, never a business manager's, who edits only their own.
 */
const PROJECT_WIDE = { area: 'businesses', wholeProject: true } as const;
const errors = (...statuses: (400 | 404 | 409)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ZErrorEnvelope]));

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/businesses',
    {
      schema: {
        tags: ['lists'],
        description:
          'A page of the project’s businesses by name: the active ones (status=active, the default) or the archived ones (status=archived). Unpublished businesses are listed.',
        querystring: ZBusinessesQuery,
        response: { 200: okEnvelope(ZBusinessPage) },
      },
    },
    async (request) => ok(await searchBusinesses(scopeOf(request), request.query)),
  );
  app.get(
    '/franchises',
    {
      config: PROJECT_WIDE,
      schema: { tags: ['lists'], response: { 200: okEnvelope(z.array(ZFranchise)) } },
    },
    async (request) => ok(await listFranchises(scopeOf(request))),
  );
  app.get(
    '/configs',
    { schema: { tags: ['lists'], response: { 200: okEnvelope(ZConfigs) } } },
    async (request) => ok(await getConfigs(scopeOf(request))),
  );
  app.get(
    '/configurations',
    { schema: { tags: ['lists'], response: { 200: okEnvelope(ZConfigurations) } } },
    async (request) => ok(await getConfigurations(scopeOf(request))),
  );

  // The owner's businesses (docs/product/api.md#businesses): every field problem is one 400 with
  // all its messages; another project's business is 404 like a missing one.
  app.get(
    '/businesses/:businessId',
    {
      attachValidation: true,
      schema: {
        tags: BUSINESS_TAGS,
        summary: 'A business',
        description: 'Every field of the business, archived or not.',
        params: ZBusinessIdParams,
        response: { 200: okEnvelope(ZBusinessDetails), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(await getBusiness(scopeOf(request), request.params.businessId));
    },
  );

  app.post(
    '/businesses',
    {
      config: PROJECT_WIDE,
      attachValidation: true,
      schema: {
        tags: BUSINESS_TAGS,
        summary: 'Create a business',
        description:
          'Only the name is required. Without a slug one is made from the name (-2, -3… when taken); a slug given that another business uses, now or as an old slug, is 409. A franchise of another project is 400. Defaults: time zone UTC, delivery and pickup, published. Answers 201 with the business.',
        body: ZBusinessCreate,
        response: { 201: okEnvelope(ZBusinessDetails), ...errors(400, 409) },
      },
    },
    async (request, reply) => {
      throwRequestProblems(request);
      return reply
        .status(201)
        .send(ok(await createBusiness(scopeOf(request), request.body, auditActorOf(request))));
    },
  );

  app.patch(
    '/businesses/:businessId',
    {
      attachValidation: true,
      schema: {
        tags: BUSINESS_TAGS,
        summary: 'Edit a business',
        description:
          'Only the fields sent change. A new slug keeps the old one leading to the business (for the website); taking back an old slug of the same business is allowed, another business’s (now or old) is 409.',
        params: ZBusinessIdParams,
        body: ZBusinessUpdate,
        response: { 200: okEnvelope(ZBusinessDetails), ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await updateBusiness(
          scopeOf(request),
          request.params.businessId,
          request.body,
          auditActorOf(request),
        ),
      );
    },
  );

  app.post(
    '/businesses/:businessId/archive',
    {
      config: PROJECT_WIDE,
      attachValidation: true,
      schema: {
        tags: BUSINESS_TAGS,
        summary: 'Archive a business',
        description:
          'It leaves the website and the business pickers (GET /api/businesses); its orders are kept. Archiving an archived business changes nothing.',
        params: ZBusinessIdParams,
        response: { 200: okEnvelope(ZBusinessDetails), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await archiveBusiness(scopeOf(request), request.params.businessId, auditActorOf(request)),
      );
    },
  );

  app.post(
    '/businesses/:businessId/restore',
    {
      config: PROJECT_WIDE,
      attachValidation: true,
      schema: {
        tags: BUSINESS_TAGS,
        summary: 'Restore an archived business',
        params: ZBusinessIdParams,
        response: { 200: okEnvelope(ZBusinessDetails), ...errors(400, 404) },
      },
    },
    async (request) => {
      throwRequestProblems(request);
      return ok(
        await restoreBusiness(scopeOf(request), request.params.businessId, auditActorOf(request)),
      );
    },
  );
};
