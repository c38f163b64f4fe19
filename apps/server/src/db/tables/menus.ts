import type { TTranslations } from '@oc/domain/website/site-languages';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projectId } from './auth';
import { businesses } from './catalogue';
import { id } from './columns';

// The tables the menus module owns: only its repositories read or write them. A business's menu is
// its categories in order, each with its products in order; a product may have option groups
// (size, extras), each with its options. Every row sits in its business's project: the foreign keys
// go through (project_id, …), so a row can never join another project's business.

export const menuCategories = pgTable(
  'menu_categories',
  {
    id: id(),
    projectId: projectId(),
    businessId: integer('business_id').notNull(),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_categories_business_idx').on(t.businessId, t.position),
    uniqueIndex('menu_categories_project_id_unique').on(t.projectId, t.id),
    foreignKey({
      name: 'menu_categories_business_same_project_fk',
      columns: [t.projectId, t.businessId],
      foreignColumns: [businesses.projectId, businesses.id],
    }).onDelete('cascade'),
  ],
);

export const menuProducts = pgTable(
  'menu_products',
  {
    id: id(),
    projectId: projectId(),
    businessId: integer('business_id').notNull(),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Its name and description in other languages of the website, when the owner wrote them. */
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    /** Cents, in the project's currency. */
    price: integer('price').notNull(),
    image: text('image'),
    /** Unavailable, it shows as sold out and cannot be ordered. */
    available: boolean('available').notNull().default(true),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_products_business_idx').on(t.businessId, t.categoryId, t.position),
    uniqueIndex('menu_products_project_id_unique').on(t.projectId, t.id),
    foreignKey({
      name: 'menu_products_business_same_project_fk',
      columns: [t.projectId, t.businessId],
      foreignColumns: [businesses.projectId, businesses.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'menu_products_category_same_project_fk',
      columns: [t.projectId, t.categoryId],
      foreignColumns: [menuCategories.projectId, menuCategories.id],
    }).onDelete('cascade'),
  ],
);

/** A choice on a product: between `minChoices` and `maxChoices` of its options (1..1: pick one). */
export const menuOptionGroups = pgTable(
  'menu_option_groups',
  {
    id: id(),
    projectId: projectId(),
    productId: integer('product_id').notNull(),
    name: text('name').notNull(),
    minChoices: integer('min_choices').notNull().default(0),
    maxChoices: integer('max_choices').notNull().default(1),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_option_groups_product_idx').on(t.productId, t.position),
    uniqueIndex('menu_option_groups_project_id_unique').on(t.projectId, t.id),
    foreignKey({
      name: 'menu_option_groups_product_same_project_fk',
      columns: [t.projectId, t.productId],
      foreignColumns: [menuProducts.projectId, menuProducts.id],
    }).onDelete('cascade'),
  ],
);

export const menuOptions = pgTable(
  'menu_options',
  {
    id: id(),
    projectId: projectId(),
    groupId: integer('group_id').notNull(),
    name: text('name').notNull(),
    /** Cents added to the product's price when chosen (0 for none). */
    priceDelta: integer('price_delta').notNull().default(0),
    position: integer('position').notNull(),
  },
  (t) => [
    index('menu_options_group_idx').on(t.groupId, t.position),
    foreignKey({
      name: 'menu_options_group_same_project_fk',
      columns: [t.projectId, t.groupId],
      foreignColumns: [menuOptionGroups.projectId, menuOptionGroups.id],
    }).onDelete('cascade'),
  ],
);
