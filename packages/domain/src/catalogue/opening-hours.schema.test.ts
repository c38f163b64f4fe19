import { describe, expect, it } from 'vitest';
import { ZClosedDates, ZOpeningSpan, ZTimeZone, ZWeeklyHours } from './opening-hours.schema';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('an opening span', () => {
  it('takes times from 00:00 to 23:59, and a close before the open (past midnight)', () => {
    expect(ZOpeningSpan.parse({ open: '00:00', close: '23:59' })).toEqual({
      open: '00:00',
      close: '23:59',
    });
    expect(ZOpeningSpan.safeParse({ open: '18:00', close: '02:00' }).success).toBe(true);
  });

  it.each(['24:00', '9:00', '12:60', '12:5', '1200', ''])('refuses the time %j', (time) => {
    expect(messages(ZOpeningSpan.safeParse({ open: time, close: '23:00' }))).toContain(
      'Write a time as HH:MM, from 00:00 to 23:59.',
    );
  });

  it('refuses a span that opens and closes at the same time', () => {
    expect(messages(ZOpeningSpan.safeParse({ open: '11:30', close: '11:30' }))).toEqual([
      'A span opens and closes at different times (for all day, use 00:00 to 23:59).',
    ]);
  });
});

describe('weekly hours', () => {
  const span = { open: '08:00', close: '09:00' };

  it('takes up to 6 spans a day, any days left out, and nothing at all', () => {
    expect(ZWeeklyHours.safeParse({ mon: Array(6).fill(span), sun: [] }).success).toBe(true);
    expect(ZWeeklyHours.parse(undefined)).toEqual({});
  });

  it('refuses a 7th span in a day', () => {
    expect(messages(ZWeeklyHours.safeParse({ tue: Array(7).fill(span) }))).toEqual([
      'At most 6 spans a day.',
    ]);
  });

  it('refuses a day that is not a weekday', () => {
    expect(ZWeeklyHours.safeParse({ monday: [span] }).success).toBe(false);
  });
});

describe('closed dates', () => {
  it('takes dates of the calendar, a leap day included', () => {
    expect(ZClosedDates.parse(['2024-02-29', '2025-12-31'])).toEqual(['2024-02-29', '2025-12-31']);
    expect(ZClosedDates.parse(undefined)).toEqual([]);
  });

  it.each(['2025-1-05', '2025-13-01', '05/01/2025', '2025-01-32'])('refuses %j', (date) => {
    expect(messages(ZClosedDates.safeParse([date]))).toEqual(['Write a date as YYYY-MM-DD.']);
  });

  it.each(['2025-02-29', '2025-02-30', '2025-04-31'])('refuses %j, not on the calendar', (date) => {
    expect(messages(ZClosedDates.safeParse([date]))).toEqual(['This date is not on the calendar.']);
  });

  it('refuses more than 366 dates', () => {
    const dates = Array.from({ length: 367 }, () => '2025-01-01');
    expect(messages(ZClosedDates.safeParse(dates))).toEqual(['At most 366 closed dates.']);
  });
});

describe('a time zone', () => {
  it('takes an IANA name, trimmed', () => {
    expect(ZTimeZone.parse(' Pacific/Auckland ')).toBe('Pacific/Auckland');
    expect(ZTimeZone.safeParse('America/Los_Angeles').success).toBe(true);
  });

  it('refuses an unknown zone and an empty one', () => {
    expect(messages(ZTimeZone.safeParse('Mars/Olympus_Mons'))).toEqual([
      'Choose a time zone from the list (such as Europe/Paris).',
    ]);
    expect(messages(ZTimeZone.safeParse('  '))).toContain(
      'Choose a time zone from the list (such as Europe/Paris).',
    );
  });

  it('keeps the canonical spelling of a zone typed in another case', () => {
    expect(ZTimeZone.parse('europe/paris')).toBe('Europe/Paris');
    expect(ZTimeZone.parse(' America/New_York ')).toBe('America/New_York');
  });
});
