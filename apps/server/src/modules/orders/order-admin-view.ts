import type { TOrderDetail, TOrderSummary } from '@oc/domain/orders/order-admin.schema';
import { isSiteLanguage } from '@oc/domain/website/site-languages';
import { statusOf } from './order-view';
import type { TOrderRow } from './orders.repository';
import type { TOrderStatusEventRow } from './orders-admin.repository';

// An order as the console's Orders page shows it (docs/product/orders.md#the-console).

export const orderSummaryOf = (row: TOrderRow, timeZone: string): TOrderSummary => ({
  id: row.id,
  number: row.number,
  public_id: row.publicId,
  business: { slug: row.businessSlug, name: row.businessName },
  order_type: row.orderType as TOrderSummary['order_type'],
  status: statusOf(row.status),
  total: row.total,
  customer_name: row.customer.name,
  created_at: row.createdAt.toISOString(),
  scheduled_for: row.scheduledFor?.toISOString() ?? null,
  ready_by: row.readyBy?.toISOString() ?? null,
  time_zone: timeZone,
});

/** `emails`: who made each change, by user id; a user since deleted reads as no one. */
export const orderDetailOf = (
  row: TOrderRow,
  events: TOrderStatusEventRow[],
  emails: Map<number, string>,
  timeZone: string,
): TOrderDetail => ({
  ...orderSummaryOf(row, timeZone),
  // Lines stored before options could be chosen have none.
  lines: row.lines.map((line) => ({ ...line, options: line.options ?? [] })),
  subtotal: row.subtotal,
  delivery_fee: row.deliveryFee,
  customer: row.customer,
  comments: row.comments,
  status_reason: row.statusReason,
  language: isSiteLanguage(row.language) ? row.language : 'en',
  history: events.map((e) => ({
    status: statusOf(e.status),
    at: e.createdAt.toISOString(),
    by: e.userId === null ? null : (emails.get(e.userId) ?? null),
    reason: e.reason,
    ready_by: e.readyBy?.toISOString() ?? null,
  })),
});
