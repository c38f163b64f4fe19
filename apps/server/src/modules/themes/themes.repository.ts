import { and, eq } from 'drizzle-orm';
import { themes } from '../../db/tables/themes';
import type { TScope } from '../../lib/scope';
import type { TThemeKey } from './themes.types';

export type TThemeRow = typeof themes.$inferSelect;

const ownedBy = ({ projectId }: TScope, key: TThemeKey) =>
  and(
    eq(themes.projectId, projectId),
    'siteId' in key ? eq(themes.siteId, key.siteId) : eq(themes.appId, key.appId),
  );

export async function findTheme(scope: TScope, key: TThemeKey): Promise<TThemeRow | null> {
  const rows = await scope.db.select().from(themes).where(ownedBy(scope, key)).limit(1);
  return rows[0] ?? null;
}

/**
 * The theme row locked for the rest of the transaction, so two saves are applied one after the
 * other.
 */
export async function lockTheme(scope: TScope, key: TThemeKey): Promise<TThemeRow | null> {
  const rows = await scope.db
    .select()
    .from(themes)
    .where(ownedBy(scope, key))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function updateTheme(
  { db, projectId }: TScope,
  themeId: number,
  values: {
    values: Record<string, unknown>;
    version: number;
    pathVersions: Record<string, number>;
  },
): Promise<TThemeRow | null> {
  const rows = await db
    .update(themes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(themes.projectId, projectId), eq(themes.id, themeId)))
    .returning();
  return rows[0] ?? null;
}

/**
 * The app's theme, created first if it is missing (databases seeded before app themes existed). Two
 * first reads at once both insert; the unique app_id turns the second into a no-op, and both then
 * read the one row.
 */
export async function ensureAppTheme(
  scope: TScope,
  appId: number,
  initial: { themeId: string; values: Record<string, unknown> },
): Promise<TThemeRow | null> {
  const existing = await findTheme(scope, { appId });
  if (existing) return existing;
  await scope.db
    .insert(themes)
    .values({
      projectId: scope.projectId,
      appId,
      themeId: initial.themeId,
      structure: 'default',
      values: initial.values,
    })
    .onConflictDoNothing({ target: themes.appId });
  return findTheme(scope, { appId });
}
