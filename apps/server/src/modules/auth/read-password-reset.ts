import type { TResetPreview } from '@oc/domain/account/account.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './account.repository';
import { hashToken } from './token-hash';

/** The reset link of a token if it still works; refused in words otherwise (404 or 410). */
export async function usableReset(db: TDb, token: string, now: Date) {
  const reset = await repo.findPasswordReset(db, hashToken(token));
  if (!reset) throw AppError.of(404, 'ACCOUNT_RESET_UNKNOWN');
  if (reset.usedAt) throw AppError.of(410, 'ACCOUNT_RESET_USED');
  if (reset.expiresAt <= now) throw AppError.of(410, 'ACCOUNT_RESET_EXPIRED');
  return reset;
}

/** GET /api/password-resets/{token}: whose password the link sets, for the reset page. */
export async function readPasswordReset(db: TDb, token: string): Promise<TResetPreview> {
  const reset = await usableReset(db, token, new Date());
  return {
    project: reset.project,
    name: reset.name,
    email: reset.email,
    expires_at: reset.expiresAt.toISOString(),
  };
}
