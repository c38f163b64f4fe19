import type { TResetUse } from '@oc/domain/account/account.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../audit/record-audit';
import * as repo from './account.repository';
import { hashPassword } from './passwords';
import { usableReset } from './read-password-reset';

/**
 * POST /api/password-resets/{token}: sets the member's password, ends every session of theirs (a
 * reset is what one asks for when a password may be known to someone else) and uses the link up.
 * Of two uses at once, one wins; the other is told the link was used.
 */
export async function usePasswordReset(
  db: TDb,
  token: string,
  input: TResetUse,
  ip: string | null,
): Promise<void> {
  const reset = await usableReset(db, token, new Date());
  const passwordHash = await hashPassword(input.new_password);
  await db.transaction(async (tx) => {
    const inTx = { db: tx as unknown as TDb, projectId: reset.projectId };
    if (!(await repo.claimPasswordReset(inTx.db, reset.id, new Date()))) {
      throw AppError.of(410, 'ACCOUNT_RESET_USED');
    }
    await repo.setPasswordHash(inTx, reset.userId, passwordHash);
    await repo.deleteSessionsOf(inTx, reset.userId, null);
    // The member themselves, signed out and holding the link, is who set it.
    const actor = { userId: reset.userId, name: reset.name, email: reset.email, ip };
    await recordAudit(inTx, actor, {
      area: 'account',
      action: 'password.reset',
      target: reset.email,
    });
  });
}
