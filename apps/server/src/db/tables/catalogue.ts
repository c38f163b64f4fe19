import type { TClosedDates, TWeeklyHours } from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrderType } from '@oc/domain/orders/order-types';
import type { TTranslations } from '@oc/domain/website/site-languages';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projectId, users } from './auth';
import { createdAt, id, updatedAt } from './columns';

// The tables the catalogue module owns: only its repositories read or write them.

export const businesses = pgTable(
  'businesses',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    logo: text('logo'),
    /** The franchise the business belongs to, whose franchise website lists it; null for none. */
    franchiseId: integer('franchise_id'),
    /** The wide image at the top of its page. */
    header: text('header'),
    description: text('description').notNull().default(''),
    /** Its name and description in other languages of the website, when the owner wrote them. */
    translations: jsonb('translations').$type<TTranslations>().notNull().default({}),
    /** Postal address, as the customer reads it (checkout, confirmation, its page). */
    address: text('address').notNull().default(''),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone').notNull().default(''),
    /** IANA name ('Europe/Paris'): its hours, 'open now' and times shown are in it. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** Per weekday, the spans it is open (a span may end past midnight). */
    hours: jsonb('hours').$type<TWeeklyHours>().notNull().default({}),
    /** Whole days closed (holidays), YYYY-MM-DD in its time zone. */
    closedDates: jsonb('closed_dates').$type<TClosedDates>().notNull().default([]),
    /** The order types it takes, among those the website offers. */
    orderTypes: jsonb('order_types')
      .$type<TOrderType[]>()
      .notNull()
      .default(['delivery', 'pickup']),
    /** Cents, charged on delivery orders. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** Cents: an order's items must come to at least this. */
    minimumOrder: integer('minimum_order').notNull().default(0),
    /** How long a delivery and a pickup take, in minutes; null when not said. */
    deliveryMinutes: integer('delivery_minutes'),
    pickupMinutes: integer('pickup_minutes'),
    /** The owner's own cuisine tags ('Pizza', 'Vegan'). */
    cuisines: jsonb('cuisines').$type<string[]>().notNull().default([]),
    /** Unpublished, it is kept and edited in the console but not on the website. */
    published: boolean('published').notNull().default(true),
    /** Archived, it leaves the website and the pickers and keeps its orders. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('businesses_project_slug_unique').on(t.projectId, t.slug),
    // The target of the menu tables' (project_id, business_id) foreign keys.
    uniqueIndex('businesses_project_id_unique').on(t.projectId, t.id),
    index('businesses_project_name_idx').on(t.projectId, sql`lower(${t.name})`),
    index('businesses_project_franchise_idx').on(t.projectId, t.franchiseId),
    // The business search's `name ILIKE '%term%'` (businesses.repository.ts): a trigram index
    // answers a substring match, which no btree can (decision 022; the migration creates pg_trgm).
    // fastupdate off: a new row goes straight into the index, not into a pending list that every
    // search reads through until (auto)vacuum merges it or it passes 4 MB; PGlite has no autovacuum.
    index('businesses_name_trgm_idx')
      .using('gin', t.name.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // Through (project_id, franchise_id): a business only ever joins its own project's franchise.
    foreignKey({
      name: 'businesses_franchise_same_project_fk',
      columns: [t.projectId, t.franchiseId],
      foreignColumns: [franchises.projectId, franchises.id],
    }),
  ],
);

/** A slug a business had before: its old address leads to its page (a permanent redirect). */
export const businessSlugRedirects = pgTable(
  'business_slug_redirects',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    businessId: integer('business_id').notNull(),
  },
  (t) => [
    uniqueIndex('business_slug_redirects_project_slug_unique').on(t.projectId, t.slug),
    foreignKey({
      name: 'business_slug_redirects_same_project_fk',
      columns: [t.projectId, t.businessId],
      foreignColumns: [businesses.projectId, businesses.id],
    }).onDelete('cascade'),
  ],
);

export const franchises = pgTable(
  'franchises',
  {
    id: id(),
    projectId: projectId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    header: text('header'),
  },
  (t) => [
    uniqueIndex('franchises_project_slug_unique').on(t.projectId, t.slug),
    // The target of businesses' (project_id, franchise_id) foreign key.
    uniqueIndex('franchises_project_id_unique').on(t.projectId, t.id),
  ],
);

/**
 * Spec "Configs" (google_maps_api_key, site_url) and "Configurations" (subdomain): key/value rows.
 */
export const configs = pgTable(
  'configs',
  {
    id: id(),
    projectId: projectId(),
    scope: text('scope', { enum: ['configs', 'configurations'] }).notNull(),
    key: text('key').notNull(),
    value: text('value'),
  },
  (t) => [uniqueIndex('configs_project_key_unique').on(t.projectId, t.scope, t.key)],
);

/**
 * The businesses a business manager is given (packages/domain/src/team/roles.ts): only these, of all
 * the project's, are theirs to see and change, with their menus and orders.
 */
export const userBusinesses = pgTable(
  'user_businesses',
  {
    id: id(),
    projectId: projectId(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_businesses_unique').on(t.userId, t.businessId),
    index('user_businesses_business_idx').on(t.businessId),
  ],
);
