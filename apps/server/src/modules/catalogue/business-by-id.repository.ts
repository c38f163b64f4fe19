import { and, eq } from 'drizzle-orm';
import { businesses } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

/** One of the project's businesses by id, archived or not, or null. */
export async function findBusinessById({ db, projectId }: TScope, businessId: number) {
  const rows = await db
    .select({ id: businesses.id, slug: businesses.slug, name: businesses.name })
    .from(businesses)
    .where(and(eq(businesses.projectId, projectId), eq(businesses.id, businessId)))
    .limit(1);
  return rows[0] ?? null;
}
