import { and, eq } from 'drizzle-orm';
import { businesses } from '../../db/tables/catalogue';
import { inScopeBusinesses, type TScope } from '../../lib/scope';

/**
 * Sets or clears one image of a business; false when the project has no such business, or it is
 * not one of the caller's (a business manager's scope).
 */
export async function setBusinessImageColumn(
  scope: TScope,
  businessId: number,
  kind: 'logo' | 'header',
  url: string | null,
) {
  const rows = await scope.db
    .update(businesses)
    .set({ ...(kind === 'logo' ? { logo: url } : { header: url }), updatedAt: new Date() })
    .where(
      and(
        eq(businesses.projectId, scope.projectId),
        eq(businesses.id, businessId),
        inScopeBusinesses(scope, businesses.id),
      ),
    )
    .returning({ id: businesses.id });
  return rows.length > 0;
}
