import { describe, expect, it } from 'vitest';
import { clockOf, nextClockTime } from './order-time';

// An order's times on the business's clock (docs/product/screens.md#orders).

const NEW_YORK = 'America/New_York';

describe('clockOf', () => {
  it("says 'today' (day null) for a time on the same day of the business's clock", () => {
    const now = new Date('2026-11-28T17:30:00Z'); // 12:30 in New York
    expect(clockOf('2026-11-28T17:04:00Z', NEW_YORK, now, 'en')).toEqual({
      day: null,
      time: '12:04',
    });
  });

  it('gives the day for another day, on the business’s clock rather than in UTC', () => {
    const now = new Date('2026-11-29T03:30:00Z'); // 22:30 on the 28th in New York
    // 04:10 UTC on the 28th is 23:10 on the 27th in New York.
    expect(clockOf('2026-11-28T04:10:00Z', NEW_YORK, now, 'en')).toEqual({
      day: 'Fri, Nov 27',
      time: '23:10',
    });
    // And 01:00 UTC on the 29th is still the 28th there: today.
    expect(clockOf('2026-11-29T01:00:00Z', NEW_YORK, now, 'en').day).toBeNull();
  });

  it("writes the day in the console's language, on the business's clock, the time on 24 hours", () => {
    const now = new Date('2026-11-29T03:30:00Z');
    const friday = '2026-11-28T04:10:00Z'; // 23:10 on Friday the 27th in New York
    expect(clockOf(friday, NEW_YORK, now, 'es')).toEqual({ day: 'vie, 27 nov', time: '23:10' });
    expect(clockOf(friday, NEW_YORK, now, 'fr')).toEqual({ day: 'ven. 27 nov.', time: '23:10' });
    // Arabic with Latin digits, the console's choice.
    expect(clockOf(friday, NEW_YORK, now, 'ar')).toEqual({
      day: 'الجمعة، 27 نوفمبر',
      time: '23:10',
    });
    // The same instant is already Saturday in Madrid.
    expect(clockOf(friday, 'Europe/Madrid', now, 'es')).toEqual({
      day: 'sáb, 28 nov',
      time: '05:10',
    });
  });
});

describe('nextClockTime', () => {
  const now = new Date('2026-11-28T17:30:20Z'); // 12:30:20 in New York

  it('is later today when the clock has not reached the time yet', () => {
    expect(nextClockTime('13:45', NEW_YORK, now)?.toISOString()).toBe('2026-11-28T18:45:00.000Z');
  });

  it('is tomorrow when the time has passed today, or is now', () => {
    expect(nextClockTime('09:15', NEW_YORK, now)?.toISOString()).toBe('2026-11-29T14:15:00.000Z');
    expect(nextClockTime('12:30', NEW_YORK, now)?.toISOString()).toBe('2026-11-29T17:30:00.000Z');
  });

  it('keeps the wall time across a change of the clocks', () => {
    // 31 Oct 2026, 20:00 in New York (EDT, UTC-4); the clocks go back at 02:00 on 1 Nov.
    const evening = new Date('2026-11-01T00:00:00Z');
    expect(nextClockTime('09:00', NEW_YORK, evening)?.toISOString()).toBe(
      '2026-11-01T14:00:00.000Z', // 09:00 EST
    );
  });

  it('refuses what is not a time', () => {
    expect(nextClockTime('', NEW_YORK, now)).toBeNull();
    expect(nextClockTime('24:00', NEW_YORK, now)).toBeNull();
    expect(nextClockTime('12:60', NEW_YORK, now)).toBeNull();
    expect(nextClockTime('9:00', NEW_YORK, now)).toBeNull();
  });
});
