import { okEnvelope, ZErrorEnvelope } from '@oc/domain/api/envelope.schema';
import { ZLoginRequest, ZLoginResult, ZUser } from '@oc/domain/auth/auth.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { authOf, requireAuthWith } from '../../plugins/require-auth';
import { authenticate } from './authenticate';
import { login } from './login';
import { KNOWN_CLIENT_DAYS, LoginThrottledError } from './login-limits';
import { logout } from './logout';

/** The device cookie (docs/decisions/002-login-rate-limit-in-database.md#the-limits). */
const DEVICE_COOKIE = 'oc_device';

/** The device token from the Cookie header, if it has the shape we issue. */
function deviceTokenOf(cookieHeader: string | undefined): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === DEVICE_COOKIE && value && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

/**
 * The device cookie only ever goes back to the auth routes, never to scripts (HttpOnly) nor with a
 * request another site starts (SameSite=Strict); Secure whenever the request came over HTTPS.
 */
function deviceCookie(token: string, secure: boolean): string {
  const maxAge = KNOWN_CLIENT_DAYS * 86_400;
  const attributes = [`Max-Age=${maxAge}`, 'Path=/api/auth', 'HttpOnly', 'SameSite=Strict'];
  if (secure) attributes.push('Secure');
  return [`${DEVICE_COOKIE}=${token}`, ...attributes].join('; ');
}

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const requireAuth = requireAuthWith(authenticate);

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        body: ZLoginRequest,
        response: { 200: okEnvelope(ZLoginResult), 401: ZErrorEnvelope, 429: ZErrorEnvelope },
      },
    },
    async (request, reply) => {
      const client = {
        ip: request.ip,
        deviceToken: deviceTokenOf(request.headers.cookie),
        userAgent: request.headers['user-agent'] ?? null,
      };
      try {
        const { result, deviceToken } = await login(app.db, request.body, client);
        reply.header('set-cookie', deviceCookie(deviceToken, request.protocol === 'https'));
        return ok(result);
      } catch (error) {
        // The error handler keeps headers set before the throw.
        if (error instanceof LoginThrottledError) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    { onRequest: requireAuth, schema: { tags: ['auth'], response: { 200: okEnvelope(z.null()) } } },
    async (request) => {
      if (request.auth) await logout(app.db, request.auth);
      return ok(null);
    },
  );

  app.get(
    '/auth/me',
    { onRequest: requireAuth, schema: { tags: ['auth'], response: { 200: okEnvelope(ZUser) } } },
    async (request) => ok(authOf(request).user),
  );
};
