import type { TDb } from '../../db/client';
import { readCachesOf } from '../../lib/read-cache';
import type { TAuth } from '../../plugins/require-auth';
import * as repo from './auth.repository';
import { hashToken } from './token-hash';

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
