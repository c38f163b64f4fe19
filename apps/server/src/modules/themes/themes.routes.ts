import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZSaveThemeRequest, ZTheme } from '@oc/domain/themes/theme.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import {
  readForm,
  WEBSITE_IMAGE_FORM,
  WEBSITE_IMAGE_UPLOAD,
  websiteImageOf,
} from '../../lib/multipart';
import { scopeOf } from '../../plugins/require-auth';
import { auditActorOf } from '../audit/audit-actor.http';
import { getAppTheme } from './get-app-theme';
import { getSiteTheme } from './get-site-theme';
import { saveAppTheme } from './save-app-theme';
import { saveSiteTheme } from './save-site-theme';
import { uploadAppImage } from './upload-app-image';

const THEME_RESPONSES = {
  200: okEnvelope(ZTheme),
  400: ZErrorEnvelope,
  404: ZErrorEnvelope,
  409: ZErrorEnvelope,
};

/**
 * Website themes and the Advanced settings theme of the kiosk and franchises apps
 * (docs/decisions/005-app-themes.md).
 */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/sites/:id/theme',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        response: { 200: okEnvelope(ZTheme), 404: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getSiteTheme(scopeOf(request), request.params.id)),
  );

  app.patch(
    '/sites/:id/theme',
    {
      schema: {
        tags: ['sites'],
        params: ZIdParams,
        body: ZSaveThemeRequest,
        response: THEME_RESPONSES,
      },
    },
    async (request) =>
      ok(
        await saveSiteTheme(
          scopeOf(request),
          request.params.id,
          request.body,
          auditActorOf(request),
        ),
      ),
  );

  app.get(
    '/apps/:id/theme',
    {
      // The app's settings (the apps area), though saved as a website's theme is.
      config: { area: 'apps' },
      schema: {
        tags: ['products'],
        params: ZIdParams,
        response: { 200: okEnvelope(ZTheme), 404: ZErrorEnvelope },
      },
    },
    async (request) => ok(await getAppTheme(scopeOf(request), request.params.id)),
  );

  app.patch(
    '/apps/:id/theme',
    {
      config: { area: 'apps' },
      schema: {
        tags: ['products'],
        description:
          'Saves the changed paths only; each must be an Advanced setting editable in the app’s mode.',
        params: ZIdParams,
        body: ZSaveThemeRequest,
        response: THEME_RESPONSES,
      },
    },
    async (request) =>
      ok(
        await saveAppTheme(
          scopeOf(request),
          request.params.id,
          request.body,
          auditActorOf(request),
        ),
      ),
  );

  app.post(
    '/apps/:id/images',
    {
      config: { area: 'apps' },
      schema: {
        tags: ['products'],
        description: `${WEBSITE_IMAGE_UPLOAD.form} (the path of an Advanced image setting editable in the app’s mode).`,
        params: ZIdParams,
        response: WEBSITE_IMAGE_UPLOAD.response,
      },
    },
    async (request) => {
      const upload = websiteImageOf(await readForm(request, WEBSITE_IMAGE_FORM));
      return ok(await uploadAppImage(scopeOf(request), app.storage, request.params.id, upload));
    },
  );
};
