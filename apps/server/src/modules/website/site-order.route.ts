import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZOrder, ZPlaceOrderRequest } from '@oc/domain/orders/order.schema';
import { isSiteLanguage } from '@oc/domain/website/site-languages';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerWordsOf, inCustomerWords } from '../../lib/customer-words';
import { ok } from '../../lib/envelope';
import { clientOf } from '../orders/order-client';
import { OrdersThrottledError, type TOrderLimits } from '../orders/order-limits';
import { placeOrder } from '../orders/place-order';
import { keepOrderInCookie } from './orders-cookie.http';
import { SITE_HOST } from './site-host.http';
import { requireJson, throwSchemaProblems } from './site-json.http';
import type { TSiteOf } from './site-lookup.http';
import { PRIVATE } from './site-page.http';

/** An order is a few KB at most (50 lines, short fields). */
const ORDER_BODY_LIMIT = 16 * 1024;

/**
 * What of the order the schema refuses, in the language the order names; its other fields may be
 * what is wrong, its language is read as sent.
 */
async function throwInCustomerWords(request: FastifyRequest) {
  const sent = (request.body as { language?: unknown } | null)?.language;
  const say = await customerWordsOf(isSiteLanguage(sent) ? sent : 'en');
  try {
    throwSchemaProblems(request);
  } catch (error) {
    throw inCustomerWords(error, say);
  }
}

/**
 * POST /_site/orders (docs/product/website.md#orders): the checkout places an order on the site of
 * its host, within the order limits (429 with Retry-After), and the browser keeps its id. The
 * customer is told what is wrong in the language they order in (the body's `language`).
 */
export function siteOrderRoute(deps: {
  siteOf: TSiteOf;
  orderLimits: TOrderLimits;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/_site/orders',
      {
        constraints: SITE_HOST,
        bodyLimit: ORDER_BODY_LIMIT,
        onRequest: requireJson,
        attachValidation: true,
        schema: {
          hide: true,
          body: ZPlaceOrderRequest,
          response: {
            201: okEnvelope(ZOrder),
            400: ZErrorEnvelope,
            415: ZErrorEnvelope,
            429: ZErrorEnvelope,
          },
        },
      },
      async (request, reply) => {
        // The answer holds the customer's details, or refuses them. The error handler keeps
        // headers set before a throw.
        reply.header('cache-control', PRIVATE);
        const ctx = await deps.siteOf(request, reply);
        if (!ctx) return reply;
        await throwInCustomerWords(request);
        const placing = {
          client: clientOf(request.ip),
          limits: deps.orderLimits,
          log: request.log,
        };
        const order = await placeOrder(ctx, request.body, placing).catch((error) => {
          if (error instanceof OrdersThrottledError)
            reply.header('retry-after', String(error.retryAfterSeconds));
          throw error;
        });
        keepOrderInCookie(request, reply, order.id);
        return reply.status(201).send(ok(order));
      },
    );
  };
}
