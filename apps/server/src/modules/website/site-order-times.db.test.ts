import { localParts } from '@oc/domain/catalogue/opening-hours.rules';
import { WEEKDAYS } from '@oc/domain/catalogue/opening-hours.schema';
import type { TOrderTimes } from '@oc/domain/orders/order-times.schema';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../../../test/helpers';
import { ALL_WEEK, businessRow, setBusinessFacts, siteRequest } from './website.test-support';

// GET /_site/order-times (docs/product/website.md#checkout): when a business takes an order, worked
// out from its stored hours at the moment of the request. The hours are built from the current
// instant, so nothing depends on the time of day.

const ctx = setupTestApp();
const timesOf = (label: string, query: string) =>
  siteRequest(ctx, label, `/_site/order-times?${query}`);
const QUARTER = 15 * 60_000;

describe('GET /_site/order-times', () => {
  it('says an open business takes orders now, and each quarter of an hour from its estimate', async () => {
    await setBusinessFacts(ctx.t, 'demo', ['curry-house'], { hours: ALL_WEEK, closedDates: [] });
    const before = Date.now();
    const response = await timesOf('demo', 'business=curry-house&type=delivery');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const times = response.json().result as TOrderTimes;
    expect(times.is_open).toBe(true);
    expect(times.closed_message).toBeNull();
    const { deliveryMinutes } = await businessRow(ctx.t, 'demo', 'curry-house');
    const first = Date.parse(times.times[0]?.at ?? '');
    // The first quarter of an hour at least its delivery estimate ahead.
    expect(first).toBeGreaterThanOrEqual(before + (deliveryMinutes ?? 0) * 60_000);
    expect(first).toBeLessThan(Date.now() + (deliveryMinutes ?? 0) * 60_000 + QUARTER);
    expect(Date.parse(times.times[1]?.at ?? '') - first).toBe(QUARTER);
    // On the business's clock (New York's), with its day.
    const at = new Date(first);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/New_York',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(times.times[0]?.time).toBe(clock.format(at));
    expect(times.times[0]?.day).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} [A-Z][a-z]{2}$/);
  });

  it('says a closed business takes orders for later only, and when it opens', async () => {
    const today = localParts(new Date(), 'America/New_York').date;
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000);
    const weekday = WEEKDAYS[(tomorrow.getUTCDay() + 6) % 7] ?? 'mon';
    await setBusinessFacts(ctx.t, 'demo', ['curry-house'], {
      hours: { [weekday]: [{ open: '11:30', close: '12:30' }] },
    });
    const times = (await timesOf('demo', 'business=curry-house&type=pickup')).json()
      .result as TOrderTimes;
    expect(times.is_open).toBe(false);
    expect(times.closed_message).toBe('Curry House is closed now. It opens tomorrow at 11:30.');
    expect(times.times.map((t) => t.time)).toEqual(['11:30', '11:45', '12:00', '12:15']);
    expect(new Set(times.times.map((t) => t.day)).size).toBe(1);
  });

  it('knows only the website’s businesses and the order types there are', async () => {
    const other = await timesOf('demo-franchise', 'business=curry-house&type=pickup');
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({
      error: true,
      result: ['“curry-house” is not a business of this website.'],
    });
    expect((await timesOf('demo', 'business=nowhere&type=pickup')).statusCode).toBe(404);
    expect((await timesOf('demo', 'business=curry-house&type=teleport')).statusCode).toBe(400);
    expect((await timesOf('demo', 'type=pickup')).statusCode).toBe(400);
  });
});
