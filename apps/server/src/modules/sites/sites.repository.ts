import { and, eq } from 'drizzle-orm';
import { sites } from '../../db/tables/sites';
import type { TScope } from '../../lib/scope';

export async function findSite({ db, projectId }: TScope, siteId: number) {
  const rows = await db
    .select()
    .from(sites)
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function updateSite(
  { db, projectId }: TScope,
  siteId: number,
  values: Partial<{
    name: string;
    description: string;
    logo: string | null;
    image: string | null;
    languages: string[] | null;
  }>,
) {
  const rows = await db
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sites.projectId, projectId), eq(sites.id, siteId)))
    .returning({ id: sites.id });
  return rows[0] ?? null;
}

/** The project's website of a kind (each project has one of each). */
export async function findSiteOfKind(
  { db, projectId }: TScope,
  kind: 'ordering' | 'franchise' | 'dashboard',
) {
  const rows = await db
    .select()
    .from(sites)
    .where(and(eq(sites.projectId, projectId), eq(sites.kind, kind)))
    .orderBy(sites.id)
    .limit(1);
  return rows[0] ?? null;
}
