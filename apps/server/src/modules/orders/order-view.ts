import { ORDER_STATUSES, type TOrder, type TOrderStatus } from '@oc/domain/orders/order.schema';
import type { TOrderRow } from './orders.repository';

/** A status this version does not know yet (a newer process wrote it) is shown as the first step. */
export const statusOf = (status: string): TOrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(status) ? (status as TOrderStatus) : 'received';

/** An order as the website shows it and the checkout's answer holds it. */
export const orderOf = (row: TOrderRow): TOrder => ({
  id: row.publicId,
  number: row.number,
  business: { slug: row.businessSlug, name: row.businessName, logo: row.businessLogo },
  order_type: row.orderType as TOrder['order_type'],
  // Lines stored before options could be chosen have none.
  items: row.lines.map((line) => ({ ...line, options: line.options ?? [] })),
  subtotal: row.subtotal,
  delivery_fee: row.deliveryFee,
  total: row.total,
  scheduled_for: row.scheduledFor?.toISOString() ?? null,
  customer: row.customer,
  comments: row.comments,
  status: statusOf(row.status),
  ready_by: row.readyBy?.toISOString() ?? null,
  status_reason: row.statusReason,
  created_at: row.createdAt.toISOString(),
});
