import type { FastifyRequest } from 'fastify';
import { authOf } from '../../plugins/require-auth';
import type { TAuditActor } from './record-audit';

/** The member behind a request (behind requireAuth) and the address it came from. */
export function auditActorOf(request: FastifyRequest): TAuditActor {
  const { user } = authOf(request);
  return { userId: user.id, name: user.name, email: user.email, ip: request.ip ?? null };
}
