import { z } from 'zod';
import { MESSAGES } from '../messages/messages';

// A business's opening hours as the owner writes them: per weekday, spans of "HH:MM" to "HH:MM" in
// the business's own time zone. A span whose end is at or before its start ends the next day
// ("18:00" to "02:00"): the night belongs to the day it started. Whole days closed are dates.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const ZTime = z.string().regex(TIME, MESSAGES.HOURS_TIME_FORMAT);

export const ZOpeningSpan = z
  .object({ open: ZTime, close: ZTime })
  .refine((span) => span.open !== span.close, { message: MESSAGES.HOURS_SPAN_EMPTY });
export type TOpeningSpan = z.infer<typeof ZOpeningSpan>;

export const ZWeeklyHours = z
  .partialRecord(z.enum(WEEKDAYS), z.array(ZOpeningSpan).max(6, MESSAGES.HOURS_SPANS_PER_DAY))
  .default({});
/** Per weekday, the spans it is open; a day left out or empty is closed. */
export type TWeeklyHours = z.infer<typeof ZWeeklyHours>;

const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
// The pattern lets 2025-02-30 through; a date no calendar has would never close anything. (A text
// the pattern refuses is left to its message alone.)
const isCalendarDate = (date: string) => {
  if (!DATE.test(date)) return true;
  const day = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(date);
};
export const ZClosedDates = z
  .array(
    z
      .string()
      .regex(DATE, MESSAGES.CLOSED_DATE_FORMAT)
      .refine(isCalendarDate, MESSAGES.CLOSED_DATE_NOT_ON_CALENDAR),
  )
  .max(366, MESSAGES.CLOSED_DATES_COUNT)
  .default([]);
/** Whole days closed, YYYY-MM-DD in the business's time zone. */
export type TClosedDates = z.infer<typeof ZClosedDates>;

/** The canonical name of an IANA time zone this runtime knows, or null ('europe/paris' → 'Europe/Paris'). */
function canonicalTimeZone(name: string): string | null {
  try {
    return new Intl.DateTimeFormat('en', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** An IANA time zone name this runtime knows ('Europe/Paris', 'UTC'), stored as spelled canonically. */
export const ZTimeZone = z
  .string()
  .trim()
  .min(1, MESSAGES.TIME_ZONE_UNKNOWN)
  .refine((name) => canonicalTimeZone(name) !== null, { message: MESSAGES.TIME_ZONE_UNKNOWN })
  .transform((name) => canonicalTimeZone(name) ?? name);
