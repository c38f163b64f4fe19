import { and, eq, sql } from 'drizzle-orm';
import { menuCategories, menuOptionGroups, menuOptions, menuProducts } from '../../db/tables/menus';
import type { TScope } from '../../lib/scope';
import type { TImportPlan, TProductPositions } from './menu-import-plan';

// Writing an imported menu (docs/product/menus.md#importing) inside the caller's transaction, in a
// few statements whatever its size: each list of rows goes as one JSON value that the statement
// unpacks (json_to_recordset), instead of a statement per row, or per batch of rows as multi-row
// VALUES would (at 10,000 products with their options, PostgreSQL's 65,535 parameters allow no
// more than a few thousand rows a statement). On PGlite every statement waits for the one before.

/** Until the transaction ends, another import of the same menu waits here. */
export async function lockMenu({ db, projectId }: TScope, businessId: number) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`menu:${projectId}:${businessId}`}, 0))`,
  );
}

export async function productPositions(
  { db, projectId }: TScope,
  businessId: number,
): Promise<TProductPositions> {
  const rows = await db
    .select({ id: menuProducts.id, position: menuProducts.position })
    .from(menuProducts)
    .where(and(eq(menuProducts.projectId, projectId), eq(menuProducts.businessId, businessId)));
  return new Map(rows.map((row) => [row.id, row.position]));
}

const ids = (list: number[]) =>
  sql`(select value::int from json_array_elements_text(${JSON.stringify(list)}::json))`;

export async function deleteProducts(
  { db, projectId }: TScope,
  businessId: number,
  list: number[],
) {
  if (list.length === 0) return;
  await db.execute(sql`delete from ${menuProducts}
    where project_id = ${projectId}::int and business_id = ${businessId}::int and id in ${ids(list)}`);
}

/** After the products were written: a product matched in a category removed was moved out first. */
export async function deleteCategories(
  { db, projectId }: TScope,
  businessId: number,
  list: number[],
) {
  if (list.length === 0) return;
  await db.execute(sql`delete from ${menuCategories}
    where project_id = ${projectId}::int and business_id = ${businessId}::int and id in ${ids(list)}`);
}

/**
 * The categories, products, option groups and options of the plan, in ONE statement: each new row's
 * id is drawn from its sequence beside its key (the materialized lists), so the level below finds
 * its parent by key. A matched row is updated only where it differs. The foreign keys are checked
 * at the end of the statement, when every level is in.
 */
export async function writeImport(
  { db, projectId }: TScope,
  businessId: number,
  plan: TImportPlan,
) {
  const project = sql`${projectId}::int`;
  const business = sql`${businessId}::int`;
  const json = (rows: unknown[]) => sql`${JSON.stringify(rows)}::json`;
  await db.execute(sql`
    with cats as materialized (
      select x.key, x.id is null as is_new, x.name, x.position,
        coalesce(x.id, nextval(pg_get_serial_sequence('menu_categories', 'id'))::int) as id
      from json_to_recordset(${json(plan.categories)}) as x(key int, id int, name text, position int)
    ), new_cats as (
      insert into ${menuCategories} (id, project_id, business_id, name, position)
      overriding system value
      select id, ${project}, ${business}, name, position from cats where is_new
    ), changed_cats as (
      update ${menuCategories} c set name = cats.name, position = cats.position from cats
      where not cats.is_new and c.id = cats.id and c.project_id = ${project}
        and c.business_id = ${business} and (c.name <> cats.name or c.position <> cats.position)
    ), prods as materialized (
      select x.key, x.id is null as is_new, cats.id as category_id, x.name, x.description, x.price,
        x.image, x.available, x.position, x.replace_groups,
        coalesce(x.id, nextval(pg_get_serial_sequence('menu_products', 'id'))::int) as id
      from json_to_recordset(${json(plan.products)}) as x(key int, id int, category_key int,
        name text, description text, price int, image text, available boolean, position int,
        replace_groups boolean)
      join cats on cats.key = x.category_key
    ), new_prods as (
      insert into ${menuProducts} (id, project_id, business_id, category_id, name, description,
        price, image, available, position)
      overriding system value
      select id, ${project}, ${business}, category_id, name, description, price, image, available,
        position
      from prods where is_new
    ), changed_prods as (
      update ${menuProducts} p set category_id = prods.category_id, name = prods.name,
        description = prods.description, price = prods.price, image = prods.image,
        available = prods.available, position = prods.position
      from prods
      where not prods.is_new and p.id = prods.id and p.project_id = ${project}
        and p.business_id = ${business}
    ), old_groups as (
      delete from ${menuOptionGroups} g using prods
      where prods.replace_groups and not prods.is_new and g.product_id = prods.id
        and g.project_id = ${project}
    ), grps as materialized (
      select x.key, prods.id as product_id, x.name, x.min_choices, x.max_choices, x.position,
        nextval(pg_get_serial_sequence('menu_option_groups', 'id'))::int as id
      from json_to_recordset(${json(plan.groups)}) as x(key int, product_key int, name text,
        min_choices int, max_choices int, position int)
      join prods on prods.key = x.product_key
    ), new_groups as (
      insert into ${menuOptionGroups} (id, project_id, product_id, name, min_choices, max_choices,
        position)
      overriding system value
      select id, ${project}, product_id, name, min_choices, max_choices, position from grps
    )
    insert into ${menuOptions} (project_id, group_id, name, price_delta, position)
    select ${project}, grps.id, x.name, x.price_delta, x.position
    from json_to_recordset(${json(plan.options)}) as x(group_key int, name text, price_delta int,
      position int)
    join grps on grps.key = x.group_key`);
}
