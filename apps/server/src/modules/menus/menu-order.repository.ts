import { and, asc, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { menuCategories, menuProducts } from '../../db/tables/menus';
import type { TScope } from '../../lib/scope';

// A new order of a menu's categories or a category's products: the ids are locked and read, then
// every position rewritten in one statement, inside the caller's transaction, so two reorders at
// once are applied one after the other.

/**
 * position = the id's index in `ids`. The update is limited to `ids` too: a row added since the
 * lock (an insert is not blocked by it) keeps its position.
 */
const positionOf = (id: Column, ids: number[]): SQL<number> =>
  sql`case ${id} ${sql.join(
    ids.map((each, index) => sql`when ${each}::int then ${index}::int`),
    sql` `,
  )} end`;

export async function lockCategoryIds({ db, projectId }: TScope, businessId: number) {
  const rows = await db
    .select({ id: menuCategories.id })
    .from(menuCategories)
    .where(and(eq(menuCategories.projectId, projectId), eq(menuCategories.businessId, businessId)))
    .orderBy(asc(menuCategories.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setCategoryPositions(
  { db, projectId }: TScope,
  businessId: number,
  ids: number[],
) {
  if (ids.length === 0) return;
  await db
    .update(menuCategories)
    .set({ position: positionOf(menuCategories.id, ids) })
    .where(
      and(
        eq(menuCategories.projectId, projectId),
        eq(menuCategories.businessId, businessId),
        inArray(menuCategories.id, ids),
      ),
    );
}

export async function lockProductIds({ db, projectId }: TScope, categoryId: number) {
  const rows = await db
    .select({ id: menuProducts.id })
    .from(menuProducts)
    .where(and(eq(menuProducts.projectId, projectId), eq(menuProducts.categoryId, categoryId)))
    .orderBy(asc(menuProducts.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function setProductPositions(
  { db, projectId }: TScope,
  categoryId: number,
  ids: number[],
) {
  if (ids.length === 0) return;
  await db
    .update(menuProducts)
    .set({ position: positionOf(menuProducts.id, ids) })
    .where(
      and(
        eq(menuProducts.projectId, projectId),
        eq(menuProducts.categoryId, categoryId),
        inArray(menuProducts.id, ids),
      ),
    );
}
