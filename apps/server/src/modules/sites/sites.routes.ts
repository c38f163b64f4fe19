import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZProjectLanguagesRequest, ZSite, ZUpdateSiteRequest } from '@oc/domain/sites/site.schema';
import { SITE_IMAGE_TARGET_NAMES } from '@oc/domain/uploads/image-upload.schema';
import { SITE_LANGUAGES } from '@oc/domain/website/site-languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import {
  readForm,
  WEBSITE_IMAGE_FORM,
  WEBSITE_IMAGE_UPLOAD,
  websiteImageOf,
} from '../../lib/multipart';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { getSite } from './get-site';
import { updateProjectLanguages } from './update-project-languages';
import { updateSite } from './update-site';
import { uploadSiteImage } from './upload-site-image';

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
    async (request) => ok(await getSite(scopeOf(request), app.env, request.params.id)),
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
    async (request) =>
      ok(
        await updateSite(
          scopeOf(request),
          app.env,
          request.params.id,
          request.body,
          auditActorOf(request),
        ),
      ),
  );

  app.put(
    '/project/languages',
    {
      schema: {
        tags: ['sites'],
        description:
          'The languages of the websites that have none of their own, the default first.',
        body: ZProjectLanguagesRequest,
        response: {
          200: okEnvelope(z.object({ languages: z.array(z.enum(SITE_LANGUAGES)) })),
          400: ZErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await updateProjectLanguages(scopeOf(request), request.body, auditActorOf(request))),
  );

  app.post(
    '/sites/:id/images',
    {
      schema: {
        tags: ['sites'],
        description: `${WEBSITE_IMAGE_UPLOAD.form} (${SITE_IMAGE_TARGET_NAMES.join(', ')}, or the path of an Advanced image setting editable for the site).`,
        params: ZIdParams,
        response: WEBSITE_IMAGE_UPLOAD.response,
      },
    },
    async (request) => {
      const upload = websiteImageOf(await readForm(request, WEBSITE_IMAGE_FORM));
      return ok(await uploadSiteImage(scopeOf(request), app.storage, request.params.id, upload));
    },
  );
};
