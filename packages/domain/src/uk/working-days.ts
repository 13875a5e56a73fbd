/**
 * Working days (Monday to Friday) for the promises we time ourselves against, such as calling a new
 * customer within `siteConfig.inspectionCallWorkingDays`. Bank holidays are not counted out: a
 * day's slack the back office can see, never a promise broken by the calendar.
 */

const dayOf = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Working days after `from` up to and including `to` (both `yyyy-MM-dd`); 0 when `to` is not later. */
export function workingDaysBetween(from: string, to: string): number {
  const day = dayOf(from);
  const end = dayOf(to);
  let count = 0;
  while (day < end) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) count += 1;
  }
  return count;
}
