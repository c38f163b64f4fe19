import { and, eq, sql } from 'drizzle-orm';
import { menuProducts } from '../../db/tables/menus';
import { inScopeBusinesses, type TScope } from '../../lib/scope';

type TProductColumns = Partial<
  Pick<
    typeof menuProducts.$inferInsert,
    | 'name'
    | 'description'
    | 'price'
    | 'image'
    | 'available'
    | 'translations'
    | 'categoryId'
    | 'position'
  >
>;

/** A product by id, of one of the businesses the scope reaches (a business manager: theirs). */
const byId = (scope: TScope, productId: number) =>
  and(
    eq(menuProducts.projectId, scope.projectId),
    eq(menuProducts.id, productId),
    inScopeBusinesses(scope, menuProducts.businessId),
  );

/** A product of the project, with its business and category, or null. */
export async function findProduct(scope: TScope, productId: number) {
  const rows = await scope.db
    .select({
      id: menuProducts.id,
      businessId: menuProducts.businessId,
      categoryId: menuProducts.categoryId,
    })
    .from(menuProducts)
    .where(byId(scope, productId))
    .limit(1);
  return rows[0] ?? null;
}

/** How many products the category has, and the position after the last. */
export async function productsCount({ db, projectId }: TScope, categoryId: number) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      next: sql<number>`coalesce(max(${menuProducts.position}) + 1, 0)::int`,
    })
    .from(menuProducts)
    .where(and(eq(menuProducts.projectId, projectId), eq(menuProducts.categoryId, categoryId)));
  return row ?? { count: 0, next: 0 };
}

export async function insertProduct(
  { db, projectId }: TScope,
  values: Required<TProductColumns> & { businessId: number },
) {
  const [row] = await db
    .insert(menuProducts)
    .values({ projectId, ...values })
    .returning({ id: menuProducts.id });
  if (!row) throw new Error('the product was not inserted');
  return row.id;
}

export async function updateProduct(scope: TScope, productId: number, values: TProductColumns) {
  if (Object.keys(values).length === 0) return;
  await scope.db.update(menuProducts).set(values).where(byId(scope, productId));
}

/** Deletes the product with its option groups; false when it was not the project's. */
export async function deleteProduct(scope: TScope, productId: number) {
  const rows = await scope.db
    .delete(menuProducts)
    .where(byId(scope, productId))
    .returning({ id: menuProducts.id });
  return rows.length > 0;
}
