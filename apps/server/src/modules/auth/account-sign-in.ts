import type { TDb } from '../../db/client';
import * as repo from './account.repository';

/** The most of a User-Agent header kept: enough for any real browser's, not a stranger's essay. */
const USER_AGENT_MAX = 300;

/**
 * Keeps where a new session was signed in from (its browser and address, for the member's list of
 * sessions: docs/product/account.md#sessions) and when the member last signed in.
 */
export async function recordSignIn(
  db: TDb,
  signIn: { tokenHash: string; userId: number; userAgent: string | null | undefined; ip: string },
) {
  const userAgent = signIn.userAgent?.trim().slice(0, USER_AGENT_MAX) || null;
  await repo.recordSignIn(db, { ...signIn, userAgent, at: new Date() });
}
