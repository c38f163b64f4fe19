import {
  okEnvelope,
  ZErrorEnvelope,
  ZLoginRequest,
  ZLoginResult,
  ZUser,
} from '@oc/domain/api.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAuth } from '../../plugins/require-auth';
import * as service from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: okEnvelope(ZLoginResult), 401: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request) => ({
      error: false as const,
      result: await service.login(app.db, request.body, request.ip),
    }),
  );

  app.post(
    '/auth/logout',
    { onRequest: requireAuth, schema: { tags: ['auth'], response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      if (request.auth) await service.logout(app.db, request.auth);
      return { error: false as const, result: null };
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireAuth, schema: { tags: ['auth'], response: { 200: okEnvelope(ZUser) } } },
    async (request) => ({ error: false as const, result: authOf(request).user }),
  );
};
