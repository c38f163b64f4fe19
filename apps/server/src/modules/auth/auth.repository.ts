import { and, desc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts, loginKnownClients, projects, sessions, users } from '../../db/schema';
import { preparedOn } from '../../lib/prepared';

// Login happens before we know the project, so these queries are keyed by email or token hash,
// the only unscoped reads in the server.
export async function findUserByEmail(db: TDb, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

// Every authenticated request runs it: prepared once (lib/prepared.ts).
const sessionByTokenHash = preparedOn((db) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      projectId: users.projectId,
      email: users.email,
      name: users.name,
      projectCode: projects.code,
      projectName: projects.name,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(projects, eq(projects.id, users.projectId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('auth_session_by_token_hash'),
);

export async function findSessionByTokenHash(db: TDb, tokenHash: string, now: Date) {
  const rows = await sessionByTokenHash(db).execute({ tokenHash, now });
  return rows[0] ?? null;
}

export async function insertSession(
  db: TDb,
  values: { projectId: number; userId: number; tokenHash: string; expiresAt: Date },
) {
  await db.insert(sessions).values(values);
}

export async function deleteSession(db: TDb, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** How many failures match and when the latest was, over failures after `since`. */
export async function failureStats(
  db: TDb,
  by: { email: string; ip: string },
  since: Date,
): Promise<{ count: number; latest: Date | null }> {
  const rows = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<string | Date | null>`max(${loginAttempts.createdAt})`,
    })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, by.email),
        eq(loginAttempts.ip, by.ip),
        gt(loginAttempts.createdAt, since),
      ),
    );
  const row = rows[0];
  return { count: row?.count ?? 0, latest: row?.latest ? new Date(row.latest) : null };
}

/**
 * The times of the latest `limit` failures after `since` by email or by address, newest first: if
 * there are `limit` of them, the last one says when the count falls below the ceiling.
 */
export async function latestFailures(
  db: TDb,
  by: { email: string } | { ip: string },
  since: Date,
  limit: number,
): Promise<Date[]> {
  const match = 'email' in by ? eq(loginAttempts.email, by.email) : eq(loginAttempts.ip, by.ip);
  const rows = await db
    .select({ createdAt: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(and(match, gt(loginAttempts.createdAt, since)))
    .orderBy(desc(loginAttempts.createdAt))
    .limit(limit);
  return rows.map((r) => r.createdAt);
}

/**
 * Until the transaction ends, other attempts on this email wait here (inside a transaction only).
 */
export async function lockEmail(db: TDb, email: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`login:${email}`}, 0))`);
}

export async function recordFailure(db: TDb, email: string, ip: string, at: Date) {
  await db.insert(loginAttempts).values({ email, ip, createdAt: at });
}

/** Failures older than every window only fill the table. */
export async function pruneFailures(db: TDb, before: Date) {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}

/** A success from an address forgives that address's failures on this email, and no others. */
export async function clearPairFailures(db: TDb, email: string, ip: string) {
  await db
    .delete(loginAttempts)
    .where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));
}

export type TKnownClient = { kind: 'address' | 'device'; value: string };

/** Whether any of these clients logged in to the user's account after `since`. */
export async function isKnownClient(
  db: TDb,
  userId: number,
  clients: TKnownClient[],
  since: Date,
): Promise<boolean> {
  if (clients.length === 0) return false;
  const rows = await db
    .select({ id: loginKnownClients.id })
    .from(loginKnownClients)
    .where(
      and(
        eq(loginKnownClients.userId, userId),
        gt(loginKnownClients.lastSeenAt, since),
        or(
          ...clients.map((c) =>
            and(eq(loginKnownClients.kind, c.kind), eq(loginKnownClients.value, c.value)),
          ),
        ),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function rememberClients(
  db: TDb,
  user: { id: number; projectId: number },
  clients: TKnownClient[],
  at: Date,
) {
  if (clients.length === 0) return;
  await db
    .insert(loginKnownClients)
    .values(
      clients.map((c) => ({ projectId: user.projectId, userId: user.id, ...c, lastSeenAt: at })),
    )
    .onConflictDoUpdate({
      target: [loginKnownClients.userId, loginKnownClients.kind, loginKnownClients.value],
      set: { lastSeenAt: at },
    });
}

/** Drops the user's device rows that are replaced (`values`) or unseen since `before`. */
export async function forgetDevices(db: TDb, userId: number, values: string[], before: Date) {
  const stale = lt(loginKnownClients.lastSeenAt, before);
  await db
    .delete(loginKnownClients)
    .where(
      and(
        eq(loginKnownClients.userId, userId),
        values.length > 0
          ? or(
              stale,
              and(eq(loginKnownClients.kind, 'device'), inArray(loginKnownClients.value, values)),
            )
          : stale,
      ),
    );
}
