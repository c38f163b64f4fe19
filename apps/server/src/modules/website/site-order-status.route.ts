import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZSiteOrderStatus } from '@oc/domain/orders/order.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import { siteOrderStatus } from '../orders/site-order-status';
import { SITE_HOST } from './site-host.http';
import type { TSiteOf } from './site-lookup.http';
import { PRIVATE } from './site-page.http';

/** A public id is 22 base64url characters; anything longer is no order's. */
const ZParams = z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * GET /_site/orders/{publicId}/status (docs/product/orders.md#the-customers-view): where an order
 * is now, for its confirmation page to follow without a reload. No login: the order's address is
 * its secret, as for the page itself, and the answer says nothing about who ordered. It changes
 * whenever the store moves the order, so no cache keeps it.
 */
export function siteOrderStatusRoute(deps: { siteOf: TSiteOf }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/_site/orders/:publicId/status',
      {
        constraints: SITE_HOST,
        attachValidation: true,
        schema: {
          hide: true,
          params: ZParams,
          response: { 200: okEnvelope(ZSiteOrderStatus), 404: ZErrorEnvelope },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', PRIVATE);
        const ctx = await deps.siteOf(request, reply);
        if (!ctx) return reply;
        // A malformed id is no order's, and is answered as such.
        if (request.validationError) throw notFound('ORDER_NOT_FOUND');
        const status = await siteOrderStatus(ctx.scope, ctx.siteId, request.params.publicId);
        if (!status) throw notFound('ORDER_NOT_FOUND');
        return reply.send(ok(status));
      },
    );
  };
}
