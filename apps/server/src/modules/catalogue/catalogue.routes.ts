import { okEnvelope } from '@oc/domain/api/envelope.schema';
import { ZBusinessesQuery, ZBusinessPage, ZFranchise } from '@oc/domain/catalogue/catalogue.schema';
import { ZConfigs, ZConfigurations } from '@oc/domain/projects/configs.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { scopeOf } from '../../plugins/require-auth';
import { getConfigs } from './get-configs';
import { getConfigurations } from './get-configurations';
import { listFranchises } from './list-franchises';
import { searchBusinesses } from './search-businesses';

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/businesses',
    {
      schema: {
        tags: ['lists'],
        querystring: ZBusinessesQuery,
        response: { 200: okEnvelope(ZBusinessPage) },
      },
    },
    async (request) => ok(await searchBusinesses(scopeOf(request), request.query)),
  );
  app.get(
    '/franchises',
    { schema: { tags: ['lists'], response: { 200: okEnvelope(z.array(ZFranchise)) } } },
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
};
