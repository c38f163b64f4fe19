import type { TUser } from '@oc/domain/auth/auth.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client';
import { AppError } from '../lib/app-error';
import type { TScope } from '../lib/scope';

/** Who is calling: their session, user and project. */
export type TAuth = { sessionId: number; userId: number; projectId: number; user: TUser };

/** The session of a bearer token, or null: the auth module's, handed in where the hook is made. */
export type TAuthenticate = (db: TDb, token: string) => Promise<TAuth | null>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

/**
 * The onRequest hook for every protected route: a valid bearer token or 401. The session lookup is
 * passed in (app.ts, auth.routes.ts), so this plugin never imports a module.
 */
export function requireAuthWith(authenticate: TAuthenticate) {
  return async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
    const header = request.headers.authorization ?? '';
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
    const auth = match?.[1] ? await authenticate(request.server.db, match[1]) : null;
    if (!auth) throw AppError.of(401, 'PLEASE_LOG_IN');
    request.auth = auth;
  };
}

/** The caller's session; only valid behind requireAuth. */
export function authOf(request: FastifyRequest): TAuth {
  if (!request.auth) throw AppError.of(401, 'PLEASE_LOG_IN');
  return request.auth;
}

/** The caller's project scope; only valid behind requireAuth. */
export function scopeOf(request: FastifyRequest): TScope {
  return { db: request.server.db, projectId: authOf(request).projectId };
}
