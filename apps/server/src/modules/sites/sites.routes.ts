import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZSite, ZUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import { ZSaveThemeRequest, ZTheme } from '@oc/domain/themes/theme.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../plugins/require-auth';
import * as service from './sites.service';
import { saveSiteTheme } from './theme-save.service';

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:id',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        response: { 200: okEnvelope(ZSite), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await service.getSite(scopeOf(request), app.env, request.params.id),
    }),
  );

  app.get(
    '/sites/:id/theme',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        response: { 200: okEnvelope(ZTheme), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await service.getTheme(scopeOf(request), request.params.id),
    }),
  );

  app.patch(
    '/sites/:id/theme',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        body: ZSaveThemeRequest,
        response: {
          200: okEnvelope(ZTheme),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      error: false as const,
      result: await saveSiteTheme(scopeOf(request), request.params.id, request.body),
    }),
  );

  app.patch(
    '/sites/:id',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        body: ZUpdateSiteRequest,
        response: { 200: okEnvelope(ZSite), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await service.updateSite(scopeOf(request), app.env, request.params.id, request.body),
    }),
  );
};
