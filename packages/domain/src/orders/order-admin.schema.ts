import { z } from 'zod';
import { ZId } from '../api/ids.schema';
import { ORDER_TYPES } from '../themes/theme-tree';
import { SITE_LANGUAGES } from '../website/site-languages';
import { ZOrderLine } from './order.schema';
import { ORDER_SEARCH_MAX } from './order-kinds';
import { ORDER_STATUSES, STATUSES_WITH_REASON } from './order-status.rules';

// The orders as the console's Orders page reads and moves them (docs/product/api.md#orders).
// Amounts in cents; instants as ISO 8601 in UTC; the console shows them in the business's zone.

export const ZOrderStatus = z.enum(ORDER_STATUSES, { message: 'Choose a status.' });

export const ORDERS_PAGE_SIZE_MAX = 100;
export const ORDER_REASON_MAX = 300;

export const ZOrderIdParams = z.object({ orderId: ZId });

/** The most rows an export holds: the newest of the orders its filters match. */
export const ORDERS_EXPORT_MAX = 10_000;

/** GET /api/orders: the filters of the inbox, all optional; `from` and `to` are instants. */
export const ZOrdersQuery = z.object({
  /** A business's slug. */
  business: z.string().trim().min(1).max(255).optional(),
  status: ZOrderStatus.optional(),
  order_type: z.enum(ORDER_TYPES, { message: 'Choose an order type.' }).optional(),
  /** Placed at or after. */
  from: z.iso.datetime({ offset: true, message: 'from must be a date and time' }).optional(),
  /** Placed before. */
  to: z.iso.datetime({ offset: true, message: 'to must be a date and time' }).optional(),
  /** An order number (1042 or #1042) or part of the customer's name, any case. */
  search: z.string().trim().max(ORDER_SEARCH_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(ORDERS_PAGE_SIZE_MAX).default(50),
});
export type TOrdersQuery = z.infer<typeof ZOrdersQuery>;

/** An order as a row of the inbox, newest first. */
export const ZOrderSummary = z.object({
  id: z.number(),
  number: z.number(),
  /** The confirmation page's address part (the customer's link). */
  public_id: z.string(),
  business: z.object({ slug: z.string(), name: z.string() }),
  order_type: z.enum(ORDER_TYPES),
  status: ZOrderStatus,
  /** Cents. */
  total: z.number(),
  customer_name: z.string(),
  created_at: z.string(),
  scheduled_for: z.string().nullable(),
  /** Set when it is accepted: when the store says it will be ready. */
  ready_by: z.string().nullable(),
  /** The business's IANA time zone, for the times shown ('UTC' once the business is gone). */
  time_zone: z.string(),
});
export type TOrderSummary = z.infer<typeof ZOrderSummary>;

export const ZOrderPage = z.object({
  items: z.array(ZOrderSummary),
  total: z.number(),
  page: z.number(),
  page_size: z.number(),
});
export type TOrderPage = z.infer<typeof ZOrderPage>;

/** One change of status, with who made it (their email; null for the system) and when. */
export const ZOrderStatusEvent = z.object({
  status: ZOrderStatus,
  at: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
  ready_by: z.string().nullable(),
});
export type TOrderStatusEvent = z.infer<typeof ZOrderStatusEvent>;

/** GET /api/orders/{orderId}: everything the store needs to make and hand over the order. */
export const ZOrderDetail = ZOrderSummary.extend({
  lines: z.array(ZOrderLine),
  subtotal: z.number(),
  delivery_fee: z.number(),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.string(),
    internal_number: z.string(),
    notes: z.string(),
  }),
  /** What the customer wrote in the cart's comments. */
  comments: z.string(),
  /** Why it was rejected or cancelled, as the customer reads it; else null. */
  status_reason: z.string().nullable(),
  /** Every status it has had, oldest first, starting with 'received'. */
  history: z.array(ZOrderStatusEvent),
  /** The website's language the customer ordered in: the one to answer them in. */
  language: z.enum(SITE_LANGUAGES),
});
export type TOrderDetail = z.infer<typeof ZOrderDetail>;

/**
 * POST /api/orders/{orderId}/status: the next step. Accepting says when it will be ready;
 * rejecting or cancelling says why, in words the customer reads. Whether the move is allowed from
 * where the order is now is the server's check (409).
 */
export const ZOrderStatusChange = z
  .object({
    status: ZOrderStatus,
    ready_by: z.iso
      .datetime({ offset: true, message: 'Choose when the order will be ready.' })
      .optional(),
    reason: z
      .string()
      .trim()
      .max(ORDER_REASON_MAX, `The reason can have at most ${ORDER_REASON_MAX} characters.`)
      .optional(),
  })
  .strict()
  .superRefine((change, ctx) => {
    if (change.status === 'accepted' && !change.ready_by)
      ctx.addIssue({
        code: 'custom',
        path: ['ready_by'],
        message: 'Choose when the order will be ready.',
      });
    if (STATUSES_WITH_REASON.includes(change.status) && !change.reason)
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: 'Say why, in a few words the customer will read.',
      });
  });
export type TOrderStatusChange = z.infer<typeof ZOrderStatusChange>;
