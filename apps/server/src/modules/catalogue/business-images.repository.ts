import { and, eq } from 'drizzle-orm';
import { businesses } from '../../db/tables/catalogue';
import type { TScope } from '../../lib/scope';

/** Sets or clears one image of a business; false when the project has no such business. */
export async function setBusinessImageColumn(
  { db, projectId }: TScope,
  businessId: number,
  kind: 'logo' | 'header',
  url: string | null,
) {
  const rows = await db
    .update(businesses)
    .set({ ...(kind === 'logo' ? { logo: url } : { header: url }), updatedAt: new Date() })
    .where(and(eq(businesses.projectId, projectId), eq(businesses.id, businessId)))
    .returning({ id: businesses.id });
  return rows.length > 0;
}
