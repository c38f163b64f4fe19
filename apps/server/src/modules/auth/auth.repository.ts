import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { loginAttempts, projects, sessions, users } from '../../db/schema';

// Login happens before we know the project, so these queries are keyed by email or token hash,
// the only unscoped reads in the server.
export async function findUserByEmail(db: TDb, email: string) {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findSessionByTokenHash(db: TDb, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      projectId: users.projectId,
      email: users.email,
      name: users.name,
      projectCode: projects.code,
      projectName: projects.name,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(projects, eq(projects.id, users.projectId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
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

export async function countRecentFailures(
  db: TDb,
  by: { email: string } | { ip: string },
  since: Date,
) {
  const where =
    'email' in by
      ? and(eq(loginAttempts.email, by.email), gt(loginAttempts.createdAt, since))
      : and(eq(loginAttempts.ip, by.ip), gt(loginAttempts.createdAt, since));
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(loginAttempts).where(where);
  return rows[0]?.n ?? 0;
}

export async function recordFailure(db: TDb, email: string, ip: string) {
  await db.insert(loginAttempts).values({ email, ip });
}

export async function clearFailures(db: TDb, email: string) {
  await db.delete(loginAttempts).where(eq(loginAttempts.email, email));
}
