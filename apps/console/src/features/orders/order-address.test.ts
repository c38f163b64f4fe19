import { describe, expect, it } from 'vitest';
import { dayStartOf } from '../../lib/calendar-day';
import { openOrderOf, ordersQueryOf } from './order-address';

// What the inbox's address asks for (docs/product/screens.md#orders).

const query = (search: string) => ordersQueryOf(new URLSearchParams(search));

describe('ordersQueryOf', () => {
  it('is the first page of every order without filters', () => {
    expect(query('')).toEqual({ page: 1 });
  });

  it('reads each filter, the dates as instants from the first day’s midnight to the end of the last', () => {
    expect(
      query(
        'business=pizza-palace&status=ready&type=pickup&from=2026-11-20&to=2026-11-21&q=%20ada%20&page=3',
      ),
    ).toEqual({
      business: 'pizza-palace',
      status: 'ready',
      order_type: 'pickup',
      from: new Date(2026, 10, 20).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
      search: 'ada',
      page: 3,
    });
  });

  it('reads what is not a filter as none', () => {
    expect(query('status=lost&type=teleport&from=yesterday&to=2026-13-45&page=-2&q=%20')).toEqual({
      page: 1,
    });
  });
});

describe('dayStartOf', () => {
  it('is the owner’s midnight of the day, or of a day later', () => {
    expect(dayStartOf('2026-12-31', 1)).toBe(new Date(2027, 0, 1).toISOString());
    expect(dayStartOf('31/12/2026')).toBeUndefined();
  });
});

describe('openOrderOf', () => {
  it('is the id ?order= names, else none', () => {
    expect(openOrderOf(new URLSearchParams('order=42'))).toBe(42);
    expect(openOrderOf(new URLSearchParams('order=abc'))).toBeUndefined();
    expect(openOrderOf(new URLSearchParams(''))).toBeUndefined();
  });
});
