import { and, asc, eq } from 'drizzle-orm';
import { baseActions, baseConstants } from '../../db/tables/apps';
import type { TScope } from '../../lib/scope';

// An app's constants and actions. Every query is scoped by the caller's project and by the app in
// the URL, so a constant or action of another app (or another project) is simply not found.

export type TConstantRow = typeof baseConstants.$inferSelect;
export type TActionRow = typeof baseActions.$inferSelect;

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
