import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './account.repository';
import { deviceSummary } from './account-device';

/**
 * DELETE /api/account/sessions/{id}: ends one of the member's own sessions (its token answers 401
 * from its next request: the write empties the read cache). Another member's session answers 404,
 * as a missing one does.
 */
export async function signOutSession(
  scope: TScope,
  actor: TAuditActor,
  me: { userId: number },
  sessionId: number,
): Promise<void> {
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    const [ended] = await repo.deleteOwnSession(inTx, me.userId, sessionId);
    if (!ended) throw AppError.of(404, 'ACCOUNT_SESSION_NOT_FOUND');
    await recordAudit(inTx, actor, {
      area: 'account',
      action: 'session.signed_out',
      target: [deviceSummary(ended.userAgent), ended.ip].filter(Boolean).join(', '),
    });
  });
}
