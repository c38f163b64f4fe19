import { hash as digest, randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { TLoginRequest, TLoginResult } from '@oc/domain/auth/auth.schema';
import { formatMessage } from '@oc/domain/messages/messages';
import type { TDb } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readCachesOf } from '../../lib/read-cache';
import type { TAuth } from '../../plugins/require-auth';
import * as repo from './auth.repository';

const SESSION_DAYS = 30;

// Login limits (docs/decisions/002-login-rate-limit-in-database.md). Only failures count; a refused
// attempt is not a failure, so hammering while blocked does not move the end of the wait.
/** Failures per (email, address) pair that cost nothing: typos. */
export const PAIR_FREE_FAILURES = 3;
/** The wait after the first failure past the free ones; each further failure doubles it ... */
export const PAIR_BASE_DELAY_SECONDS = 30;
/** ... up to this. */
export const PAIR_MAX_DELAY_SECONDS = 15 * 60;
/** How long a pair's failures keep counting. */
const PAIR_WINDOW_HOURS = 24;
/** Failures from one address across all emails, per window. */
export const MAX_FAILURES_PER_ADDRESS = 30;
export const ADDRESS_WINDOW_MINUTES = 15;
/** Failures on one account from anywhere, per window; known clients are not held by it. */
export const MAX_FAILURES_PER_ACCOUNT = 20;
export const ACCOUNT_WINDOW_MINUTES = 60;
/** How long an address or device stays known after its last successful login. */
export const KNOWN_CLIENT_DAYS = 180;
export const DEVICE_COOKIE = 'oc_device';

/** 429 with how long to wait; the route turns retryAfterSeconds into Retry-After. */
export class LoginThrottledError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      429,
      retryAfterSeconds < 120
        ? [formatMessage('TOO_MANY_LOGIN_ATTEMPTS_SECONDS', { seconds: retryAfterSeconds })]
        : [
            formatMessage('TOO_MANY_LOGIN_ATTEMPTS', {
              minutes: Math.ceil(retryAfterSeconds / 60),
            }),
          ],
    );
  }
}

/** The wait a pair owes after `failures` failures, the last one included. */
export function pairDelaySeconds(failures: number): number {
  if (failures < PAIR_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - PAIR_FREE_FAILURES, 30);
  return Math.min(PAIR_BASE_DELAY_SECONDS * 2 ** doublings, PAIR_MAX_DELAY_SECONDS);
}

// argon2id with the library's defaults (m=19456 KiB, t=2, p=1: OWASP's minimum recommendation).
export const hashPassword = (password: string) => hash(password);

// Verifying against a fixed hash when the email is unknown keeps both paths equally slow, so the
// response time does not tell which emails have accounts.
let dummyHash: Promise<string> | undefined;

// crypto.hash, one call: a third of createHash().update().digest()'s time, on every request.
const hashToken = (token: string) => digest('sha256', token, 'hex');

/**
 * Who is trying: the address Fastify resolved (TRUST_PROXY decides) and the device cookie's token.
 */
export type TLoginClient = { ip: string; deviceToken: string | null };

export type TLoginOutcome = { result: TLoginResult; deviceToken: string };

const secondsUntil = (end: number, now: number) => Math.max(1, Math.ceil((end - now) / 1000));

/** The longest wait any limit asks of this client, or 0. */
async function waitSeconds(
  db: TDb,
  email: string,
  client: TLoginClient,
  user: { id: number } | null,
  now: Date,
): Promise<number> {
  const t = now.getTime();
  const addressWindow = ADDRESS_WINDOW_MINUTES * 60_000;
  const accountWindow = ACCOUNT_WINDOW_MINUTES * 60_000;
  // One after another: `db` is the login's transaction, a single connection that runs one query
  // at a time anyway (node-postgres deprecates queuing them at once on it).
  const pair = await repo.failureStats(
    db,
    { email, ip: client.ip },
    new Date(t - PAIR_WINDOW_HOURS * 3_600_000),
  );
  const byAddress = await repo.latestFailures(
    db,
    { ip: client.ip },
    new Date(t - addressWindow),
    MAX_FAILURES_PER_ADDRESS,
  );
  const byAccount = await repo.latestFailures(
    db,
    { email },
    new Date(t - accountWindow),
    MAX_FAILURES_PER_ACCOUNT,
  );
  const ends: number[] = [];
  if (pair.latest) ends.push(pair.latest.getTime() + pairDelaySeconds(pair.count) * 1000);
  // A ceiling holds until its oldest counted failure leaves the window.
  const oldestAddress = byAddress[MAX_FAILURES_PER_ADDRESS - 1];
  if (oldestAddress) ends.push(oldestAddress.getTime() + addressWindow);
  const oldestAccount = byAccount[MAX_FAILURES_PER_ACCOUNT - 1];
  if (oldestAccount && !(user && (await isKnown(db, user.id, client, now)))) {
    ends.push(oldestAccount.getTime() + accountWindow);
  }
  const end = Math.max(0, ...ends);
  return end > t ? secondsUntil(end, t) : 0;
}

function knownClientsOf(client: TLoginClient): repo.TKnownClient[] {
  const clients: repo.TKnownClient[] = [{ kind: 'address', value: client.ip }];
  if (client.deviceToken) clients.push({ kind: 'device', value: hashToken(client.deviceToken) });
  return clients;
}

const isKnown = (db: TDb, userId: number, client: TLoginClient, now: Date) =>
  repo.isKnownClient(
    db,
    userId,
    knownClientsOf(client),
    new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000),
  );

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
    await repo.lockEmail(txDb, input.email);
    const checkedAt = new Date();
    const wait = await waitSeconds(txDb, input.email, client, user, checkedAt);
    if (wait > 0) throw new LoginThrottledError(wait);
    await repo.recordFailure(txDb, input.email, client.ip, checkedAt);
  });
  dummyHash ??= hash('not-a-real-password');
  const ok = await verify(user?.passwordHash ?? (await dummyHash), input.password).catch(
    () => false,
  );
  if (!user || !ok) {
    await repo.pruneFailures(db, new Date(now.getTime() - PAIR_WINDOW_HOURS * 3_600_000));
    throw AppError.of(401, 'INVALID_EMAIL_OR_PASSWORD');
  }
  await repo.clearPairFailures(db, input.email, client.ip);
  // A fresh device token on every success: a token planted in the browser by someone else never
  // becomes known to this account.
  const deviceToken = randomBytes(32).toString('base64url');
  // The browser's previous token is replaced by this one, so one row per browser, not per login.
  await repo.forgetDevices(
    db,
    user.id,
    client.deviceToken ? [hashToken(client.deviceToken)] : [],
    new Date(now.getTime() - KNOWN_CLIENT_DAYS * 86_400_000),
  );
  await repo.rememberClients(db, user, knownClientsOf({ ip: client.ip, deviceToken }), now);
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
  return { result: { token, expires_at: expiresAt.toISOString(), user: auth.user }, deviceToken };
}

/**
 * The session of a bearer token, or null. Kept in memory until the next write to the database
 * (lib/read-cache.ts) and never past its expiry, so a logout, a new password or a removed user
 * ends it at once, as reading it again would.
 */
export async function authenticate(db: TDb, token: string): Promise<TAuth | null> {
  const tokenHash = hashToken(token);
  const cache = readCachesOf(db)?.sessions;
  const lookup = () => findSession(db, tokenHash);
  const session = cache
    ? await cache.read(tokenHash, lookup, (found) =>
        found ? found.expiresAt.getTime() - Date.now() : 0,
      )
    : await lookup();
  return session?.auth ?? null;
}

async function findSession(
  db: TDb,
  tokenHash: string,
): Promise<{ auth: TAuth; expiresAt: Date } | null> {
  const row = await repo.findSessionByTokenHash(db, tokenHash, new Date());
  if (!row) return null;
  const auth: TAuth = {
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
  return { auth, expiresAt: row.expiresAt };
}

export const logout = (db: TDb, auth: TAuth) => repo.deleteSession(db, auth.sessionId);
