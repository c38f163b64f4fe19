import { and, eq, notExists, sql } from 'drizzle-orm';
import { menuCategories, menuProducts } from '../../db/tables/menus';
import { inScopeBusinesses, type TScope } from '../../lib/scope';

/** A category by id, of one of the businesses the scope reaches (a business manager: theirs). */
const byId = (scope: TScope, categoryId: number) =>
  and(
    eq(menuCategories.projectId, scope.projectId),
    eq(menuCategories.id, categoryId),
    inScopeBusinesses(scope, menuCategories.businessId),
  );

/** A category of the project (its business says which menu it is in), or null. */
export async function findCategory(scope: TScope, categoryId: number) {
  const rows = await scope.db
    .select({ id: menuCategories.id, businessId: menuCategories.businessId })
    .from(menuCategories)
    .where(byId(scope, categoryId))
    .limit(1);
  return rows[0] ?? null;
}

/** How many categories the business's menu has, and the position after the last. */
export async function categoriesCount({ db, projectId }: TScope, businessId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${menuCategories.position}) + 1, 0)::int`,
    })
    .from(menuCategories)
    .where(and(eq(menuCategories.projectId, projectId), eq(menuCategories.businessId, businessId)));
  return row ?? { count: 0, next: 0 };
}

export async function insertCategory(
  { db, projectId }: TScope,
  values: { businessId: number; name: string; position: number },
) {
  const [row] = await db
    .insert(menuCategories)
    .values({ projectId, ...values })
    .returning({ id: menuCategories.id });
  if (!row) throw new Error('the category was not inserted');
  return row.id;
}

export async function renameCategory(scope: TScope, categoryId: number, name: string) {
  await scope.db.update(menuCategories).set({ name }).where(byId(scope, categoryId));
}

/**
 * Deletes the category, with its products unless `withProducts` is false: then a category that
 * has products is kept, in the same statement, and the answer is false.
 */
export async function deleteCategory(scope: TScope, categoryId: number, withProducts: boolean) {
  const empty = notExists(
    scope.db
      .select({ id: menuProducts.id })
      .from(menuProducts)
      .where(
        and(eq(menuProducts.projectId, scope.projectId), eq(menuProducts.categoryId, categoryId)),
      ),
  );
  const rows = await scope.db
    .delete(menuCategories)
    .where(and(byId(scope, categoryId), withProducts ? undefined : empty))
    .returning({ id: menuCategories.id });
  return rows.length > 0;
}
