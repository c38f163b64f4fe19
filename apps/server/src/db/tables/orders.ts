import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { projectId, projects, users } from './auth';
import { createdAt, id } from './columns';
import { sites } from './sites';

// The tables the orders module owns: only its repositories read or write them.

/** A line of an order, priced by the server from the business's menu (cents). */
export type TOrderLineRow = {
  product_id: string;
  name: string;
  /** The options chosen, as they were; absent on orders placed before options could be chosen. */
  options?: { name: string; price_delta: number }[];
  quantity: number;
  unit_price: number;
  total: number;
};
export type TOrderCustomerRow = {
  name: string;
  phone: string;
  address: string;
  internal_number: string;
  notes: string;
};

/**
 * An order placed on a website (docs/product/website.md#orders). The business is a snapshot: the
 * order reads the same after the business is renamed.
 */
export const orders = pgTable(
  'orders',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').notNull(),
    /** Random and unguessable (base64url): the confirmation page's address. */
    publicId: text('public_id').notNull(),
    /** Per project, from 1001 (order_numbers). */
    number: integer('number').notNull(),
    businessSlug: text('business_slug').notNull(),
    businessName: text('business_name').notNull(),
    businessLogo: text('business_logo'),
    orderType: text('order_type').notNull(),
    lines: jsonb('lines').$type<TOrderLineRow[]>().notNull(),
    /** Cents: the lines' totals. */
    subtotal: integer('subtotal').notNull(),
    /** Cents: the business's delivery fee on a delivered order, else 0. */
    deliveryFee: integer('delivery_fee').notNull().default(0),
    /** Cents: the subtotal and the delivery fee. */
    total: integer('total').notNull(),
    /** When the customer wants it, for an order for later; null for as soon as possible. */
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }),
    customer: jsonb('customer').$type<TOrderCustomerRow>().notNull(),
    /** Where the order is in its life (ORDER_STATUSES); 'received' until the store acts on it. */
    status: text('status').notNull().default('received'),
    /** When the store said it will be ready, set when it accepts the order. */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Why it was rejected or cancelled, in words the customer reads; else null. */
    statusReason: text('status_reason'),
    /** When the status last changed: the website's live status says since when. */
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** What the customer wrote in the cart's comments. */
    comments: text('comments').notNull().default(''),
    /** The website's language the customer ordered in (SITE_LANGUAGES): what they are told in. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_public_id_unique').on(t.publicId),
    uniqueIndex('orders_project_number_unique').on(t.projectId, t.number),
    // The same-project foreign key of order_status_events points at it.
    uniqueIndex('orders_project_id_unique').on(t.projectId, t.id),
    // The console's inbox: a project's orders, newest first.
    index('orders_project_created_idx').on(t.projectId, t.createdAt.desc(), t.id.desc()),
    // A site's orders by time: its recent and open orders are counted on every new order
    // (docs/decisions/025-order-limits.md).
    index('orders_site_created_idx').on(t.siteId, t.createdAt),
    // Through (project_id, site_id): an order only ever sits in its site's project.
    foreignKey({
      name: 'orders_site_same_project_fk',
      columns: [t.projectId, t.siteId],
      foreignColumns: [sites.projectId, sites.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Every status an order has had, oldest first (docs/product/orders.md#statuses): its first row,
 * 'received', is written with the order; each later one by the user who moved it.
 */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: id(),
    projectId: projectId(),
    orderId: integer('order_id').notNull(),
    status: text('status').notNull(),
    /** Why it was rejected or cancelled, as the customer reads it. */
    reason: text('reason'),
    /** The ready time given with this move (accepting). */
    readyBy: timestamp('ready_by', { withTimezone: true }),
    /** Who moved it; null for the order's placing, or once that user is deleted. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_events_order_idx').on(t.orderId, t.id),
    // As orders': an event only ever sits in its order's project.
    foreignKey({
      name: 'order_status_events_order_same_project_fk',
      columns: [t.projectId, t.orderId],
      foreignColumns: [orders.projectId, orders.id],
    }).onDelete('cascade'),
  ],
);

/** The last order number given in each project: taken and bumped in one statement. */
export const orderNumbers = pgTable('order_numbers', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  last: integer('last').notNull(),
});

/**
 * The address each recent order of a site came from, for the per-address limit
 * (docs/decisions/025-order-limits.md). Kept apart from the order and only as long as the limit's
 * window: the order itself never stores where the customer was.
 */
export const orderClients = pgTable(
  'order_clients',
  {
    id: id(),
    projectId: projectId(),
    siteId: integer('site_id').notNull(),
    /** The client's address; an IPv6 one as its /64 network. */
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_clients_site_client_idx').on(t.siteId, t.client, t.createdAt),
    index('order_clients_created_at_idx').on(t.createdAt),
    // As orders': a row only ever sits in its site's project.
    foreignKey({
      name: 'order_clients_site_same_project_fk',
      columns: [t.projectId, t.siteId],
      foreignColumns: [sites.projectId, sites.id],
    }).onDelete('cascade'),
  ],
);
