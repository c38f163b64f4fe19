import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZAppIdParams } from '@oc/domain/api/ids.schema';
import { ZApp } from '@oc/domain/apps/app.schema';
import { ZProductListItem } from '@oc/domain/products/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { scopeOf } from '../../plugins/require-auth';
import * as service from './products.service';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products',
    { schema: { tags: ['products'], response: { 200: okEnvelope(z.array(ZProductListItem)) } } },
    async (request) => ({
      error: false as const,
      result: await service.listProducts(scopeOf(request)),
    }),
  );

  app.get(
    '/builder/apps/:appId',
    {
      schema: {
        tags: ['products'],
        params: ZAppIdParams,
        response: { 200: okEnvelope(ZApp), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await service.getApp(scopeOf(request), request.params.appId),
    }),
  );
};
