import { createHash, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { TLoginRequest, TLoginResult, TUser } from '@oc/domain/api.schema';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import * as repo from './auth.repository';

export const SESSION_DAYS = 30;
export const LOGIN_WINDOW_MINUTES = 15;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's minimum recommendation).
export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when the email is unknown keeps both paths equally slow, so the
// response time does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type TAuth = { sessionId: number; userId: number; projectId: number; user: TUser };

export async function login(db: TDb, input: TLoginRequest, ip: string): Promise<TLoginResult> {
  const since = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const [byEmail, byIp] = await Promise.all([
    repo.countRecentFailures(db, { email: input.email }, since),
    repo.countRecentFailures(db, { ip }, since),
  ]);
  if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
    throw AppError.of(429, 'TOO_MANY_LOGIN_ATTEMPTS', { minutes: LOGIN_WINDOW_MINUTES });
  }
  const user = await repo.findUserByEmail(db, input.email);
  dummyHash ??= hash('not-a-real-password');
  const ok = await verify(user?.passwordHash ?? (await dummyHash), input.password).catch(
    () => false,
  );
  if (!user || !ok) {
    await repo.recordFailure(db, input.email, ip);
    throw AppError.of(401, 'INVALID_EMAIL_OR_PASSWORD');
  }
  await repo.clearFailures(db, input.email);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 86_400_000);
  await repo.insertSession(db, {
    projectId: user.projectId,
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt,
  });
  const auth = await authenticate(db, token);
  if (!auth) throw new Error('session vanished right after it was created');
  return { token, expires_at: expiresAt.toISOString(), user: auth.user };
}

export async function authenticate(db: TDb, token: string): Promise<TAuth | null> {
  const row = await repo.findSessionByTokenHash(db, hashToken(token), new Date());
  if (!row) return null;
  return {
    sessionId: row.sessionId,
    userId: row.userId,
    projectId: row.projectId,
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      project: { id: row.projectId, code: row.projectCode, name: row.projectName },
    },
  };
}

export const logout = (db: TDb, auth: TAuth) => repo.deleteSession(db, auth.sessionId);
