import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import {
  SITE_IMAGE_TARGET_NAMES,
  SITE_IMAGE_TARGETS,
  ZUploadedImage,
} from '@oc/domain/uploads/image-upload.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/app-error';
import { scopeOf } from '../../plugins/require-auth';
import { findThemedApp } from '../app-themes/app-themes.service';
import { findSite } from '../sites/sites.repository';
import {
  advancedImageTargets,
  storeUploadedImage,
  type TImageTargets,
} from './image-upload.service';

const FORM =
  'multipart/form-data: source_file (PNG or JPEG, at most 2 MB), crop (JSON {x, y, width, height} in pixels; optional), target';
const RESPONSES = {
  200: okEnvelope(ZUploadedImage),
  400: ZErrorEnvelope,
  404: ZErrorEnvelope,
  413: ZErrorEnvelope,
  415: ZErrorEnvelope,
};

/** A website's images: its Basic pickers (spec 2.3) and the Advanced image settings of its mode. */
const siteImageTargets = (kind: Parameters<typeof advancedImageTargets>[0]): TImageTargets =>
  new Map([
    ...SITE_IMAGE_TARGET_NAMES.map((name) => [name, SITE_IMAGE_TARGETS[name]] as const),
    ...advancedImageTargets(kind),
  ]);

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/sites/:id/images',
    {
      schema: {
        tags: ['sites'],
        description: `${FORM} (${SITE_IMAGE_TARGET_NAMES.join(', ')}, or the path of an Advanced image setting editable for the site).`,
        params: ZIdParams,
        response: RESPONSES,
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const site = await findSite(scope, request.params.id);
      if (!site) throw notFound();
      return {
        error: false as const,
        result: await storeUploadedImage(request, app.storage, scope, siteImageTargets(site.kind)),
      };
    },
  );

  app.post(
    '/apps/:id/images',
    {
      schema: {
        tags: ['products'],
        description: `${FORM} (the path of an Advanced image setting editable in the app’s mode).`,
        params: ZIdParams,
        response: RESPONSES,
      },
    },
    async (request) => {
      const scope = scopeOf(request);
      const themed = await findThemedApp(scope, request.params.id);
      return {
        error: false as const,
        result: await storeUploadedImage(
          request,
          app.storage,
          scope,
          advancedImageTargets(themed.code),
        ),
      };
    },
  );
};
