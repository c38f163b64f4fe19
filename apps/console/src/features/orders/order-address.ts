import { ORDER_SEARCH_MAX } from '@oc/domain/orders/order-kinds';
import { ORDER_STATUSES, type TOrderStatus } from '@oc/domain/orders/order-status.rules';
import type { TOrderType } from '@oc/domain/orders/order-types';
import { ORDER_TYPES } from '@oc/domain/themes/theme-tree';
import type { TOrderListQuery } from '../../data/orders/keys';
import { dayStartOf } from '../../lib/calendar-day';

// The inbox as its address says (docs/style.md#5-the-url-is-the-state): ?business= a business's
// slug, ?status=, ?type= the order type, ?from= and ?to= days on the owner's calendar (from the
// first's midnight to the end of the second), ?q= a number or a name, ?page= from 2 on, and
// ?order= the order open beside the list. Anything else reads as no filter.

const isStatus = (value: string | null): value is TOrderStatus =>
  (ORDER_STATUSES as readonly (string | null)[]).includes(value);
const isOrderType = (value: string | null): value is TOrderType =>
  (ORDER_TYPES as readonly (string | null)[]).includes(value);

/** The filters and page the address asks for; a filter not set is left out of the query. */
export function ordersQueryOf(params: URLSearchParams): TOrderListQuery {
  const page = Number(params.get('page'));
  const query: TOrderListQuery = { page: Number.isInteger(page) && page > 1 ? page : 1 };
  const business = params.get('business')?.trim();
  if (business) query.business = business;
  const status = params.get('status');
  if (isStatus(status)) query.status = status;
  const type = params.get('type');
  if (isOrderType(type)) query.order_type = type;
  const from = dayStartOf(params.get('from') ?? '');
  if (from) query.from = from;
  // Up to the end of the day chosen: the next day's first instant, which the API excludes.
  const to = dayStartOf(params.get('to') ?? '', 1);
  if (to) query.to = to;
  const search = (params.get('q') ?? '').trim().slice(0, ORDER_SEARCH_MAX);
  if (search) query.search = search;
  return query;
}

/** The order open beside the list, when ?order= names one. */
export function openOrderOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get('order'));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
