import type { TPasswordChange } from '@oc/domain/account/account.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './account.repository';
import * as attempts from './login-attempts.repository';
import { LoginThrottledError, PAIR_WINDOW_HOURS } from './login-limits';
import { waitSeconds } from './login-wait';
import { hashPassword, verifyPassword } from './passwords';

/**
 * POST /api/account/password: the member's current password, then the new one. A wrong current
 * password counts as a failed login does (docs/decisions/002-login-rate-limit-in-database.md), so
 * a session left open on someone else's screen is no way round the login limits to guess it. Every
 * other session of the member ends; this one stays.
 */
export async function changePassword(
  scope: TScope,
  actor: TAuditActor,
  me: { userId: number; sessionId: number },
  input: TPasswordChange,
  ip: string,
): Promise<void> {
  const member = await repo.findMember(scope, me.userId);
  if (!member) throw AppError.of(401, 'PLEASE_LOG_IN');
  // As at login: checked and recorded as a failure in one step per email, before the slow check.
  await scope.db.transaction(async (tx) => {
    const txDb = tx as unknown as TDb;
    await attempts.lockEmail(txDb, member.email);
    const checkedAt = new Date();
    const client = { ip, deviceToken: null };
    const wait = await waitSeconds(txDb, member.email, client, member, checkedAt);
    if (wait > 0) throw new LoginThrottledError(wait);
    await attempts.recordFailure(txDb, member.email, ip, checkedAt);
  });
  if (!(await verifyPassword(member, input.current_password))) {
    await attempts.pruneFailures(scope.db, new Date(Date.now() - PAIR_WINDOW_HOURS * 3_600_000));
    throw AppError.of(400, 'ACCOUNT_CURRENT_PASSWORD_WRONG');
  }
  await attempts.clearPairFailures(scope.db, member.email, ip);
  const passwordHash = await hashPassword(input.new_password);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.setPasswordHash(inTx, member.id, passwordHash);
    await repo.deleteSessionsOf(inTx, member.id, me.sessionId);
    await recordAudit(inTx, actor, {
      area: 'account',
      action: 'password.changed',
      target: member.email,
    });
  });
}
