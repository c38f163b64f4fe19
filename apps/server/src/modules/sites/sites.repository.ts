import { and, eq } from 'drizzle-orm';
import { sites, themes } from '../../db/schema';
import type { TScope } from '../../lib/scope';

export async function findSite({ db, projectId }: TScope, siteId: number) {
  const rows = await db
    .select()
    .from(sites)
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findTheme({ db, projectId }: TScope, siteId: number) {
  const rows = await db
    .select()
    .from(themes)
    .where(and(eq(themes.projectId, projectId), eq(themes.siteId, siteId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The theme row locked for the rest of the transaction, so two saves are applied one after the other. */
export async function lockTheme({ db, projectId }: TScope, siteId: number) {
  const rows = await db
    .select()
    .from(themes)
    .where(and(eq(themes.projectId, projectId), eq(themes.siteId, siteId)))
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
) {
  const rows = await db
    .update(themes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(themes.projectId, projectId), eq(themes.id, themeId)))
    .returning();
  return rows[0] ?? null;
}

export async function updateSite(
  { db, projectId }: TScope,
  siteId: number,
  values: Partial<{ name: string; description: string; logo: string | null; image: string | null }>,
) {
  const rows = await db
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId)))
    .returning({ id: sites.id });
  return rows[0] ?? null;
}
