import { randomBytes } from 'node:crypto';
import type { TLoginRequest } from '@oc/domain/auth/auth.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { recordSignIn } from './account-sign-in';
import * as repo from './auth.repository';
import type { TLoginClient, TLoginOutcome } from './auth.types';
import { authenticate } from './authenticate';
import { knownClientsOf } from './known-clients';
import * as attempts from './login-attempts.repository';
import * as knownClients from './login-known-clients.repository';
import { KNOWN_CLIENT_DAYS, LoginThrottledError, PAIR_WINDOW_HOURS } from './login-limits';
import { waitSeconds } from './login-wait';
import { verifyPassword } from './passwords';
import { hashToken } from './token-hash';

const SESSION_DAYS = 30;

/** POST /api/auth/login (docs/decisions/002-login-rate-limit-in-database.md). */
export async function login(
  db: TDb,
  input: TLoginRequest,
  client: TLoginClient,
): Promise<TLoginOutcome> {
  const now = new Date();
  const user = await repo.findUserByEmail(db, input.email);
  // Checked and recorded as a failure in one step per email, before the slow password check: a
  // burst of attempts sent together is counted one by one instead of all passing an empty count.
  // A success then clears the pair's failures, this one included.
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as TDb;
    await attempts.lockEmail(txDb, input.email);
    const checkedAt = new Date();
    const wait = await waitSeconds(txDb, input.email, client, user, checkedAt);
    if (wait > 0) throw new LoginThrottledError(wait);
    await attempts.recordFailure(txDb, input.email, client.ip, checkedAt);
  });
  const ok = await verifyPassword(user, input.password);
  if (!user || !ok) {
    await attempts.pruneFailures(db, new Date(now.getTime() - PAIR_WINDOW_HOURS * 3_600_000));
    throw AppError.of(401, 'INVALID_EMAIL_OR_PASSWORD');
  }
  await attempts.clearPairFailures(db, input.email, client.ip);
  // A fresh device token on every success: a token planted in the browser by someone else never
  // becomes known to this account.
  const deviceToken = randomBytes(32).toString('base64url');
  // The browser's previous token is replaced by this one, so one row per browser, not per login.
  await knownClients.forgetDevices(
    db,
    user.id,
    client.deviceToken ? [hashToken(client.deviceToken)] : [],
    new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000),
  );
  await knownClients.rememberClients(db, user, knownClientsOf({ ip: client.ip, deviceToken }), now);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await repo.insertSession(db, {
    projectId: user.projectId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  await recordSignIn(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    userAgent: client.userAgent,
    ip: client.ip,
  });
  const auth = await authenticate(db, token);
  if (!auth) throw new Error('session vanished right after it was created');
  return { result: { token, expires_at: expiresAt.toISOString(), user: auth.user }, deviceToken };
}
