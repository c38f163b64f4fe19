import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { invitations, projects, sessions, users } from '../../db/tables/auth';
import { isUniqueViolation } from '../../db/unique-violation';
import type { TScope } from '../../lib/scope';

// The team's statements (docs/product/team.md): the project's members (users) and their
// invitations. Every one is scoped by the project, except the two an invitation link is read by
// (the invitee is not signed in yet) and the email check (emails are unique across projects).

export type TTeamRole = (typeof users.$inferSelect)['role'];

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  role: users.role,
  lastSignInAt: users.lastSignInAt,
};

/** The project's members, oldest first. */
export async function listMembers({ db, projectId }: TScope) {
  return db
    .select(memberColumns)
    .from(users)
    .where(eq(users.projectId, projectId))
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** One member of the project, or null (another project's too). */
export async function findMember({ db, projectId }: TScope, userId: number) {
  const rows = await db
    .select(memberColumns)
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The project's owners, locked until the transaction ends: two owners demoting or removing each
 * other at once cannot leave the project with none.
 */
export async function lockOwners({ db, projectId }: TScope) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.projectId, projectId), eq(users.role, 'owner')))
    .for('update');
  return rows.map((row) => row.id);
}

export async function updateMemberRole({ db, projectId }: TScope, userId: number, role: TTeamRole) {
  await db
    .update(users)
    .set({ role })
    .where(and(eq(users.projectId, projectId), eq(users.id, userId)));
}

/** Removes a member and ends every session of theirs (their next request is refused). */
export async function deleteMember({ db, projectId }: TScope, userId: number) {
  await db
    .delete(sessions)
    .where(and(eq(sessions.projectId, projectId), eq(sessions.userId, userId)));
  await db.delete(users).where(and(eq(users.projectId, projectId), eq(users.id, userId)));
}

/** Whether any project has a login with this email (emails are unique across projects). */
export async function emailHasLogin(db: TDb, email: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return rows.length > 0;
}

export async function findProjectName({ db, projectId }: TScope): Promise<string> {
  const rows = await db
    .select({ name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return rows[0]?.name ?? '';
}

/** The new member's id; null when the email got a login meanwhile (emails are unique). */
export async function insertUser(
  db: TDb,
  values: {
    projectId: number;
    email: string;
    name: string;
    passwordHash: string;
    role: TTeamRole;
    lastSignInAt: Date;
  },
): Promise<number | null> {
  try {
    const rows = await db.insert(users).values(values).returning({ id: users.id });
    const row = rows[0];
    if (!row) throw new Error('the new member was not written');
    return row.id;
  } catch (error) {
    // Another project's invitation to the same email was accepted a moment before.
    if (isUniqueViolation(error, 'users_email_unique')) return null;
    throw error;
  }
}

const invitationColumns = {
  id: invitations.id,
  projectId: invitations.projectId,
  email: invitations.email,
  role: invitations.role,
  businessIds: invitations.businessIds,
  invitedBy: users.name,
  sentAt: invitations.sentAt,
  expiresAt: invitations.expiresAt,
  acceptedAt: invitations.acceptedAt,
  revokedAt: invitations.revokedAt,
};

export type TInvitationRow = {
  id: number;
  projectId: number;
  email: string;
  role: TTeamRole;
  businessIds: number[];
  invitedBy: string | null;
  sentAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  revokedAt: Date | null;
};

/** The invitations neither accepted nor revoked (expired ones too: they can be sent again). */
export async function listOpenInvitations({ db, projectId }: TScope): Promise<TInvitationRow[]> {
  return db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.projectId, projectId),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .orderBy(asc(invitations.createdAt), asc(invitations.id));
}

/** One of the project's invitations neither accepted nor revoked, or null. */
export async function findOpenInvitation(
  { db, projectId }: TScope,
  id: number,
): Promise<TInvitationRow | null> {
  const rows = await db
    .select(invitationColumns)
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(
      and(
        eq(invitations.projectId, projectId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Holds the invitations of one email in the project until the transaction ends: two invitations
 * sent at once for the same email make one.
 */
export async function lockInvitationsOf({ db, projectId }: TScope, email: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`invitation:${projectId}:${email}`}, 0))`,
  );
}

/** Whether the email has an invitation of the project that still admits (unexpired, open). */
export async function hasPendingInvitation(
  { db, projectId }: TScope,
  email: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, projectId),
        eq(invitations.email, email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertInvitation(
  { db, projectId }: TScope,
  values: {
    email: string;
    role: TTeamRole;
    businessIds: number[];
    tokenHash: string;
    invitedBy: number | null;
    expiresAt: Date;
    sentAt: Date;
  },
): Promise<number> {
  const rows = await db
    .insert(invitations)
    .values({ ...values, projectId })
    .returning({ id: invitations.id });
  const row = rows[0];
  if (!row) throw new Error('the invitation was not written');
  return row.id;
}

/** A new link for an invitation: the old token's hash is replaced, so the old link stops working. */
export async function renewInvitation(
  { db, projectId }: TScope,
  id: number,
  values: { tokenHash: string; expiresAt: Date; sentAt: Date },
) {
  await db
    .update(invitations)
    .set(values)
    .where(and(eq(invitations.projectId, projectId), eq(invitations.id, id)));
}

export async function revokeInvitation({ db, projectId }: TScope, id: number, now: Date) {
  await db
    .update(invitations)
    .set({ revokedAt: now })
    .where(and(eq(invitations.projectId, projectId), eq(invitations.id, id)));
}

export async function markInvitationAccepted({ db, projectId }: TScope, id: number, now: Date) {
  await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(and(eq(invitations.projectId, projectId), eq(invitations.id, id)));
}

/**
 * The invitation a link's token opens, with its project's name and the inviter's; `lock` holds it
 * until the transaction ends, so the same link cannot be accepted twice at once.
 */
export async function findInvitationByTokenHash(
  db: TDb,
  tokenHash: string,
  { lock = false }: { lock?: boolean } = {},
) {
  const query = db
    .select({ ...invitationColumns, projectName: projects.name })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(eq(invitations.tokenHash, tokenHash))
    .limit(1);
  const rows = await (lock ? query.for('update', { of: invitations }) : query);
  return rows[0] ?? null;
}
