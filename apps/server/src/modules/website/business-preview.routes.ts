import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZBusinessIdParams, ZBusinessPreviewLink } from '@oc/domain/catalogue/business.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { scopeOf } from '../../plugins/require-auth';
import { createBusinessPreviewLink } from './create-business-preview-link';

/**
 * The console's preview of a business (docs/product/api.md#businesses). With the website's routes:
 * only they know the website's addresses and read the link back.
 */
export const businessPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/businesses/:businessId/preview-link',
    {
      schema: {
        tags: ['businesses'],
        description:
          'A signed address of the ordering website’s page of the business, drawn as the console’s preview (no orders) and shown though unpublished, for an hour. An archived business is 409.',
        params: ZBusinessIdParams,
        response: {
          200: okEnvelope(ZBusinessPreviewLink),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await createBusinessPreviewLink(
          scopeOf(request),
          app.env,
          app.secrets,
          request.params.businessId,
        ),
      ),
  );
};
