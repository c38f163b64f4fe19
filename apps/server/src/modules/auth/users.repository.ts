import { and, eq, inArray } from 'drizzle-orm';
import { users } from '../../db/tables/auth';
import type { TScope } from '../../lib/scope';

/** The emails of the project's users among these ids; another project's are left out. */
export async function findUserEmails({ db, projectId }: TScope, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.projectId, projectId), inArray(users.id, ids)));
}
