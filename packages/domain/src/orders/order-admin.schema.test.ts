import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import {
  ORDERS_PAGE_SIZE_MAX,
  ZOrderIdParams,
  ZOrderStatusChange,
  ZOrdersQuery,
} from './order-admin.schema';

const messagesOf = (input: unknown) => {
  const parsed = ZOrderStatusChange.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};
const READY_BY = '2026-11-27T12:30:00Z';

describe('a change of status', () => {
  it('takes a move with what it needs', () => {
    expect(ZOrderStatusChange.parse({ status: 'accepted', ready_by: READY_BY })).toEqual({
      status: 'accepted',
      ready_by: READY_BY,
    });
    expect(ZOrderStatusChange.parse({ status: 'preparing' })).toEqual({ status: 'preparing' });
    expect(ZOrderStatusChange.parse({ status: 'cancelled', reason: '  Out of dough ' })).toEqual({
      status: 'cancelled',
      reason: 'Out of dough',
    });
  });

  it('needs a ready time to accept, and a reason to reject or cancel, in the owner’s words', () => {
    expect(messagesOf({ status: 'accepted' })).toEqual([MESSAGES.ORDER_READY_BY_REQUIRED]);
    expect(messagesOf({ status: 'accepted', ready_by: 'soon' })).toEqual([
      MESSAGES.ORDER_READY_BY_REQUIRED,
    ]);
    expect(messagesOf({ status: 'rejected' })).toEqual([MESSAGES.ORDER_REASON_REQUIRED]);
    expect(messagesOf({ status: 'cancelled', reason: '   ' })).toEqual([
      MESSAGES.ORDER_REASON_REQUIRED,
    ]);
    expect(messagesOf({ status: 'cancelled', reason: 'x'.repeat(300) })).toEqual([]);
    expect(messagesOf({ status: 'cancelled', reason: 'x'.repeat(301) })).toEqual([
      MESSAGES.ORDER_REASON_LENGTH,
    ]);
  });

  it('refuses an unknown status and an unknown field', () => {
    expect(messagesOf({ status: 'eaten' })).toEqual([MESSAGES.ORDER_STATUS_CHOOSE]);
    expect(messagesOf({ status: 'preparing', by: 'me' }).length).toBe(1);
  });
});

describe('the inbox’s filters', () => {
  it('defaults the page, and bounds the page size', () => {
    expect(ZOrdersQuery.parse({})).toEqual({ page: 1, page_size: 50 });
    expect(ZOrdersQuery.parse({ page: '3', page_size: '100' })).toMatchObject({
      page: 3,
      page_size: ORDERS_PAGE_SIZE_MAX,
    });
    expect(ZOrdersQuery.safeParse({ page_size: '101' }).success).toBe(false);
    expect(ZOrdersQuery.safeParse({ page: '0' }).success).toBe(false);
  });

  it('takes instants with their offset, a known status and type, and a trimmed search', () => {
    const query = ZOrdersQuery.parse({
      from: '2026-11-01T00:00:00+01:00',
      to: '2026-11-02T00:00:00Z',
      status: 'ready',
      order_type: 'curbside',
      search: '  #1042 ',
    });
    expect(query).toMatchObject({ status: 'ready', order_type: 'curbside', search: '#1042' });
    const problems = ZOrdersQuery.safeParse({ from: 'yesterday', status: 'x', order_type: 'y' });
    expect(problems.error?.issues.map((i) => i.message)).toEqual([
      MESSAGES.ORDER_STATUS_CHOOSE,
      MESSAGES.ORDER_TYPE_CHOOSE,
      'from must be a date and time',
    ]);
  });

  it('takes an order id that fits the database', () => {
    expect(ZOrderIdParams.parse({ orderId: '42' })).toEqual({ orderId: 42 });
    expect(ZOrderIdParams.safeParse({ orderId: '2147483648' }).success).toBe(false);
    expect(ZOrderIdParams.safeParse({ orderId: 'export' }).success).toBe(false);
  });
});
