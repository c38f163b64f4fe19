import { ZBusinessIdParams } from '@oc/domain/catalogue/business.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  readForm,
  WEBSITE_IMAGE_FORM,
  WEBSITE_IMAGE_UPLOAD,
  websiteImageOf,
} from '../../lib/multipart';
import { scopeOf } from '../../plugins/require-auth';
import { uploadProductImage } from './upload-product-image';

/**
 * A photo for a product of a business's menu (docs/product/api.md#businesses). Only the upload is
 * here: the product dialog saves the answered address with the product, through the menu's routes,
 * which check it is the project's own file.
 */
export const productImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/businesses/:businessId/product-images',
    {
      schema: {
        tags: ['businesses'],
        description:
          'multipart/form-data: source_file (PNG or JPEG, at most 2 MB), crop (JSON {x, y, width, height} in pixels; optional, any ratio). Stored as the project’s own image for a product of this business; answers its address, to save as the product’s image. Changes no product.',
        params: ZBusinessIdParams,
        response: WEBSITE_IMAGE_UPLOAD.response,
      },
    },
    async (request) => {
      const upload = websiteImageOf(await readForm(request, WEBSITE_IMAGE_FORM));
      return ok(
        await uploadProductImage(scopeOf(request), app.storage, request.params.businessId, upload),
      );
    },
  );
};
