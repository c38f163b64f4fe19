import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { projects, sessions, users } from '../../db/tables/auth';
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
      role: users.role,
      language: users.language,
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
