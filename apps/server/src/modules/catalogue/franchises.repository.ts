import { and, asc, eq } from 'drizzle-orm';
import { franchises } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

const FRANCHISE = {
  id: franchises.id,
  slug: franchises.slug,
  name: franchises.name,
  header: franchises.header,
};

export async function listFranchises({ db, projectId }: TScope) {
  return db
    .select(FRANCHISE)
    .from(franchises)
    .where(eq(franchises.projectId, projectId))
    .orderBy(asc(franchises.name));
}

export async function hasFranchise({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select({ id: franchises.id })
    .from(franchises)
    .where(and(eq(franchises.projectId, projectId), eq(franchises.slug, slug)))
    .limit(1);
  return rows.length > 0;
}

export async function findFranchise({ db, projectId }: TScope, slug: string) {
  const rows = await db
    .select(FRANCHISE)
    .from(franchises)
    .where(and(eq(franchises.projectId, projectId), eq(franchises.slug, slug)))
    .limit(1);
  return rows[0] ?? null;
}

export async function hasFranchiseId({ db, projectId }: TScope, franchiseId: number) {
  const rows = await db
    .select({ id: franchises.id })
    .from(franchises)
    .where(and(eq(franchises.projectId, projectId), eq(franchises.id, franchiseId)))
    .limit(1);
  return rows.length > 0;
}
