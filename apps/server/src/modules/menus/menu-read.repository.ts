import { and, type Column, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { menuCategories, menuOptionGroups, menuOptions, menuProducts } from '../../db/tables/menus';
import { jsonRows } from '../../lib/json-rows';
import { oneStatement, type TStatementPart } from '../../lib/one-statement';
import type { TScope } from '../../lib/scope';

// Reading a menu, a category or a product with everything under it: each in one statement (the
// rows of each table as a JSON list, lib/json-rows.ts), since on PGlite every statement waits for
// the one before. Keyed by placeholders; another project's id reads as nothing.

const ofProject = (t: { projectId: Column }) => eq(t.projectId, sql.placeholder('projectId'));

/** The products that `where` picks, their option groups and the groups' options. */
function treeParts(productsWhere: SQL | undefined) {
  const productIds = (db: TDb) =>
    db
      .select({ id: menuProducts.id })
      .from(menuProducts)
      .where(and(ofProject(menuProducts), productsWhere));
  const groupIds = (db: TDb) =>
    db
      .select({ id: menuOptionGroups.id })
      .from(menuOptionGroups)
      .where(and(ofProject(menuOptionGroups), inArray(menuOptionGroups.productId, productIds(db))));
  return {
    products: ((db) =>
      jsonRows(
        menuProducts,
        db
          .select()
          .from(menuProducts)
          .where(and(ofProject(menuProducts), productsWhere)),
        [menuProducts.position, menuProducts.id],
      )) satisfies TStatementPart<unknown>,
    groups: ((db) =>
      jsonRows(
        menuOptionGroups,
        db
          .select()
          .from(menuOptionGroups)
          .where(
            and(ofProject(menuOptionGroups), inArray(menuOptionGroups.productId, productIds(db))),
          ),
        [menuOptionGroups.position, menuOptionGroups.id],
      )) satisfies TStatementPart<unknown>,
    options: ((db) =>
      jsonRows(
        menuOptions,
        db
          .select()
          .from(menuOptions)
          .where(and(ofProject(menuOptions), inArray(menuOptions.groupId, groupIds(db)))),
        [menuOptions.position, menuOptions.id],
      )) satisfies TStatementPart<unknown>,
  };
}

const categoriesWhere = (where: SQL | undefined) =>
  ((db) =>
    jsonRows(
      menuCategories,
      db
        .select()
        .from(menuCategories)
        .where(and(ofProject(menuCategories), where)),
      [menuCategories.position, menuCategories.id],
    )) satisfies TStatementPart<unknown>;

const menuOfBusiness = oneStatement('menu_of_business', {
  categories: categoriesWhere(eq(menuCategories.businessId, sql.placeholder('businessId'))),
  ...treeParts(eq(menuProducts.businessId, sql.placeholder('businessId'))),
});

const menuCategory = oneStatement('menu_category', {
  categories: categoriesWhere(eq(menuCategories.id, sql.placeholder('categoryId'))),
  ...treeParts(eq(menuProducts.categoryId, sql.placeholder('categoryId'))),
});

const menuProduct = oneStatement('menu_product', {
  ...treeParts(eq(menuProducts.id, sql.placeholder('productId'))),
});

export type TProductRows = Awaited<ReturnType<typeof menuProduct>>;

export const readMenuRows = ({ db, projectId }: TScope, businessId: number) =>
  menuOfBusiness(db, { projectId, businessId });

/** The category (a list of at most one) with its products. */
export const readCategoryRows = ({ db, projectId }: TScope, categoryId: number) =>
  menuCategory(db, { projectId, categoryId });

/** The product (a list of at most one) with its option groups. */
export const readProductRows = ({ db, projectId }: TScope, productId: number) =>
  menuProduct(db, { projectId, productId });
