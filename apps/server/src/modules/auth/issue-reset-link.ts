import { randomBytes } from 'node:crypto';
import { RESET_LINK_HOURS, type TResetLink } from '@oc/domain/account/account.schema';
import { mayUse } from '@oc/domain/team/roles';
import { AppError } from '../../lib/app-error';
import type { TScope } from '../../lib/scope';
import { recordAudit, type TAuditActor } from '../audit/record-audit';
import * as repo from './account.repository';
import { hashToken } from './token-hash';

/**
 * POST /api/team/members/{id}/reset-link: a single-use link that sets the member's password, valid
 * 24 hours, shown this once for the owner or admin to hand over (docs/product/account.md#reset-links).
 * Only its token's hash is kept. Only an owner makes one for an owner: otherwise an admin could
 * take over an owner's login.
 */
export async function issueResetLink(
  scope: TScope,
  actor: TAuditActor,
  memberId: number,
  origin: string,
): Promise<TResetLink> {
  // The caller's role as it is now, read from their row: a role changed a moment ago counts.
  const caller = actor.userId === null ? null : await repo.findMember(scope, actor.userId);
  if (!caller || !mayUse(caller.role, 'team')) throw AppError.of(403, 'TEAM_NO_ACCESS');
  const member = await repo.findMember(scope, memberId);
  if (!member) throw AppError.of(404, 'TEAM_MEMBER_NOT_FOUND');
  if (member.role === 'owner' && caller.role !== 'owner') {
    throw AppError.of(403, 'ACCOUNT_RESET_OWNER_BY_OWNER');
  }
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const expiresAt = new Date(now + RESET_LINK_HOURS * 3_600_000);
  await scope.db.transaction(async (tx) => {
    const inTx = { ...scope, db: tx };
    await repo.insertPasswordReset(inTx, {
      userId: member.id,
      tokenHash: hashToken(token),
      createdBy: caller.id,
      expiresAt,
    });
    await recordAudit(inTx, actor, {
      area: 'team',
      action: 'member.reset_link_issued',
      target: member.email,
      changes: { expires_at: { after: expiresAt.toISOString() } },
    });
  });
  await repo.pruneExpiredResets(scope.db, new Date(now - RESET_LINK_HOURS * 3_600_000));
  return { link: `${origin}/reset/${token}`, expires_at: expiresAt.toISOString() };
}
