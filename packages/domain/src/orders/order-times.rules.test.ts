import { describe, expect, it } from 'vitest';
import type { TWeeklyHours } from '../catalogue/opening-hours.schema';
import {
  closedNowMessage,
  closedNowRefusal,
  formatOrderClock,
  formatOrderDay,
  formatOrderTime,
  isOpenForOrders,
  leadMinutes,
  ORDER_TIME_DAYS,
  orderTimeProblem,
  orderTimeRefusal,
  orderTimes,
  type TOrderingBusiness,
} from './order-times.rules';

// Thursday 27 November 2025: 15:00 UTC is 10:00 in New York.
const NOW = new Date('2025-11-27T15:00:00Z');
const at = (iso: string) => new Date(iso);
const lunch: TWeeklyHours = {
  thu: [{ open: '11:30', close: '14:30' }],
  fri: [{ open: '11:30', close: '14:30' }],
};
const PIZZA: TOrderingBusiness = {
  name: 'Pizza Palace',
  deliveryMinutes: 35,
  pickupMinutes: 15,
  timeZone: 'America/New_York',
  hours: lunch,
  closedDates: [],
};
const iso = (dates: Date[]) => dates.map((d) => d.toISOString());

describe('ordering for now', () => {
  it('is taken while the business is open, else refused with when it opens', () => {
    expect(isOpenForOrders(PIZZA, NOW)).toBe(false);
    expect(closedNowMessage(PIZZA, NOW)).toBe(
      'Pizza Palace is closed now. It opens today at 11:30.',
    );
    expect(closedNowMessage(PIZZA, at('2025-11-27T20:00:00Z'))).toBe(
      'Pizza Palace is closed now. It opens tomorrow at 11:30.',
    );
    const never = { ...PIZZA, hours: {} };
    expect(closedNowMessage(never, NOW)).toBe('Pizza Palace is closed now.');
    expect(orderTimeProblem(PIZZA, 'pickup', null, NOW)).toBe(closedNowMessage(PIZZA, NOW));
    expect(orderTimeProblem(PIZZA, 'pickup', null, at('2025-11-27T17:00:00Z'))).toBeNull();
  });
});

describe('the times to order for later', () => {
  it('are every quarter of an hour of the openings, on the business’s clock', () => {
    const times = orderTimes(PIZZA, 'pickup', NOW);
    // 11:30 to 14:15 in New York (EST, UTC-5) on Thursday, then on Friday.
    expect(iso(times.slice(0, 3))).toEqual([
      '2025-11-27T16:30:00.000Z',
      '2025-11-27T16:45:00.000Z',
      '2025-11-27T17:00:00.000Z',
    ]);
    expect(times).toHaveLength(24);
    expect(times[11]?.toISOString()).toBe('2025-11-27T19:15:00.000Z');
    expect(times[12]?.toISOString()).toBe('2025-11-28T16:30:00.000Z');
  });

  it('start at least the pickup or delivery estimate from now', () => {
    const open = at('2025-11-27T16:20:00Z'); // 11:20 in New York
    expect(leadMinutes('pickup', PIZZA)).toBe(15);
    expect(leadMinutes('delivery', PIZZA)).toBe(35);
    expect(leadMinutes('pickup', { ...PIZZA, pickupMinutes: null })).toBe(0);
    expect(orderTimes(PIZZA, 'pickup', open)[0]?.toISOString()).toBe('2025-11-27T16:45:00.000Z');
    expect(orderTimes(PIZZA, 'delivery', open)[0]?.toISOString()).toBe('2025-11-27T17:00:00.000Z');
  });

  it('cover the next week only', () => {
    const always: TWeeklyHours = Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((d) => [
        d,
        [{ open: '00:00', close: '23:59' }],
      ]),
    );
    const times = orderTimes({ ...PIZZA, hours: always, timeZone: 'UTC' }, 'eat_in', NOW);
    // Eat in takes the pickup estimate: 15 minutes.
    expect(times[0]?.toISOString()).toBe('2025-11-27T15:15:00.000Z');
    // The rest of Thursday, then six whole days.
    expect(times.at(-1)?.toISOString()).toBe('2025-12-03T23:45:00.000Z');
    expect(ORDER_TIME_DAYS).toBe(7);
  });

  it('are the only times an order for later is taken, checked again from the hours', () => {
    const open = at('2025-11-27T16:20:00Z'); // 11:20 in New York
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-11-28T17:30:00Z'), open)).toBeNull();
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-11-28T17:40:00Z'), open)).toBe(
      'Pizza Palace does not take orders for Fri 28 Nov at 12:40. Please choose one of the times offered.',
    );
    // Friday 15:00, after closing; and a Thursday a week on, past the week offered.
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-11-28T20:00:00Z'), open)).toMatch(
      /^Pizza Palace does not take orders for Fri 28 Nov at 15:00\./,
    );
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-12-04T16:30:00Z'), open)).toMatch(
      /does not take orders for Thu 4 Dec at 11:30\./,
    );
    // 11:30 is an opening time, but a pickup takes 15 minutes.
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-11-27T16:30:00Z'), open)).toBe(
      'Thu 27 Nov at 11:30 is too soon: Pizza Palace needs 15 minutes. Please choose a later time.',
    );
    // A time already gone.
    expect(orderTimeProblem(PIZZA, 'pickup', at('2025-11-27T16:15:00Z'), open)).toMatch(
      /does not take orders for Thu 27 Nov at 11:15\./,
    );
  });

  it('read as the day and time on the business’s clock', () => {
    expect(formatOrderTime(at('2025-11-28T17:30:00Z'), 'America/New_York')).toBe(
      'Fri 28 Nov at 12:30',
    );
    expect(formatOrderTime(at('2025-11-28T17:30:00Z'), 'Asia/Tokyo')).toBe('Sat 29 Nov at 02:30');
  });

  it("written in the language asked for, on the business's clock, the website's when none is", () => {
    const friday = at('2025-11-28T17:30:00Z');
    expect(formatOrderDay(friday, 'America/New_York')).toBe('Fri 28 Nov');
    expect(formatOrderDay(friday, 'America/New_York', 'es')).toBe('vie, 28 nov');
    expect(formatOrderDay(friday, 'Europe/Paris', 'fr')).toBe('ven. 28 nov.');
    expect(formatOrderDay(friday, 'Asia/Dubai', 'ar-u-nu-latn')).toBe('الجمعة، 28 نوفمبر');
    expect(formatOrderClock(friday, 'Asia/Dubai', 'ar-u-nu-latn')).toBe('21:30');
    expect(formatOrderClock(friday, 'America/New_York', 'en')).toBe('12:30');
    // The website's words stay as they were, whichever language was asked for before.
    expect(formatOrderTime(friday, 'America/New_York')).toBe('Fri 28 Nov at 12:30');
  });
});

describe('what the customer is told, in their language', () => {
  it('says when a closed business opens: today, tomorrow, a weekday, a date', () => {
    expect(closedNowRefusal(PIZZA, NOW, 'fr')).toEqual({
      key: 'ORDER_CLOSED_OPENS_TODAY',
      values: { name: 'Pizza Palace', time: '11:30' },
    });
    expect(closedNowRefusal(PIZZA, at('2025-11-27T20:00:00Z'), 'ar').key).toBe(
      'ORDER_CLOSED_OPENS_TOMORROW',
    );
    // Friday evening: it opens again on Thursday.
    const thursdays = { ...PIZZA, hours: { thu: lunch.thu ?? [] } };
    expect(closedNowRefusal(thursdays, at('2025-11-28T20:00:00Z'), 'es')).toEqual({
      key: 'ORDER_CLOSED_OPENS_ON',
      values: { name: 'Pizza Palace', day: 'jue', time: '11:30' },
    });
    expect(closedNowMessage(thursdays, at('2025-11-28T20:00:00Z'))).toBe(
      'Pizza Palace is closed now. It opens Thu at 11:30.',
    );
    // Closed today: it opens a week on, and the date says which Thursday.
    const closed = ['2025-11-27'];
    expect(closedNowMessage({ ...thursdays, closedDates: closed }, NOW)).toBe(
      'Pizza Palace is closed now. It opens Thu, Dec 4 at 11:30.',
    );
  });

  it('writes the time refused in the language, on the business’s clock', () => {
    const open = at('2025-11-27T16:20:00Z');
    expect(orderTimeRefusal(PIZZA, 'pickup', at('2025-11-28T17:40:00Z'), open, 'es')).toEqual({
      key: 'ORDER_TIME_NOT_TAKEN',
      values: { name: 'Pizza Palace', day: 'vie, 28 nov', time: '12:40' },
    });
    expect(orderTimeRefusal(PIZZA, 'pickup', at('2025-11-27T16:30:00Z'), open, 'fr')).toEqual({
      key: 'ORDER_TIME_TOO_SOON',
      values: { name: 'Pizza Palace', day: 'jeu. 27 nov.', time: '11:30', minutes: 15 },
    });
    expect(orderTimeRefusal(PIZZA, 'pickup', null, NOW, 'ar')?.key).toBe(
      'ORDER_CLOSED_OPENS_TODAY',
    );
  });
});
