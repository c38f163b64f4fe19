import { and, asc, eq } from 'drizzle-orm';
import type { TDb } from '../../db/db.types';
import { apps, bases } from '../../db/tables/apps';
import type { TScope } from '../../lib/scope';

// The products of a project and the bases they are made from. Every query is scoped by the
// caller's project, so another project's app is simply not found.

export type TAppRow = typeof apps.$inferSelect;

export async function listApps({ db, projectId }: TScope) {
  return db
    .select({ app: apps, base: bases })
    .from(apps)
    .innerJoin(bases, eq(bases.id, apps.baseId))
    .where(eq(apps.projectId, projectId))
    .orderBy(asc(apps.id));
}

export async function findApp({ db, projectId }: TScope, appId: number) {
  const rows = await db
    .select({ app: apps, base: bases })
    .from(apps)
    .innerJoin(bases, eq(bases.id, apps.baseId))
    .where(and(eq(apps.projectId, projectId), eq(apps.id, appId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAppInfo(
  { db, projectId }: TScope,
  appId: number,
  values: Partial<{ name: string; package: string; version: string; description: string }>,
) {
  await db
    .update(apps)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(apps.projectId, projectId), eq(apps.id, appId)));
}

/**
 * The project an app belongs to, for a signed download link: the link's signature is its caller's
 * authority, and names the app, so its project is the app's.
 */
export async function projectIdOfApp(db: TDb, appId: number): Promise<number | null> {
  const rows = await db
    .select({ projectId: apps.projectId })
    .from(apps)
    .where(eq(apps.id, appId))
    .limit(1);
  return rows[0]?.projectId ?? null;
}
