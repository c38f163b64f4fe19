// A past time as i18next's relativetime formatter takes it ("2 minutes ago"): the numbers here, the
// words in en.json.

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** Under this many seconds a check is "just now" rather than "3 seconds ago". */
const JUST_NOW_SECONDS = 10;

/**
 * A whole number of the largest unit that fits, negative because it is in the past; 0 for "just
 * now", which also covers a time a moment ahead when the server's clock runs before the browser's.
 */
export function timeAgo(
  iso: string,
  now: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < JUST_NOW_SECONDS) return { value: 0, unit: 'second' };
  for (const [unit, size] of UNITS)
    if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  return { value: 0, unit: 'second' };
}
