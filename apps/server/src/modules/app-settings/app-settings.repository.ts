import { and, eq } from 'drizzle-orm';
import { apps, baseActions, baseConstants, businesses, files } from '../../db/schema';
import type { TScope } from '../../lib/scope';

// Every query is scoped by the caller's project and by the app in the URL, so a constant or action of
// another app (or another project) is simply not found.

export type TConstantRow = typeof baseConstants.$inferSelect;
export type TActionRow = typeof baseActions.$inferSelect;

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

export async function isBusinessOfProject({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ id: businesses.id })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.slug, slug)))
    .limit(1);
  return rows.length > 0;
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

export async function updateActionText(
  { db, projectId }: TScope,
  action: TActionRow,
  textContent: string,
): Promise<TActionRow | null> {
  const rows = await db
    .update(baseActions)
    .set({ textContent })
    .where(and(eq(baseActions.projectId, projectId), eq(baseActions.id, action.id)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Points the action at a stored file and records which project uploaded it, in one transaction (the
 * same bytes uploaded twice share one key and one files row).
 */
export async function attachStoredFile(
  scope: TScope,
  action: TActionRow,
  file: { key: string; url: string; mimeType: string; size: number; originalName: string | null },
): Promise<TActionRow | null> {
  return scope.db.transaction(async (tx) => {
    await tx
      .insert(files)
      .values({
        projectId: scope.projectId,
        key: file.key,
        mimeType: file.mimeType,
        size: file.size,
        originalName: file.originalName,
      })
      .onConflictDoNothing();
    const rows = await tx
      .update(baseActions)
      .set({ publicUrl: file.url })
      .where(and(eq(baseActions.projectId, scope.projectId), eq(baseActions.id, action.id)))
      .returning();
    return rows[0] ?? null;
  });
}
