import { addDays, isWeekend } from '../dates/calendar-date';

/**
 * Working days (Monday to Friday) for the promises we time ourselves against, such as calling a new
 * customer within `siteConfig.inspectionCallWorkingDays`. Bank holidays are not counted out: a
 * day's slack the back office can see, never a promise broken by the calendar.
 */

/** Working days after `from` up to and including `to` (both `yyyy-MM-dd`); 0 when `to` is not later. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (!isWeekend(day)) count += 1;
  return count;
}
