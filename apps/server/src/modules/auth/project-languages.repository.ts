import { eq } from 'drizzle-orm';
import { projects } from '../../db/tables/auth';
import type { TScope } from '../../lib/scope';

/** The languages of the project's websites that have none of their own, as stored. */
export async function findProjectLanguages({ db, projectId }: TScope): Promise<unknown> {
  const rows = await db
    .select({ languages: projects.languages })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return rows[0]?.languages ?? null;
}

export async function updateProjectLanguages({ db, projectId }: TScope, languages: string[]) {
  await db.update(projects).set({ languages }).where(eq(projects.id, projectId));
}
