import { and, asc, desc, eq } from 'drizzle-orm';
import { apps, baseActions, baseConstants, bases, builds, builtApps } from '../../db/schema';
import type { TScope } from '../../lib/scope';

// Every query is scoped by the caller's project and, below an app, by the app in the URL, so a
// constant or action of another app (or another project) is simply not found.

export type TConstantRow = typeof baseConstants.$inferSelect;
export type TActionRow = typeof baseActions.$inferSelect;

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

export async function findAppDetails({ db, projectId }: TScope, appId: number) {
  const byApp = <T extends { projectId: unknown; appId: unknown }>(t: T) =>
    // biome-ignore lint/suspicious/noExplicitAny: column types differ per table
    and(eq(t.projectId as any, projectId), eq(t.appId as any, appId));
  const [constants, actions, buildRows, built] = await Promise.all([
    db
      .select()
      .from(baseConstants)
      .where(byApp(baseConstants))
      .orderBy(asc(baseConstants.position), asc(baseConstants.id)),
    db
      .select()
      .from(baseActions)
      .where(byApp(baseActions))
      .orderBy(asc(baseActions.position), asc(baseActions.id)),
    db.select().from(builds).where(byApp(builds)).orderBy(desc(builds.updatedAt), desc(builds.id)),
    db.select().from(builtApps).where(byApp(builtApps)).orderBy(desc(builtApps.createdAt)),
  ]);
  return { constants, actions, builds: buildRows, built };
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

export async function findConstant(
  { db, projectId }: TScope,
  appId: number,
  constantId: number,
): Promise<TConstantRow | null> {
  const rows = await db
    .select()
    .from(baseConstants)
    .where(
      and(
        eq(baseConstants.projectId, projectId),
        eq(baseConstants.appId, appId),
        eq(baseConstants.id, constantId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function updateConstantValue(
  { db, projectId }: TScope,
  constant: TConstantRow,
  value: string | null,
): Promise<TConstantRow | null> {
  const rows = await db
    .update(baseConstants)
    .set({ value })
    .where(and(eq(baseConstants.projectId, projectId), eq(baseConstants.id, constant.id)))
    .returning();
  return rows[0] ?? null;
}

export async function findAction(
  { db, projectId }: TScope,
  appId: number,
  actionId: number,
): Promise<TActionRow | null> {
  const rows = await db
    .select()
    .from(baseActions)
    .where(
      and(
        eq(baseActions.projectId, projectId),
        eq(baseActions.appId, appId),
        eq(baseActions.id, actionId),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function updateAction(
  { db, projectId }: TScope,
  action: TActionRow,
  values: { textContent: string } | { publicUrl: string },
): Promise<TActionRow | null> {
  const rows = await db
    .update(baseActions)
    .set(values)
    .where(and(eq(baseActions.projectId, projectId), eq(baseActions.id, action.id)))
    .returning();
  return rows[0] ?? null;
}
