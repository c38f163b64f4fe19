import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZOrderTimes, ZOrderTimesQuery } from '@oc/domain/orders/order-times.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { customerWordsOf } from '../../lib/customer-words';
import { ok } from '../../lib/envelope';
import { SITE_HOST } from './site-host.http';
import { throwSchemaProblems } from './site-json.http';
import type { TSiteOf } from './site-lookup.http';
import { siteOrderTimes } from './site-order-times';

/**
 * GET /_site/order-times?business=…&type=…&language=… (docs/product/website.md#checkout): the
 * checkout's times for an order, worked out at the moment of the request, so never kept by a
 * cache, in the checkout's language (English when absent or not one of the website's four).
 */
export function siteOrderTimesRoute(deps: { siteOf: TSiteOf }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/_site/order-times',
      {
        constraints: SITE_HOST,
        attachValidation: true,
        schema: {
          hide: true,
          querystring: ZOrderTimesQuery,
          response: { 200: okEnvelope(ZOrderTimes), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const ctx = await deps.siteOf(request, reply);
        if (!ctx) return reply;
        throwSchemaProblems(request);
        const { business, type, language } = request.query;
        const say = await customerWordsOf(language);
        const times = await siteOrderTimes(ctx, business, type, new Date(), language, say);
        if (!times)
          throw new AppError(404, [
            say({ key: 'ORDER_BUSINESS_NOT_ON_SITE', values: { slug: business } }),
          ]);
        return reply.send(ok(times));
      },
    );
  };
}
