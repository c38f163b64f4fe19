// Days on the owner's calendar, as the pages' addresses carry them (?from= and ?to= of the orders
// inbox and the activity log): a date, read in the browser's own time zone.

const DATE = /^(\d{4})-(\d\d)-(\d\d)$/;

/** The owner's calendar day `date` ('2026-11-27') starts at this instant, `days` later. */
export function dayStartOf(date: string, days = 0): string | undefined {
  const match = DATE.exec(date);
  if (!match) return undefined;
  const [year, month, dayOfMonth] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  // A day not on the calendar (2026-13-45) would roll over into another: it is no filter.
  const day = new Date(year, month, dayOfMonth);
  if (day.getFullYear() !== year || day.getMonth() !== month || day.getDate() !== dayOfMonth)
    return undefined;
  return new Date(year, month, dayOfMonth + days).toISOString();
}
