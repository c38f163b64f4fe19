import { seesAllBusinesses } from '@oc/domain/team/roles';
import type { TDb } from '../../db/client';
import { readCachesOf } from '../../lib/read-cache';
import type { TAuth } from '../../plugins/require-auth';
import { findMemberBusinesses } from '../catalogue/find-member-businesses';
import * as repo from './auth.repository';
import { hashToken } from './token-hash';
import { touchSession } from './touch-session';

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
  if (session) await touchSession(db, session.auth.sessionId);
  return session?.auth ?? null;
}

async function findSession(
  db: TDb,
  tokenHash: string,
): Promise<{ auth: TAuth; expiresAt: Date } | null> {
  const row = await repo.findSessionByTokenHash(db, tokenHash, new Date());
  if (!row) return null;
  // A business manager's businesses are read with the session and kept with it: a change to them
  // (or to the role) is a write, which empties the cache, so it shows on the next request.
  const businessIds = seesAllBusinesses(row.role)
    ? null
    : ((await findMemberBusinesses({ db, projectId: row.projectId }, [row.userId])).get(
        row.userId,
      ) ?? []);
  const auth: TAuth = {
    sessionId: row.sessionId,
    userId: row.userId,
    projectId: row.projectId,
    role: row.role,
    businessIds,
    user: {
      id: row.userId,
      email: row.email,
      name: row.name,
      project: { id: row.projectId, code: row.projectCode, name: row.projectName },
      role: row.role,
      business_ids: businessIds ?? [],
      language: row.language,
    },
  };
  return { auth, expiresAt: row.expiresAt };
}
