import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';
import type { TScope } from '../lib/scope';
import { authenticate, type TAuth } from '../modules/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuth | null;
  }
}

/** onRequest hook for every protected route: a valid bearer token or 401. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(header);
  const auth = match?.[1] ? await authenticate(request.server.db, match[1]) : null;
  if (!auth) throw AppError.of(401, 'PLEASE_LOG_IN');
  request.auth = auth;
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
