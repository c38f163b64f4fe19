import {
  type TOpeningSpan,
  type TWeekday,
  type TWeeklyHours,
  WEEKDAYS,
} from './opening-hours.schema';

// When a business is open, from its weekly hours, its closed dates and its time zone: the website's
// 'open now' and 'opens at…', the order check (a closed business takes no order for now, and an
// order for later picks one of `openSlots`) and the console all read these rules, so they agree to
// the second. Time-zone maths uses only Intl.DateTimeFormat: this runs in the browser and on Node,
// and the repository has no date library.
//
// How the owner's words become instants:
// - A span belongs to the local day it starts on. One whose close is at or before its open ends
//   the next day (18:00 to 02:00), so a closed date closes the spans that start that day, and the
//   night that ran past midnight into a closed date still ends as written.
// - A span is open from its open (included) to its close (excluded). Spans that overlap, touch or
//   leave at most one minute between them are one opening: 'all day' is written 00:00 to 23:59
//   (the schema refuses 24:00), and a week of such days is open without a break.
// - Daylight saving. A wall time the clocks skip (02:30 on the spring-forward night in Paris) is
//   the moment they jump (03:00 summer time): a span 01:30 to 03:30 that night is open 01:30 to
//   03:30 by the clock, one hour of real time, and a span entirely inside the skipped hour does not
//   open. A wall time the clocks show twice (02:30 on the autumn night) is its first occurrence,
//   for opens and closes alike, as a customer reading the clock first meets it: 01:30 to 02:30 is
//   one hour, and 01:00 to 04:00 is four hours, the repeated hour included. Order times
//   (`openSlots`) are clock times, each offered once: none in the skipped hour, the repeated
//   hour's at their first occurrence.

const MINUTE = 60_000;
const DAY = 86_400_000;
/** The longest break that still reads as one opening: 23:59 then 00:00 the next day. */
const ADJACENT_GAP = MINUTE;

/** How far ahead 'opens at…' and 'open until…' look; past it they are null. */
export const OPENING_HORIZON_DAYS = 14;
/** The most local days, and the most order times, one list of order times holds. */
export const OPEN_SLOT_DAYS_MAX = 31;
export const OPEN_SLOTS_MAX = 2000;

/** Open until `closesAt` (null: not closing in the next 14 days), or closed until `opensAt`. */
export type TOpeningState =
  | { isOpen: true; closesAt: Date | null }
  | { isOpen: false; opensAt: Date | null };

/** An instant as read on the business's clock: its weekday, its date, minutes since midnight. */
export type TLocalParts = { weekday: TWeekday; date: string; minutes: number };

type TInterval = { start: number; end: number };

// ---- the business's clock ----

const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The clock's reading at an instant, to the second, as milliseconds of that reading in UTC. */
function wallAt(instant: number, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour') % 24,
    part('minute'),
    part('second'),
  );
}

const toSecond = (instant: number) => instant - (((instant % 1000) + 1000) % 1000);
const offsetAt = (instant: number, timeZone: string) =>
  wallAt(instant, timeZone) - toSecond(instant);

const dateMs = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const addDays = (date: string, days: number) => dateOf(dateMs(date) + days * DAY);
const weekdayOf = (date: string) =>
  WEEKDAYS[(new Date(dateMs(date)).getUTCDay() + 6) % 7] as TWeekday;

/**
 * Instants already worked out, by zone, date and minutes: a page of businesses asks the same few
 * (each one's opening and closing times over the coming days) again and again, and each costs
 * several clock readings. Zones' rules do not change while the process runs; the map is emptied
 * when it grows past a bound rather than kept in order.
 */
const instants = new Map<string, { instant: number; isReal: boolean }>();
const INSTANTS_MAX = 20_000;

/**
 * The instant the clock shows `minutes` past midnight on `date`: the first of two when the hour
 * repeats; the moment the clocks jump when they skip it (`isReal` false).
 */
function instantOf(date: string, minutes: number, timeZone: string) {
  const key = `${timeZone}\n${date}\n${minutes}`;
  const known = instants.get(key);
  if (known) return known;
  if (instants.size >= INSTANTS_MAX) instants.clear();
  const found = findInstant(date, minutes, timeZone);
  instants.set(key, found);
  return found;
}

function findInstant(date: string, minutes: number, timeZone: string) {
  const wall = dateMs(date) + minutes * MINUTE;
  // Zones are at most a day from UTC, so the offsets a day either side bracket any change.
  const offsets = new Set([wall - DAY, wall, wall + DAY].map((t) => offsetAt(t, timeZone)));
  const candidates = [...offsets].map((offset) => wall - offset).sort((a, b) => a - b);
  const first = candidates.find((t) => wallAt(t, timeZone) === wall);
  if (first !== undefined) return { instant: first, isReal: true };
  // Skipped: the clock reads before `wall` at the earliest candidate and after it at the latest;
  // the jump is the first second in between whose reading is at or past it.
  let before = candidates[0] ?? wall;
  let after = candidates.at(-1) ?? wall;
  while (after - before > 1000) {
    const middle = before + Math.floor((after - before) / 2000) * 1000;
    if (wallAt(middle, timeZone) >= wall) after = middle;
    else before = middle;
  }
  return { instant: after, isReal: false };
}

/** `at` on the business's clock, read with Intl.DateTimeFormat in `timeZone`. */
export function localParts(at: Date, timeZone: string): TLocalParts {
  const wall = wallAt(at.getTime(), timeZone);
  const date = dateOf(wall);
  return { weekday: weekdayOf(date), date, minutes: Math.floor((wall - dateMs(date)) / MINUTE) };
}

// ---- openings ----

const minutesOf = (time: string) => {
  const match = /^(\d\d):(\d\d)$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** The openings of the spans starting from `firstDate` to `lastDate`, merged, in order. */
function openings(
  hours: TWeeklyHours,
  closedDates: readonly string[],
  timeZone: string,
  firstDate: string,
  lastDate: string,
): TInterval[] {
  const closed = new Set(closedDates);
  const spans: TInterval[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    if (closed.has(date)) continue;
    const daySpans: readonly TOpeningSpan[] = hours[weekdayOf(date)] ?? [];
    for (const span of daySpans) {
      const open = minutesOf(span.open);
      const close = minutesOf(span.close);
      // Hours are checked when saved; a stored value that is not a time opens nothing.
      if (open === null || close === null) continue;
      const start = instantOf(date, open, timeZone).instant;
      const end = instantOf(close > open ? date : addDays(date, 1), close, timeZone).instant;
      if (end > start) spans.push({ start, end });
    }
  }
  spans.sort((a, b) => a.start - b.start);
  const merged: TInterval[] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span.start - last.end <= ADJACENT_GAP) last.end = Math.max(last.end, span.end);
    else merged.push(span);
  }
  return merged;
}

/** Whether the business is open at `at`, and until when, or when it opens next. */
export function openingState(
  hours: TWeeklyHours,
  closedDates: readonly string[],
  timeZone: string,
  at: Date,
): TOpeningState {
  const now = at.getTime();
  const horizon = now + OPENING_HORIZON_DAYS * DAY;
  const today = localParts(at, timeZone).date;
  // From yesterday (its night may run into today) to past the horizon, so an opening that ends
  // before the horizon is whole.
  const open = openings(
    hours,
    closedDates,
    timeZone,
    addDays(today, -1),
    addDays(today, OPENING_HORIZON_DAYS + 2),
  );
  const current = open.find((o) => o.start <= now && now < o.end);
  if (current)
    return { isOpen: true, closesAt: current.end > horizon ? null : new Date(current.end) };
  const next = open.find((o) => o.start > now && o.start <= horizon);
  return { isOpen: false, opensAt: next ? new Date(next.start) : null };
}

/** Whether the business is open at `at` (the order check for an order for now). */
export function isOpenAt(
  hours: TWeeklyHours,
  closedDates: readonly string[],
  timeZone: string,
  at: Date,
): boolean {
  const now = at.getTime();
  const today = localParts(at, timeZone).date;
  const open = openings(hours, closedDates, timeZone, addDays(today, -1), addDays(today, 1));
  return open.some((o) => o.start <= now && now < o.end);
}

// ---- order times ----

/** The instants of `date`'s clock times at every `step` minutes from midnight that exist. */
function clockTimes(date: string, step: number, timeZone: string): number[] {
  const midnight = instantOf(date, 0, timeZone);
  const nextMidnight = instantOf(addDays(date, 1), 0, timeZone);
  const offset = dateMs(date) - midnight.instant;
  // Most days keep one offset from midnight to midnight: no clock reading to ask per time.
  const isSteady =
    midnight.isReal &&
    nextMidnight.isReal &&
    dateMs(addDays(date, 1)) - nextMidnight.instant === offset;
  const times: number[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    if (isSteady) times.push(dateMs(date) + minutes * MINUTE - offset);
    else {
      const time = instantOf(date, minutes, timeZone);
      if (time.isReal) times.push(time.instant);
    }
  }
  return times;
}

/**
 * The times a customer can pick for an order for later: every `stepMinutes` on the business's
 * clock (from midnight: :00, :15…), within an opening, at or after `from`, on `days` local days
 * from `from`'s (1: the rest of today). At most OPEN_SLOT_DAYS_MAX days and OPEN_SLOTS_MAX times.
 */
export function openSlots(
  hours: TWeeklyHours,
  closedDates: readonly string[],
  timeZone: string,
  from: Date,
  days: number,
  stepMinutes: number,
): Date[] {
  if (!Number.isInteger(stepMinutes) || stepMinutes < 1 || stepMinutes > 24 * 60) {
    throw new RangeError('The step between order times is a whole number of minutes, 1 to 1440.');
  }
  const dayCount = Number.isFinite(days) ? Math.min(Math.floor(days), OPEN_SLOT_DAYS_MAX) : 0;
  if (dayCount < 1) return [];
  const earliest = from.getTime();
  const firstDate = localParts(from, timeZone).date;
  const lastDate = addDays(firstDate, dayCount - 1);
  const open = openings(hours, closedDates, timeZone, addDays(firstDate, -1), lastDate);
  const slots: Date[] = [];
  let index = 0;
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) {
    for (const time of clockTimes(date, stepMinutes, timeZone)) {
      if (time < earliest) continue;
      while ((open[index]?.end ?? Number.POSITIVE_INFINITY) <= time) index++;
      const opening = open[index];
      if (!opening) return slots;
      if (opening.start > time) continue;
      slots.push(new Date(time));
      if (slots.length === OPEN_SLOTS_MAX) return slots;
    }
  }
  return slots;
}

// ---- the website's words ----

const FORMATS = {
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'short' },
  date: { weekday: 'short', day: 'numeric', month: 'short' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formatters made once each (making one costs far more than using it: a listing uses dozens). */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(locale: string, timeZone: string, kind: keyof typeof FORMATS) {
  const key = `${locale}\n${timeZone}\n${kind}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    if (formatters.size >= 1_000) formatters.clear();
    formatter = new Intl.DateTimeFormat(locale, { timeZone, ...FORMATS[kind] });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The state in a few words for the website, times on the business's clock (24-hour for now):
 * 'Open until 22:00', 'Opens today at 11:30', 'Opens tomorrow at 11:30', 'Opens Mon at 11:30',
 * 'Closed'. `at` is the instant the state was worked out for: it says which day is today. The
 * words are English like the rest of the website; `locale` writes the day and the time.
 */
export function formatOpening(
  state: TOpeningState,
  timeZone: string,
  locale: string,
  at: Date,
): string {
  const when = state.isOpen ? state.closesAt : state.opensAt;
  if (!when) return state.isOpen ? 'Open' : 'Closed';
  const time = formatterOf(locale, timeZone, 'time').format(when);
  const days =
    (dateMs(localParts(when, timeZone).date) - dateMs(localParts(at, timeZone).date)) / DAY;
  // A weekday alone is clear within the week; further on, the date says which one.
  const day = formatterOf(locale, timeZone, days < 7 ? 'weekday' : 'date').format(when);
  if (state.isOpen) {
    // Closing within a day needs no day: 'Open until 02:00' after midnight is read as tonight.
    if (when.getTime() - at.getTime() < DAY) return `Open until ${time}`;
    return `Open until ${days === 1 ? 'tomorrow' : day} at ${time}`;
  }
  if (days <= 0) return `Opens today at ${time}`;
  return `Opens ${days === 1 ? 'tomorrow' : day} at ${time}`;
}
