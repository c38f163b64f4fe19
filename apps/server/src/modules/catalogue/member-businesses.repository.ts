import { and, eq, inArray } from 'drizzle-orm';
import { businesses, userBusinesses } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

// The businesses a business manager is given (user_businesses): only these statements touch it.

/** Of these ids, the project's own businesses' (another project's are left out). */
export async function findProjectBusinessIds({ db, projectId }: TScope, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), inArray(businesses.id, ids)));
  return rows.map((row) => row.id);
}

/** The members' businesses, as (user, business) pairs, in the project. */
export async function findMemberBusinessRows({ db, projectId }: TScope, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: userBusinesses.userId, businessId: userBusinesses.businessId })
    .from(userBusinesses)
    .where(and(eq(userBusinesses.projectId, projectId), inArray(userBusinesses.userId, userIds)))
    .orderBy(userBusinesses.businessId);
}

/** Replaces a member's businesses with these (in the scope's transaction when it is one). */
export async function replaceMemberBusinesses(
  { db, projectId }: TScope,
  userId: number,
  businessIds: number[],
) {
  await db
    .delete(userBusinesses)
    .where(and(eq(userBusinesses.projectId, projectId), eq(userBusinesses.userId, userId)));
  if (businessIds.length === 0) return;
  await db
    .insert(userBusinesses)
    .values(businessIds.map((businessId) => ({ projectId, userId, businessId })));
}
