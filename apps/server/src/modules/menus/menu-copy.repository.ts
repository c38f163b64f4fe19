import { and, eq, sql } from 'drizzle-orm';
import { menuCategories, menuOptionGroups, menuOptions, menuProducts } from '../../db/tables/menus';
import type { TScope } from '../../lib/scope';

/** Deletes the business's whole menu (products, groups and options go with their categories). */
export async function deleteMenu({ db, projectId }: TScope, businessId: number) {
  await db
    .delete(menuCategories)
    .where(and(eq(menuCategories.projectId, projectId), eq(menuCategories.businessId, businessId)));
}

/**
 * Copies one business's menu into another of the same project, with new ids, in ONE statement
 * whatever its size: each level's new ids are drawn from its sequence beside the old ones (the
 * materialized maps), so the level below finds its new parent by the old id. Positions are kept.
 * The foreign keys are checked at the end of the statement, when every level is in.
 */
export async function copyMenu(
  { db, projectId }: TScope,
  fromBusinessId: number,
  toBusinessId: number,
) {
  const project = sql`${projectId}::int`;
  const from = sql`${fromBusinessId}::int`;
  const to = sql`${toBusinessId}::int`;
  await db.execute(sql`
    with category_map as materialized (
      select id as old_id, nextval(pg_get_serial_sequence('menu_categories', 'id')) as new_id,
        name, position
      from ${menuCategories} where project_id = ${project} and business_id = ${from}
    ), categories as (
      insert into ${menuCategories} (id, project_id, business_id, name, position)
      overriding system value
      select new_id, ${project}, ${to}, name, position from category_map
    ), product_map as materialized (
      select p.id as old_id, nextval(pg_get_serial_sequence('menu_products', 'id')) as new_id,
        c.new_id as category_id, p.name, p.description, p.price, p.image, p.available, p.position,
        p.translations
      from ${menuProducts} p join category_map c on c.old_id = p.category_id
      where p.project_id = ${project} and p.business_id = ${from}
    ), products as (
      insert into ${menuProducts}
        (id, project_id, business_id, category_id, name, description, price, image, available, position,
        translations)
      overriding system value
      select new_id, ${project}, ${to}, category_id, name, description, price, image, available,
        position, translations
      from product_map
    ), group_map as materialized (
      select g.id as old_id, nextval(pg_get_serial_sequence('menu_option_groups', 'id')) as new_id,
        m.new_id as product_id, g.name, g.min_choices, g.max_choices, g.position
      from ${menuOptionGroups} g join product_map m on m.old_id = g.product_id
      where g.project_id = ${project}
    ), groups as (
      insert into ${menuOptionGroups}
        (id, project_id, product_id, name, min_choices, max_choices, position)
      overriding system value
      select new_id, ${project}, product_id, name, min_choices, max_choices, position from group_map
    )
    insert into ${menuOptions} (project_id, group_id, name, price_delta, position)
    select ${project}, m.new_id, o.name, o.price_delta, o.position
    from ${menuOptions} o join group_map m on m.old_id = o.group_id
    where o.project_id = ${project}`);
}
