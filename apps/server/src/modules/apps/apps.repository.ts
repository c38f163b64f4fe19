import { and, asc, type Column, desc, eq, sql } from 'drizzle-orm';
import { apps, baseActions, baseConstants, bases, builds, builtApps } from '../../db/schema';
import { jsonRows } from '../../lib/json-rows';
import { preparedOn } from '../../lib/prepared';
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

/** An app's constants and actions in the order the console shows them (what a build packages). */
export async function findAppSettings({ db, projectId }: TScope, appId: number) {
  const [constants, actions] = await Promise.all([
    db
      .select()
      .from(baseConstants)
      .where(and(eq(baseConstants.projectId, projectId), eq(baseConstants.appId, appId)))
      .orderBy(asc(baseConstants.position), asc(baseConstants.id)),
    db
      .select()
      .from(baseActions)
      .where(and(eq(baseActions.projectId, projectId), eq(baseActions.appId, appId)))
      .orderBy(asc(baseActions.position), asc(baseActions.id)),
  ]);
  return { constants, actions };
}

/** How many of an app's builds the app object lists. */
const APP_BUILDS_SHOWN = 50;

// Each list below is the app's, in the caller's project.
const ofApp = (t: { projectId: Column; appId: Column }) =>
  and(eq(t.projectId, sql.placeholder('projectId')), eq(t.appId, sql.placeholder('appId')));

// Every app view reads it: prepared once (lib/prepared.ts).
const appRecord = preparedOn((db) =>
  db
    .select({
      app: apps,
      base: bases,
      constants: jsonRows(
        baseConstants,
        db.select().from(baseConstants).where(ofApp(baseConstants)),
        [baseConstants.position, baseConstants.id],
      ),
      actions: jsonRows(baseActions, db.select().from(baseActions).where(ofApp(baseActions)), [
        baseActions.position,
        baseActions.id,
      ]),
      // Newest first; the console shows the latest per platform, and an unfinished build (at most
      // one per platform) is always among the newest.
      builds: jsonRows(
        builds,
        db
          .select()
          .from(builds)
          .where(ofApp(builds))
          .orderBy(desc(builds.id))
          .limit(APP_BUILDS_SHOWN),
        [sql`${builds.id} desc`],
      ),
      // The newest built app of each platform, mode and file type: the one its download serves;
      // newest first.
      built: jsonRows(
        builtApps,
        db
          .selectDistinctOn([builtApps.platform, builtApps.mode, builtApps.extension])
          .from(builtApps)
          .where(ofApp(builtApps))
          .orderBy(builtApps.platform, builtApps.mode, builtApps.extension, desc(builtApps.id)),
        [sql`${builtApps.id} desc`],
      ),
    })
    .from(apps)
    .innerJoin(bases, eq(bases.id, apps.baseId))
    .where(
      and(eq(apps.projectId, sql.placeholder('projectId')), eq(apps.id, sql.placeholder('appId'))),
    )
    .limit(1)
    .prepare('apps_record'),
);

/**
 * The app with its base, constants, actions, latest builds and built apps, in one statement (the
 * lists as JSON arrays, lib/json-rows.ts), or null for another project's or an unknown id.
 */
export async function findAppRecord({ db, projectId }: TScope, appId: number) {
  const rows = await appRecord(db).execute({ projectId, appId });
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
