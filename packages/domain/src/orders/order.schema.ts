import { z } from 'zod';
import { formatMessage, MESSAGES } from '../messages/messages';
import { ORDER_TYPES } from '../themes/theme-tree';
import { isSiteLanguage } from '../website/site-languages';
import { DELIVERY_ORDER_TYPES, ORDER_QUANTITY_MAX } from './order-kinds';
import { ORDER_STATUSES } from './order-status.rules';

// Exported here too, where the menu's pricing and the server import them: a re-export brings no
// schema into the website's page script (order-kinds.ts).
export { DELIVERY_ORDER_TYPES, ORDER_QUANTITY_MAX } from './order-kinds';

// An order placed on the website (docs/product/website.md#orders). No payment is taken: the
// customer pays on delivery or at pickup. Prices are never sent by the browser; the server prices
// each item from the business's menu.

export const ORDER_ITEMS_MAX = 50;
export const ORDER_COMMENTS_MAX = 500;
/** The most options one line can choose: 10 groups of 30 options (MENU_LIMITS, menu.schema.ts). */
export const ORDER_LINE_OPTIONS_MAX = 300;

const OPTION = MESSAGES.ORDER_OPTION_OF_MENU;
const QUANTITY = formatMessage('ORDER_QUANTITY_RANGE', { max: ORDER_QUANTITY_MAX });

const ZOrderType = z.enum(ORDER_TYPES, { message: MESSAGES.ORDER_TYPE_REQUIRED });

export const ZPlaceOrderRequest = z
  .object({
    business_slug: z.string().trim().min(1, MESSAGES.ORDER_CART_NO_BUSINESS).max(255),
    order_type: ZOrderType,
    items: z
      .array(
        z.object({
          product_id: z.string().trim().min(1).max(64),
          quantity: z
            .number({ message: QUANTITY })
            .int(QUANTITY)
            .min(1, QUANTITY)
            .max(ORDER_QUANTITY_MAX, QUANTITY),
          /** The options chosen, by the menu's ids; the server checks and prices them. */
          option_ids: z
            .array(z.number({ message: OPTION }).int(OPTION).min(1, OPTION), { message: OPTION })
            .max(ORDER_LINE_OPTIONS_MAX, OPTION)
            .default([]),
        }),
      )
      .min(1, MESSAGES.ORDER_CART_EMPTY)
      .max(ORDER_ITEMS_MAX, formatMessage('ORDER_ITEMS_COUNT', { max: ORDER_ITEMS_MAX })),
    /**
     * An order for later: the instant chosen among the times the checkout offers (ordering.rules.ts
     * `orderTimes`); absent or null, the order is for as soon as possible.
     */
    scheduled_for: z.iso
      .datetime({ offset: true, message: MESSAGES.ORDER_TIME_OFFERED })
      .nullable()
      .default(null),
    customer: z.object({
      name: z
        .string()
        .trim()
        .min(1, MESSAGES.ORDER_NAME_REQUIRED)
        .max(100, MESSAGES.ORDER_NAME_LENGTH),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{5,30}$/, MESSAGES.ORDER_PHONE_FORMAT),
      address: z.string().trim().max(255, MESSAGES.ORDER_ADDRESS_LENGTH),
      internal_number: z.string().trim().max(50, MESSAGES.ORDER_APARTMENT_LENGTH).default(''),
      notes: z.string().trim().max(500, MESSAGES.ORDER_NOTES_LENGTH).default(''),
    }),
    /** What the customer wrote in the cart's comments field, for the store. */
    comments: z
      .string()
      .trim()
      .max(ORDER_COMMENTS_MAX, formatMessage('ORDER_COMMENTS_LENGTH', { max: ORDER_COMMENTS_MAX }))
      .default(''),
    /**
     * The website's language the customer ordered in: what they are told in afterwards. A
     * language the website does not have reads as its default's (English).
     */
    language: z
      .string()
      .max(8)
      .optional()
      .transform((code) => (isSiteLanguage(code) ? code : 'en')),
  })
  .superRefine((order, ctx) => {
    const needsAddress = (DELIVERY_ORDER_TYPES as readonly string[]).includes(order.order_type);
    if (needsAddress && order.customer.address === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'address'],
        message: MESSAGES.ORDER_ADDRESS_REQUIRED,
      });
    }
  });
export type TPlaceOrderRequest = z.infer<typeof ZPlaceOrderRequest>;

/** An option chosen on a line, as it was when the order was placed (cents). */
export const ZOrderLineOption = z.object({ name: z.string(), price_delta: z.number() });
export type TOrderLineOption = z.infer<typeof ZOrderLineOption>;

export const ZOrderLine = z.object({
  product_id: z.string(),
  name: z.string(),
  /** The options chosen, in the menu's order; their changes are in the unit price. */
  options: z.array(ZOrderLineOption),
  quantity: z.number(),
  /** Cents. */
  unit_price: z.number(),
  total: z.number(),
});
export type TOrderLine = z.infer<typeof ZOrderLine>;

export { ORDER_STATUSES, type TOrderStatus } from './order-status.rules';

/** An order as the website shows it on the confirmation and My orders pages. */
export const ZOrder = z.object({
  /** Random and unguessable: the confirmation page's address. */
  id: z.string(),
  /** Short and human: what the customer reads and says on the phone. */
  number: z.number(),
  business: z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() }),
  order_type: ZOrderType,
  items: z.array(ZOrderLine),
  /** Cents: the lines' totals. */
  subtotal: z.number(),
  /** Cents: the business's fee on a delivered order, else 0. */
  delivery_fee: z.number(),
  /** Cents: the subtotal and the delivery fee. */
  total: z.number(),
  /** ISO 8601: when the customer wants it, for an order for later; null for as soon as possible. */
  scheduled_for: z.string().nullable(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    internal_number: z.string(),
    notes: z.string(),
  }),
  /** The cart's comments: personal like the customer's details. */
  comments: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** When the store said it will be ready, once accepted; else null. */
  ready_by: z.string().nullable(),
  /** Why the store rejected or cancelled it, in words for the customer; else null. */
  status_reason: z.string().nullable(),
  created_at: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * An order as anyone holding its address may see it. What is personal is the customer's details
 * (name, phone, address, apartment or floor, notes) and the cart's comments: only the browser that
 * placed the order is shown them. The number, progress, business, lines and total say nothing about
 * who ordered.
 */
export type TPublicOrder = Omit<TOrder, 'customer' | 'comments'>;
export function publicOrderOf(order: TOrder): TPublicOrder {
  const { customer: _personal, comments: _written, ...shown } = order;
  return shown;
}

/**
 * GET /_site/orders/{publicId}/status: where the order is now, for the confirmation page to follow
 * (docs/product/orders.md#the-customers-view). Anyone with the order's address may ask: nothing in
 * it says who ordered.
 */
export const ZSiteOrderStatus = z.object({
  status: z.enum(ORDER_STATUSES),
  /** When the store said it will be ready (ISO 8601), once it accepted the order. */
  ready_by: z.string().nullable(),
  /** Why it was rejected or cancelled, in the store's words; else null. */
  status_reason: z.string().nullable(),
  /** When the status last changed. */
  updated_at: z.string(),
});
export type TSiteOrderStatus = z.infer<typeof ZSiteOrderStatus>;
