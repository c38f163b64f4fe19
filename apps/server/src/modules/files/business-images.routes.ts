import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZBusinessDetails, ZBusinessIdParams } from '@oc/domain/catalogue/business.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { readForm, WEBSITE_IMAGE_FORM, websiteImageOf } from '../../lib/multipart';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { BUSINESS_IMAGE_KINDS } from '../catalogue/set-business-image';
import { removeBusinessImage } from './remove-business-image';
import { uploadBusinessImage } from './upload-business-image';

const ZBusinessImageParams = ZBusinessIdParams.extend({
  kind: z.enum(BUSINESS_IMAGE_KINDS, { message: 'kind must be logo or header' }),
});

/**
 * A business's logo and header (docs/product/api.md#businesses). Here rather than with the other
 * business routes: only the files module knows an upload is the project's own, and it already
 * calls the catalogue.
 */
export const businessImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/businesses/:businessId/images/:kind',
    {
      schema: {
        tags: ['businesses'],
        description:
          'multipart/form-data: source_file (PNG or JPEG, at most 2 MB), crop (JSON {x, y, width, height} in pixels; optional; 1:1 for the logo). Becomes the business’s logo or header; answers the business.',
        params: ZBusinessImageParams,
        response: {
          200: okEnvelope(ZBusinessDetails),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          413: ZErrorEnvelope,
          415: ZErrorEnvelope,
        },
      },
    },
    async (request) => {
      const { businessId, kind } = request.params;
      const upload = websiteImageOf(await readForm(request, WEBSITE_IMAGE_FORM));
      return ok(
        await uploadBusinessImage(
          scopeOf(request),
          app.storage,
          businessId,
          kind,
          upload,
          auditActorOf(request),
        ),
      );
    },
  );

  app.delete(
    '/businesses/:businessId/images/:kind',
    {
      schema: {
        tags: ['businesses'],
        description: 'The business no longer has a logo or header; answers the business.',
        params: ZBusinessImageParams,
        response: { 200: okEnvelope(ZBusinessDetails), 400: ZErrorEnvelope, 404: ZErrorEnvelope },
      },
    },
    async (request) => {
      const { businessId, kind } = request.params;
      return ok(
        await removeBusinessImage(scopeOf(request), businessId, kind, auditActorOf(request)),
      );
    },
  );
};
