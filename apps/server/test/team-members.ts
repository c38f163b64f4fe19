import type { TRole } from '@oc/domain/team/roles';
import { eq } from 'drizzle-orm';
import { userBusinesses, users } from '../src/db/schema';
import { hashPassword } from '../src/modules/auth/passwords';
import type { createTestApp } from './helpers';

type TApp = Awaited<ReturnType<typeof createTestApp>>;

/** The project of a seeded owner (demo or other), by their email. */
async function projectIdOf(t: TApp, ownerEmail: string) {
  const [owner] = await t.database.db
    .select({ projectId: users.projectId })
    .from(users)
    .where(eq(users.email, ownerEmail));
  if (!owner) throw new Error(`no user ${ownerEmail}`);
  return owner.projectId;
}

/**
 * A member of the owner's project with this role (and, for a business manager, these businesses),
 * written as the team's invitation would leave them, then signed in through the login route:
 * answers their id and session token.
 */
export async function seedMember(
  t: TApp,
  member: { ownerEmail: string; email: string; role: TRole; businessIds?: number[] },
) {
  const projectId = await projectIdOf(t, member.ownerEmail);
  const password = 'member-password-1';
  const [row] = await t.database.db
    .insert(users)
    .values({
      projectId,
      email: member.email,
      name: member.email.split('@')[0] ?? member.email,
      passwordHash: await hashPassword(password),
      role: member.role,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the member was not written');
  await setMemberBusinessIds(t, row.id, member.businessIds ?? []);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: member.email, password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return { userId: row.id, token: response.json().result.token as string };
}

/** Gives a member exactly these businesses, as the team's screens would. */
export async function setMemberBusinessIds(t: TApp, userId: number, businessIds: number[]) {
  const [user] = await t.database.db
    .select({ projectId: users.projectId })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new Error(`no user ${userId}`);
  await t.database.db.delete(userBusinesses).where(eq(userBusinesses.userId, userId));
  if (businessIds.length === 0) return;
  await t.database.db
    .insert(userBusinesses)
    .values(businessIds.map((businessId) => ({ projectId: user.projectId, userId, businessId })));
}
