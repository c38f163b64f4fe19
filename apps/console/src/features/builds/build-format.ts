// How times and sizes of builds are put into words: the numbers here, the words in en.json.

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

/** Sizes under 1 MB in KB, larger in MB (1024 bytes to the KB, as everywhere in the console). */
export function sizeIn(bytes: number): { value: number; unit: 'KB' | 'MB' } {
  const kb = bytes / 1024;
  return kb < 1024 ? { value: Math.max(1, kb), unit: 'KB' } : { value: kb / 1024, unit: 'MB' };
}
