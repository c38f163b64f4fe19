import { z } from 'zod';
import { ORDER_TYPES } from '../themes/theme-tree';

// An order placed on the website (docs/product/website.md#orders). No payment is taken: the
// customer pays on delivery or at pickup. Prices are never sent by the browser; the server prices
// each item from the business's menu.

export const ORDER_ITEMS_MAX = 50;
export const ORDER_QUANTITY_MAX = 99;
/** Order types that bring the food to the customer, so they need an address. */
export const DELIVERY_ORDER_TYPES = ['delivery', 'catering_delivery'] as const;

const ZOrderType = z.enum(ORDER_TYPES, { message: 'Choose how you want to get your order.' });

export const ZPlaceOrderRequest = z
  .object({
    business_slug: z.string().trim().min(1, 'Your cart has no business.').max(255),
    order_type: ZOrderType,
    items: z
      .array(
        z.object({
          product_id: z.string().trim().min(1).max(64),
          quantity: z
            .number({ message: 'Each quantity must be a whole number from 1 to 99.' })
            .int('Each quantity must be a whole number from 1 to 99.')
            .min(1, 'Each quantity must be a whole number from 1 to 99.')
            .max(ORDER_QUANTITY_MAX, 'Each quantity must be a whole number from 1 to 99.'),
        }),
      )
      .min(1, 'Your cart is empty: add something first.')
      .max(ORDER_ITEMS_MAX, `An order can have at most ${ORDER_ITEMS_MAX} different products.`),
    customer: z.object({
      name: z
        .string()
        .trim()
        .min(1, 'Please enter your name.')
        .max(100, 'Your name can have at most 100 characters.'),
      phone: z
        .string()
        .trim()
        .regex(/^\+?[0-9 ()-]{5,30}$/, 'Please enter a phone number (digits, spaces, + ( ) -).'),
      address: z.string().trim().max(255, 'The address can have at most 255 characters.'),
      internal_number: z
        .string()
        .trim()
        .max(50, 'The apartment or floor can have at most 50 characters.')
        .default(''),
      notes: z.string().trim().max(500, 'Notes can have at most 500 characters.').default(''),
    }),
  })
  .superRefine((order, ctx) => {
    const needsAddress = (DELIVERY_ORDER_TYPES as readonly string[]).includes(order.order_type);
    if (needsAddress && order.customer.address === '') {
      ctx.addIssue({
        code: 'custom',
        path: ['customer', 'address'],
        message: 'Please enter the address to deliver to.',
      });
    }
  });
export type TPlaceOrderRequest = z.infer<typeof ZPlaceOrderRequest>;

export const ZOrderLine = z.object({
  product_id: z.string(),
  name: z.string(),
  quantity: z.number(),
  /** Cents. */
  unit_price: z.number(),
  total: z.number(),
});

/**
 * Where an order is in its life. Only the first step exists yet; the steps a store moves an order
 * through come later, and which of them still count as open is said in order-limits.ts.
 */
export const ORDER_STATUSES = ['received'] as const;
export type TOrderStatus = (typeof ORDER_STATUSES)[number];

/** An order as the website shows it on the confirmation and My orders pages. */
export const ZOrder = z.object({
  /** Random and unguessable: the confirmation page's address. */
  id: z.string(),
  /** Short and human: what the customer reads and says on the phone. */
  number: z.number(),
  business: z.object({ slug: z.string(), name: z.string(), logo: z.string().nullable() }),
  order_type: ZOrderType,
  items: z.array(ZOrderLine),
  /** Cents. */
  total: z.number(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    internal_number: z.string(),
    notes: z.string(),
  }),
  status: z.enum(ORDER_STATUSES),
  created_at: z.string(),
});
export type TOrder = z.infer<typeof ZOrder>;

/**
 * An order as anyone holding its address may see it. What is personal is the customer's details
 * (name, phone, address, apartment or floor, notes): only the browser that placed the order is
 * shown them. The number, progress, business, lines and total say nothing about who ordered.
 */
export type TPublicOrder = Omit<TOrder, 'customer'>;
export function publicOrderOf(order: TOrder): TPublicOrder {
  const { customer: _personal, ...shown } = order;
  return shown;
}
