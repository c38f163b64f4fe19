import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatOpening,
  isOpenAt,
  localParts,
  OPEN_SLOT_DAYS_MAX,
  OPEN_SLOTS_MAX,
  openingState,
  openSlots,
  type TOpeningState,
} from './opening-hours.rules';
import { type TWeeklyHours, WEEKDAYS } from './opening-hours.schema';

// 2025-01-06 is a Monday. Paris is UTC+1 in winter, UTC+2 in summer.
const PARIS = 'Europe/Paris';
const AUCKLAND = 'Pacific/Auckland';
const LOS_ANGELES = 'America/Los_Angeles';

const at = (iso: string) => new Date(iso);
const span = (open: string, close: string) => ({ open, close });
const everyDay = (...spans: { open: string; close: string }[]): TWeeklyHours =>
  Object.fromEntries(WEEKDAYS.map((day) => [day, spans]));
const ALL_DAY = span('00:00', '23:59');

const open = (closesAt: string | null): TOpeningState => ({
  isOpen: true,
  closesAt: closesAt === null ? null : at(closesAt),
});
const closed = (opensAt: string | null): TOpeningState => ({
  isOpen: false,
  opensAt: opensAt === null ? null : at(opensAt),
});

/** `instant` as the business's clock shows it: '2025-01-06 11:30'. */
const onClock = (instant: Date, timeZone: string) => {
  const { date, minutes } = localParts(instant, timeZone);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `${date} ${hh}:${mm}`;
};

/** openingState, checked against isOpenAt, which must always agree with it. */
function stateAt(hours: TWeeklyHours, closedDates: string[], timeZone: string, iso: string) {
  const state = openingState(hours, closedDates, timeZone, at(iso));
  expect(isOpenAt(hours, closedDates, timeZone, at(iso))).toBe(state.isOpen);
  return state;
}

describe('localParts', () => {
  it('reads the weekday, date and minutes since midnight on the business’s clock', () => {
    expect(localParts(at('2025-01-06T10:30:00Z'), PARIS)).toEqual({
      weekday: 'mon',
      date: '2025-01-06',
      minutes: 690,
    });
    expect(localParts(at('2025-01-06T23:00:00Z'), PARIS)).toEqual({
      weekday: 'tue',
      date: '2025-01-07',
      minutes: 0,
    });
  });

  it('gives the local date where it differs from UTC’s, ahead and behind', () => {
    // Auckland is UTC+13 in January: already Tuesday.
    expect(localParts(at('2025-01-06T12:00:00Z'), AUCKLAND)).toEqual({
      weekday: 'tue',
      date: '2025-01-07',
      minutes: 60,
    });
    // Los Angeles is UTC-8 in January: still Monday evening.
    expect(localParts(at('2025-01-07T03:15:59Z'), LOS_ANGELES)).toEqual({
      weekday: 'mon',
      date: '2025-01-06',
      minutes: 19 * 60 + 15,
    });
  });
});

describe('openingState on a normal day', () => {
  const hours: TWeeklyHours = { mon: [span('11:30', '22:00')] };

  it('is open from the opening (included) to the close (excluded)', () => {
    expect(stateAt(hours, [], PARIS, '2025-01-06T11:00:00Z')).toEqual(open('2025-01-06T21:00:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-01-06T10:30:00Z')).toEqual(open('2025-01-06T21:00:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-01-06T20:59:59.999Z').isOpen).toBe(true);
  });

  it('before the opening, opens today; at the close, opens on the next Monday', () => {
    expect(stateAt(hours, [], PARIS, '2025-01-06T09:00:00Z')).toEqual(
      closed('2025-01-06T10:30:00Z'),
    );
    expect(stateAt(hours, [], PARIS, '2025-01-06T21:00:00Z')).toEqual(
      closed('2025-01-13T10:30:00Z'),
    );
  });
});

describe('openingState with several spans a day', () => {
  const hours: TWeeklyHours = { mon: [span('18:30', '22:00'), span('11:30', '14:00')] };

  it('closes after lunch and opens again for dinner, whatever the order the spans are written in', () => {
    expect(stateAt(hours, [], PARIS, '2025-01-06T12:59:00Z')).toEqual(open('2025-01-06T13:00:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-01-06T14:00:00Z')).toEqual(
      closed('2025-01-06T17:30:00Z'),
    );
    expect(stateAt(hours, [], PARIS, '2025-01-06T18:00:00Z')).toEqual(open('2025-01-06T21:00:00Z'));
  });

  it('counts overlapping spans as one opening', () => {
    const overlapping: TWeeklyHours = { mon: [span('10:00', '15:00'), span('14:00', '18:00')] };
    expect(stateAt(overlapping, [], PARIS, '2025-01-06T10:00:00Z')).toEqual(
      open('2025-01-06T17:00:00Z'),
    );
  });

  it('joins spans a minute apart, and no further apart', () => {
    const minute: TWeeklyHours = { mon: [span('10:00', '12:00'), span('12:01', '14:00')] };
    expect(stateAt(minute, [], PARIS, '2025-01-06T10:00:00Z')).toEqual(
      open('2025-01-06T13:00:00Z'),
    );
    expect(stateAt(minute, [], PARIS, '2025-01-06T11:00:30Z').isOpen).toBe(true);
    const twoMinutes: TWeeklyHours = { mon: [span('10:00', '12:00'), span('12:02', '14:00')] };
    expect(stateAt(twoMinutes, [], PARIS, '2025-01-06T10:00:00Z')).toEqual(
      open('2025-01-06T11:00:00Z'),
    );
    expect(stateAt(twoMinutes, [], PARIS, '2025-01-06T11:01:00Z')).toEqual(
      closed('2025-01-06T11:02:00Z'),
    );
  });
});

describe('openingState with a span past midnight', () => {
  // Friday 2025-01-10, 18:00 to 02:00 on Saturday.
  const hours: TWeeklyHours = { fri: [span('18:00', '02:00')] };
  const SATURDAY_1AM = '2025-01-11T00:00:00Z';

  it('is open at 01:00 the next day, until 02:00', () => {
    expect(stateAt(hours, [], PARIS, SATURDAY_1AM)).toEqual(open('2025-01-11T01:00:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-01-11T01:00:00Z')).toEqual(
      closed('2025-01-17T17:00:00Z'),
    );
  });

  it('a closed date of the day it starts closes the whole night', () => {
    expect(stateAt(hours, ['2025-01-10'], PARIS, '2025-01-10T18:00:00Z')).toEqual(
      closed('2025-01-17T17:00:00Z'),
    );
    expect(stateAt(hours, ['2025-01-10'], PARIS, SATURDAY_1AM)).toEqual(
      closed('2025-01-17T17:00:00Z'),
    );
  });

  it('a closed date of the day it ends does not cut the tail', () => {
    expect(stateAt(hours, ['2025-01-11'], PARIS, SATURDAY_1AM)).toEqual(
      open('2025-01-11T01:00:00Z'),
    );
  });

  it('runs into the next day’s spans as one opening', () => {
    const night: TWeeklyHours = { sun: [span('20:00', '02:00')], mon: [span('01:00', '03:00')] };
    expect(stateAt(night, [], PARIS, '2025-01-12T20:00:00Z')).toEqual(open('2025-01-13T02:00:00Z'));
  });
});

describe('openingState for all-day spans', () => {
  it('joins a 00:00–23:59 day to the next day', () => {
    const hours: TWeeklyHours = { mon: [ALL_DAY], tue: [ALL_DAY] };
    expect(stateAt(hours, [], PARIS, '2025-01-06T11:00:00Z')).toEqual(open('2025-01-07T22:59:00Z'));
    // The last minute of Monday is open too.
    expect(stateAt(hours, [], PARIS, '2025-01-06T22:59:30Z').isOpen).toBe(true);
  });

  it('has no close within 14 days when open all week, and closes for a closed date', () => {
    expect(stateAt(everyDay(ALL_DAY), [], PARIS, '2025-01-06T11:00:00Z')).toEqual(open(null));
    expect(stateAt(everyDay(ALL_DAY), ['2025-01-12'], PARIS, '2025-01-06T11:00:00Z')).toEqual(
      open('2025-01-11T22:59:00Z'),
    );
    expect(stateAt(everyDay(ALL_DAY), ['2025-01-25'], PARIS, '2025-01-06T11:00:00Z')).toEqual(
      open(null),
    );
  });
});

describe('openingState when closed', () => {
  it('never opens when closed all week', () => {
    expect(stateAt({}, [], PARIS, '2025-01-06T11:00:00Z')).toEqual(closed(null));
    expect(stateAt({ mon: [], tue: [] }, [], PARIS, '2025-01-06T11:00:00Z')).toEqual(closed(null));
  });

  it('skips closed dates to the next open day', () => {
    const hours = everyDay(span('11:30', '22:00'));
    expect(stateAt(hours, ['2025-01-07'], PARIS, '2025-01-06T22:00:00Z')).toEqual(
      closed('2025-01-08T10:30:00Z'),
    );
    expect(stateAt(hours, ['2025-01-06'], PARIS, '2025-01-06T11:00:00Z')).toEqual(
      closed('2025-01-07T10:30:00Z'),
    );
  });

  it('looks 14 days ahead for the next opening, and no further', () => {
    const hours = everyDay(span('11:30', '22:00'));
    const days = (count: number) =>
      Array.from({ length: count }, (_, i) => `2025-01-${String(6 + i).padStart(2, '0')}`);
    // Closed to Saturday the 18th: Sunday 19th 11:30 is 13 days and a half away.
    expect(stateAt(hours, days(13), PARIS, '2025-01-06T00:00:00Z')).toEqual(
      closed('2025-01-19T10:30:00Z'),
    );
    // Closed to Sunday the 19th: Monday 20th 11:30 is more than 14 days away.
    expect(stateAt(hours, days(14), PARIS, '2025-01-06T00:00:00Z')).toEqual(closed(null));
  });
});

describe('openingState far from UTC', () => {
  it('in Auckland, uses the local weekday and date, a day ahead of UTC’s', () => {
    const hours: TWeeklyHours = { tue: [span('09:00', '17:00')] };
    // 2025-06-02T22:00Z is Tuesday 3 June, 10:00 in Auckland (UTC+12 in winter).
    expect(stateAt(hours, [], AUCKLAND, '2025-06-02T22:00:00Z')).toEqual(
      open('2025-06-03T05:00:00Z'),
    );
    expect(stateAt(hours, [], AUCKLAND, '2025-06-02T20:00:00Z')).toEqual(
      closed('2025-06-02T21:00:00Z'),
    );
    expect(stateAt(hours, ['2025-06-03'], AUCKLAND, '2025-06-02T22:00:00Z')).toEqual(
      closed('2025-06-09T21:00:00Z'),
    );
  });

  it('in Los Angeles, uses the local weekday while UTC is already the next day', () => {
    const hours: TWeeklyHours = { mon: [span('09:00', '17:00')] };
    expect(stateAt(hours, [], LOS_ANGELES, '2025-01-07T00:30:00Z')).toEqual(
      open('2025-01-07T01:00:00Z'),
    );
    expect(stateAt(hours, [], LOS_ANGELES, '2025-01-07T01:30:00Z')).toEqual(
      closed('2025-01-13T17:00:00Z'),
    );
  });
});

describe('openingState over daylight-saving changes', () => {
  // Paris, Sunday 2025-03-30: at 02:00 the clocks jump to 03:00 (01:00Z).
  it('spring: a span over the skipped hour is open by the clock, one real hour', () => {
    const hours: TWeeklyHours = { sun: [span('01:30', '03:30')] };
    expect(stateAt(hours, [], PARIS, '2025-03-30T00:00:00Z')).toEqual(
      closed('2025-03-30T00:30:00Z'),
    );
    expect(stateAt(hours, [], PARIS, '2025-03-30T00:45:00Z')).toEqual(open('2025-03-30T01:30:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-03-30T01:00:00Z').isOpen).toBe(true);
    expect(stateAt(hours, [], PARIS, '2025-03-30T01:30:00Z').isOpen).toBe(false);
  });

  it('spring: an open or close the clocks skip is the moment they jump', () => {
    expect(stateAt({ sun: [span('02:15', '04:00')] }, [], PARIS, '2025-03-30T00:30:00Z')).toEqual(
      closed('2025-03-30T01:00:00Z'),
    );
    expect(stateAt({ sat: [span('22:00', '02:30')] }, [], PARIS, '2025-03-29T23:30:00Z')).toEqual(
      open('2025-03-30T01:00:00Z'),
    );
    // Auckland, Sunday 2025-09-28: 02:00 jumps to 03:00 (14:00Z the day before).
    expect(
      stateAt({ sat: [span('18:00', '02:30')] }, [], AUCKLAND, '2025-09-27T13:00:00Z'),
    ).toEqual(open('2025-09-27T14:00:00Z'));
  });

  it('spring: a span entirely in the skipped hour does not open that night', () => {
    expect(stateAt({ sun: [span('02:00', '02:45')] }, [], PARIS, '2025-03-30T00:00:00Z')).toEqual(
      closed('2025-04-06T00:00:00Z'),
    );
  });

  // Paris, Sunday 2025-10-26: at 03:00 the clocks go back to 02:00 (01:00Z).
  it('autumn: a time in the repeated hour is its first occurrence', () => {
    const hours: TWeeklyHours = { sun: [span('01:30', '02:30')] };
    expect(stateAt(hours, [], PARIS, '2025-10-25T23:00:00Z')).toEqual(
      closed('2025-10-25T23:30:00Z'),
    );
    expect(stateAt(hours, [], PARIS, '2025-10-25T23:45:00Z')).toEqual(open('2025-10-26T00:30:00Z'));
    // 02:15 the second time round: the span has closed.
    expect(stateAt(hours, [], PARIS, '2025-10-26T01:15:00Z')).toEqual(
      closed('2025-11-02T00:30:00Z'),
    );
  });

  it('autumn: a span over the repeated hour is open through both passes', () => {
    const hours: TWeeklyHours = { sun: [span('01:00', '04:00')] };
    expect(stateAt(hours, [], PARIS, '2025-10-25T23:00:00Z')).toEqual(open('2025-10-26T03:00:00Z'));
    expect(stateAt(hours, [], PARIS, '2025-10-26T01:30:00Z')).toEqual(open('2025-10-26T03:00:00Z'));
    // Los Angeles, Sunday 2025-11-02: 02:00 goes back to 01:00 (09:00Z).
    expect(
      stateAt({ sun: [span('00:30', '01:30')] }, [], LOS_ANGELES, '2025-11-02T08:00:00Z'),
    ).toEqual(open('2025-11-02T08:30:00Z'));
  });
});

describe('openSlots', () => {
  const lunch: TWeeklyHours = { mon: [span('11:30', '14:00')] };
  const slots = (
    hours: TWeeklyHours,
    closedDates: string[],
    timeZone: string,
    from: string,
    days: number,
    step: number,
  ) =>
    openSlots(hours, closedDates, timeZone, at(from), days, step).map((s) => onClock(s, timeZone));

  it('steps on the clock from the opening, and never at the close', () => {
    expect(slots(lunch, [], PARIS, '2025-01-06T08:00:00Z', 1, 30)).toEqual([
      '2025-01-06 11:30',
      '2025-01-06 12:00',
      '2025-01-06 12:30',
      '2025-01-06 13:00',
      '2025-01-06 13:30',
    ]);
  });

  it('starts at the next aligned time at or after `from`', () => {
    expect(slots(lunch, [], PARIS, '2025-01-06T11:07:00Z', 1, 15)).toEqual([
      '2025-01-06 12:15',
      '2025-01-06 12:30',
      '2025-01-06 12:45',
      '2025-01-06 13:00',
      '2025-01-06 13:15',
      '2025-01-06 13:30',
      '2025-01-06 13:45',
    ]);
    expect(slots(lunch, [], PARIS, '2025-01-06T12:45:00Z', 1, 15)).toEqual(['2025-01-06 13:45']);
  });

  it('aligns to the clock from midnight, not to the opening', () => {
    expect(slots(lunch, [], PARIS, '2025-01-06T08:00:00Z', 1, 20).slice(0, 3)).toEqual([
      '2025-01-06 11:40',
      '2025-01-06 12:00',
      '2025-01-06 12:20',
    ]);
  });

  it('aligns to the local clock in a zone a half or three quarters of an hour from UTC', () => {
    const hours: TWeeklyHours = { mon: [span('10:00', '11:00')] };
    const kolkata = openSlots(hours, [], 'Asia/Kolkata', at('2025-01-06T00:00:00Z'), 1, 30);
    expect(kolkata.map((s) => s.toISOString())).toEqual([
      '2025-01-06T04:30:00.000Z',
      '2025-01-06T05:00:00.000Z',
    ]);
    expect(slots(hours, [], 'Asia/Kathmandu', '2025-01-06T00:00:00Z', 1, 45)).toEqual([
      '2025-01-06 10:30',
    ]);
  });

  it('covers the given local days, with the night past midnight on the day it falls on', () => {
    const night: TWeeklyHours = { fri: [span('18:00', '02:00')] };
    const FRIDAY_NOON = '2025-01-10T11:00:00Z';
    expect(slots(night, [], PARIS, FRIDAY_NOON, 1, 60)).toEqual([
      '2025-01-10 18:00',
      '2025-01-10 19:00',
      '2025-01-10 20:00',
      '2025-01-10 21:00',
      '2025-01-10 22:00',
      '2025-01-10 23:00',
    ]);
    expect(slots(night, [], PARIS, FRIDAY_NOON, 2, 60).slice(6)).toEqual([
      '2025-01-11 00:00',
      '2025-01-11 01:00',
    ]);
    // From Saturday 00:30, the rest of Friday's night.
    expect(slots(night, [], PARIS, '2025-01-10T23:30:00Z', 1, 60)).toEqual(['2025-01-11 01:00']);
  });

  it('leaves out closed dates, but not the tail of the night before one', () => {
    const night: TWeeklyHours = { fri: [span('18:00', '02:00')] };
    expect(slots(night, ['2025-01-10'], PARIS, '2025-01-10T11:00:00Z', 2, 60)).toEqual([]);
    expect(slots(night, ['2025-01-11'], PARIS, '2025-01-10T11:00:00Z', 2, 60)).toHaveLength(8);
  });

  it('gives no times when closed all week', () => {
    expect(slots({}, [], PARIS, '2025-01-06T00:00:00Z', 14, 15)).toEqual([]);
  });

  it('offers no time in the skipped hour of a spring night', () => {
    const hours: TWeeklyHours = { sun: [span('01:00', '04:00')] };
    const spring = openSlots(hours, [], PARIS, at('2025-03-29T23:00:00Z'), 1, 30);
    expect(spring.map((s) => s.toISOString())).toEqual([
      '2025-03-30T00:00:00.000Z',
      '2025-03-30T00:30:00.000Z',
      '2025-03-30T01:00:00.000Z',
      '2025-03-30T01:30:00.000Z',
    ]);
    expect(spring.map((s) => onClock(s, PARIS).slice(11))).toEqual([
      '01:00',
      '01:30',
      '03:00',
      '03:30',
    ]);
  });

  it('offers each time of the repeated hour of an autumn night once, its first occurrence', () => {
    const hours: TWeeklyHours = { sun: [span('01:00', '04:00')] };
    const autumn = openSlots(hours, [], PARIS, at('2025-10-25T22:00:00Z'), 1, 30);
    expect(autumn.map((s) => s.toISOString())).toEqual([
      '2025-10-25T23:00:00.000Z',
      '2025-10-25T23:30:00.000Z',
      '2025-10-26T00:00:00.000Z',
      '2025-10-26T00:30:00.000Z',
      '2025-10-26T02:00:00.000Z',
      '2025-10-26T02:30:00.000Z',
    ]);
  });

  it('keeps to the clock on the days after a change', () => {
    const hours: TWeeklyHours = { mon: [span('12:00', '13:00')] };
    expect(slots(hours, [], PARIS, '2025-03-24T00:00:00Z', 14, 60)).toEqual([
      '2025-03-24 12:00',
      '2025-03-31 12:00',
    ]);
  });

  it('holds at most OPEN_SLOT_DAYS_MAX days and OPEN_SLOTS_MAX times', () => {
    const FROM = '2025-01-05T23:00:00Z'; // Monday 00:00 in Paris
    const hourly = openSlots(everyDay(ALL_DAY), [], PARIS, at(FROM), 1000, 60);
    expect(hourly).toHaveLength(OPEN_SLOT_DAYS_MAX * 24);
    expect(onClock(hourly.at(-1) as Date, PARIS)).toBe('2025-02-05 23:00');
    const everyMinute = openSlots(everyDay(ALL_DAY), [], PARIS, at(FROM), 7, 1);
    expect(everyMinute).toHaveLength(OPEN_SLOTS_MAX);
    expect(everyMinute.every((s, i) => i === 0 || s > (everyMinute[i - 1] as Date))).toBe(true);
  });

  it('gives nothing for no days, and refuses a step that is not whole minutes of a day', () => {
    expect(openSlots(everyDay(ALL_DAY), [], PARIS, at('2025-01-06T10:00:00Z'), 0, 15)).toEqual([]);
    for (const step of [0, 7.5, 1441, Number.NaN]) {
      expect(() =>
        openSlots(everyDay(ALL_DAY), [], PARIS, at('2025-01-06T10:00:00Z'), 1, step),
      ).toThrow(RangeError);
    }
  });
});

describe('formatOpening', () => {
  const daily = everyDay(span('11:30', '22:00'));
  const text = (hours: TWeeklyHours, iso: string, timeZone = PARIS, locale = 'en-GB') =>
    formatOpening(openingState(hours, [], timeZone, at(iso)), timeZone, locale, at(iso));

  it('says until when it is open, on the business’s clock', () => {
    expect(text(daily, '2025-01-06T11:00:00Z')).toBe('Open until 22:00');
    expect(text({ fri: [span('18:00', '02:00')] }, '2025-01-10T19:00:00Z')).toBe(
      'Open until 02:00',
    );
    expect(text({ mon: [span('09:00', '17:00')] }, '2025-01-06T18:00:00Z', LOS_ANGELES)).toBe(
      'Open until 17:00',
    );
  });

  it('names the day of a close more than a day away, and says Open when none is near', () => {
    expect(text({ mon: [ALL_DAY], tue: [span('00:00', '22:00')] }, '2025-01-06T11:00:00Z')).toBe(
      'Open until tomorrow at 22:00',
    );
    const threeDays = { mon: [ALL_DAY], tue: [ALL_DAY], wed: [span('00:00', '22:00')] };
    expect(text(threeDays, '2025-01-06T11:00:00Z')).toBe('Open until Wed at 22:00');
    expect(text(everyDay(ALL_DAY), '2025-01-06T11:00:00Z')).toBe('Open');
  });

  it('says when it opens: today, tomorrow, a weekday, or a date a week or more away', () => {
    expect(text(daily, '2025-01-06T09:00:00Z')).toBe('Opens today at 11:30');
    expect(text(daily, '2025-01-06T22:00:00Z')).toBe('Opens tomorrow at 11:30');
    expect(text({ mon: [span('11:30', '22:00')] }, '2025-01-10T12:00:00Z')).toBe(
      'Opens Mon at 11:30',
    );
    expect(text({ mon: [span('11:30', '22:00')] }, '2025-01-06T22:00:00Z')).toBe(
      'Opens Mon 13 Jan at 11:30',
    );
    expect(text({ mon: [span('11:30', '22:00')] }, '2025-01-06T22:00:00Z', PARIS, 'en-US')).toBe(
      'Opens Mon, Jan 13 at 11:30',
    );
  });

  it('says today and tomorrow by the business’s date, not UTC’s', () => {
    // 23:30Z on Monday is already Tuesday 00:30 in Paris.
    expect(text(daily, '2025-01-06T23:30:00Z')).toBe('Opens today at 11:30');
    expect(text(daily, '2025-01-07T07:00:00Z', LOS_ANGELES)).toBe('Opens tomorrow at 11:30');
  });

  it('says Closed when it does not open in the next 14 days', () => {
    expect(text({}, '2025-01-06T11:00:00Z')).toBe('Closed');
  });
});

describe('for any hours, zone and instant', () => {
  // Zones with odd changes: a 30-minute one (Lord Howe), one at midnight (Santiago), a
  // quarter-hour offset (Chatham), and none (Kolkata, UTC). Half the instants fall within a day and
  // a half of one of their zone's changes in 2025, where the rules are easiest to get wrong.
  const CHANGES: Record<string, string[]> = {
    [PARIS]: ['2025-03-30T01:00:00Z', '2025-10-26T01:00:00Z'],
    [AUCKLAND]: ['2025-04-05T14:00:00Z', '2025-09-27T14:00:00Z'],
    [LOS_ANGELES]: ['2025-03-09T10:00:00Z', '2025-11-02T09:00:00Z'],
    'Australia/Lord_Howe': ['2025-04-05T15:00:00Z', '2025-10-04T15:30:00Z'],
    'America/Santiago': ['2025-04-06T03:00:00Z', '2025-09-07T04:00:00Z'],
    'Pacific/Chatham': ['2025-04-05T14:00:00Z', '2025-09-27T14:00:00Z'],
    'Asia/Kolkata': [],
    UTC: [],
  };
  const HOUR = 3_600_000;
  const anyTime = fc.tuple(
    fc.constantFrom(...Object.keys(CHANGES)),
    fc.integer({ min: Date.UTC(2024, 0, 1), max: Date.UTC(2026, 11, 31) }),
  );
  const nearChange = fc
    .tuple(
      fc.constantFrom(
        ...Object.entries(CHANGES).flatMap(([z, changes]) => changes.map((c) => [z, c] as const)),
      ),
      fc.integer({ min: -36 * HOUR, max: 36 * HOUR }),
      fc.boolean(),
    )
    .map(([[z, change], shift, isWholeMinute]) => {
      const ms = Date.parse(change) + shift;
      return [z, isWholeMinute ? ms - (ms % 60_000) : ms] as const;
    });
  const zoneAndInstant = fc
    .oneof(anyTime, nearChange)
    .map(([z, ms]) => ({ timeZone: z, now: new Date(ms) }));
  const time = fc
    .integer({ min: 0, max: 24 * 60 - 1 })
    .map(
      (m) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`,
    );
  const spanOf = fc
    .tuple(time, time)
    .filter(([o, c]) => o !== c)
    .map(([o, c]) => span(o, c));
  const hoursOf = fc
    .array(fc.tuple(fc.constantFrom(...WEEKDAYS), fc.array(spanOf, { maxLength: 3 })), {
      maxLength: 7,
    })
    .map((days): TWeeklyHours => Object.fromEntries(days));

  it('opens and closes exactly at the instants openingState gives', () => {
    fc.assert(
      fc.property(hoursOf, zoneAndInstant, (hours, { timeZone, now }) => {
        const state = openingState(hours, [], timeZone, now);
        expect(isOpenAt(hours, [], timeZone, now)).toBe(state.isOpen);
        const edge = state.isOpen ? state.closesAt : state.opensAt;
        if (!edge) return;
        expect(edge.getTime()).toBeGreaterThan(now.getTime());
        const before = new Date(edge.getTime() - 1);
        expect(isOpenAt(hours, [], timeZone, before)).toBe(state.isOpen);
        expect(isOpenAt(hours, [], timeZone, edge)).toBe(!state.isOpen);
      }),
      { numRuns: 300 },
    );
  });

  it('offers only open, aligned, increasing times on the asked days', () => {
    const step = fc.constantFrom(5, 15, 20, 30, 45, 60);
    fc.assert(
      fc.property(hoursOf, zoneAndInstant, step, (hours, { timeZone, now: from }, stepMinutes) => {
        const times = openSlots(hours, [], timeZone, from, 3, stepMinutes);
        const firstDate = localParts(from, timeZone).date;
        let previous = from.getTime() - 1;
        for (const t of times) {
          expect(t.getTime()).toBeGreaterThan(previous);
          previous = t.getTime();
          expect(isOpenAt(hours, [], timeZone, t)).toBe(true);
          const { date, minutes } = localParts(t, timeZone);
          expect(minutes % stepMinutes).toBe(0);
          expect(t.getTime() % 60_000).toBe(0);
          const dayIndex = (Date.parse(date) - Date.parse(firstDate)) / 86_400_000;
          expect(dayIndex >= 0 && dayIndex < 3).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });
});
