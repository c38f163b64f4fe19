// A past time as i18next's relativetime formatter takes it ("3 minutes ago"): the numbers here, the
// words in en.json. Builds and custom domains both say when something last happened.

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

const JUST_NOW_SECONDS = 10;

/**
 * A past time as a whole number of its largest unit, for i18next's relativetime formatter
 * ("3 minutes ago"): negative, because it is in the past. Under ten seconds (or a moment ahead,
 * when the server's clock runs a little before the browser's) it is 0: "just now".
 */
export function relativeTo(
  iso: string,
  now: number,
): { value: number; unit: Intl.RelativeTimeFormatUnit } {
  const seconds = Math.round((now - new Date(iso).getTime()) / 1000);
  if (seconds < JUST_NOW_SECONDS) return { value: 0, unit: 'second' };
  for (const [unit, size] of UNITS)
    if (seconds >= size) return { value: -Math.floor(seconds / size), unit };
  return { value: 0, unit: 'second' };
}
