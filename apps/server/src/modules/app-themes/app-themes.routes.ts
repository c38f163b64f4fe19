import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZIdParams } from '@oc/domain/api/ids.schema';
import { ZSaveThemeRequest, ZTheme } from '@oc/domain/themes/theme.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scopeOf } from '../../plugins/require-auth';
import { getAppTheme, saveAppTheme } from './app-themes.service';

/** The Advanced settings theme of the kiosk and franchises apps (docs/decisions/005-app-themes.md). */
export const appThemeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/apps/:id/theme',
    {
      schema: {
        tags: ['products'],
        params: ZIdParams,
        response: { 200: okEnvelope(ZTheme), 404: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await getAppTheme(scopeOf(request), request.params.id),
    }),
  );

  app.patch(
    '/apps/:id/theme',
    {
      schema: {
        tags: ['products'],
        description:
          'Saves the changed paths only; each must be an Advanced setting editable in the app’s mode.',
        params: ZIdParams,
        body: ZSaveThemeRequest,
        response: {
          200: okEnvelope(ZTheme),
          400: ZErrorEnvelope,
          404: ZErrorEnvelope,
          409: ZErrorEnvelope,
        },
      },
    },
    async (request) => ({
      error: false as const,
      result: await saveAppTheme(scopeOf(request), request.params.id, request.body),
    }),
  );
};
