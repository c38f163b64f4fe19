import type { TMemberLanguage } from '@oc/domain/account/member-language';
import { and, desc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { passwordResets, projects, sessions, users } from '../../db/tables/auth';
import type { TScope } from '../../lib/scope';

// A member's own account (docs/product/account.md): their sessions, their password and the reset
// links made for them. Every read and write is scoped by the project and, where it is the
// member's own, by the member.

/** Where a new session was signed in from, and when the member last signed in. */
export async function recordSignIn(
  db: TDb,
  signIn: { tokenHash: string; userId: number; userAgent: string | null; ip: string; at: Date },
) {
  await db
    .update(sessions)
    .set({ userAgent: signIn.userAgent, ip: signIn.ip, lastSeenAt: signIn.at })
    .where(eq(sessions.tokenHash, signIn.tokenHash));
  await db.update(users).set({ lastSignInAt: signIn.at }).where(eq(users.id, signIn.userId));
}

/**
 * Moves the session's last_seen_at to `now` if it is older than `before`; a session seen since
 * matches no row, and an UPDATE that matches none is not a write (no notification, the read cache
 * stays).
 */
export async function touchSession(db: TDb, sessionId: number, now: Date, before: Date) {
  await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(and(eq(sessions.id, sessionId), lt(sessions.lastSeenAt, before)));
}

/** The member's sessions that have not expired, the most recently used first. */
export async function listSessions({ db, projectId }: TScope, userId: number, now: Date) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.projectId, projectId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Ends one of the member's sessions; what it ended (none when it is not theirs). */
export async function deleteOwnSession({ db, projectId }: TScope, userId: number, id: number) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.projectId, projectId), eq(sessions.userId, userId), eq(sessions.id, id)))
    .returning({ userAgent: sessions.userAgent, ip: sessions.ip });
}

/** Ends every session of the member but `keep` (none kept when null). */
export async function deleteSessionsOf(
  { db, projectId }: TScope,
  userId: number,
  keep: number | null,
) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.projectId, projectId),
        eq(sessions.userId, userId),
        keep === null ? undefined : ne(sessions.id, keep),
      ),
    );
}

/** The project's member with this id, or null (another project's answers as a missing one). */
export async function findMember({ db, projectId }: TScope, userId: number) {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      role: users.role,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setPasswordHash({ db, projectId }: TScope, userId: number, hash: string) {
  await db
    .update(users)
    .set({ passwordHash: hash })
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
}

/** The member's email and chosen language, or null (another project's answers as a missing one). */
export async function findMemberLanguage({ db, projectId }: TScope, userId: number) {
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function setLanguage(
  { db, projectId }: TScope,
  userId: number,
  language: TMemberLanguage,
) {
  await db
    .update(users)
    .set({ language })
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
}

/** A new reset link for the member; the links made before it stop working (one live link each). */
export async function insertPasswordReset(
  { db, projectId }: TScope,
  values: { userId: number; tokenHash: string; createdBy: number | null; expiresAt: Date },
) {
  await db
    .delete(passwordResets)
    .where(
      and(
        eq(passwordResets.projectId, projectId),
        eq(passwordResets.userId, values.userId),
        isNull(passwordResets.usedAt),
      ),
    );
  await db.insert(passwordResets).values({ ...values, projectId });
}

// A reset link is opened before anyone is signed in, so it is found by its token's hash alone,
// like a session.
/** The link of this hash with its member and project, or null. */
export async function findPasswordReset(db: TDb, tokenHash: string) {
  const rows = await db
    .select({
      id: passwordResets.id,
      projectId: passwordResets.projectId,
      userId: passwordResets.userId,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
      email: users.email,
      name: users.name,
      project: projects.name,
    })
    .from(passwordResets)
    .innerJoin(users, eq(users.id, passwordResets.userId))
    .innerJoin(projects, eq(projects.id, passwordResets.projectId))
    .where(eq(passwordResets.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Marks the link used if it still works at `now`: of two uses at once, one wins. Whether it was
 * this one.
 */
export async function claimPasswordReset(db: TDb, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.id, id),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ id: passwordResets.id });
  return rows.length > 0;
}

/** Reset links that expired a day ago or more only fill the table. */
export async function pruneExpiredResets(db: TDb, before: Date) {
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, before));
}
