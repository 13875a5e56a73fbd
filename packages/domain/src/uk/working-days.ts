import { addDays, isWeekend } from '../dates/calendar-date';

/**
 * The UK calendar of working days. `workingDaysBetween` counts Monday to Friday only, for the
 * back office's own reminders (calling a new customer within `siteConfig.inspectionCallWorkingDays`):
 * a bank holiday there is a day's slack the back office can see. The promises made to customers
 * and garages (claim time frames, Bacs collections) count bank holidays out too: `isUkWorkingDay`.
 */

/** Working days after `from` up to and including `to` (both `yyyy-MM-dd`); 0 when `to` is not later. */
export function workingDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = addDays(from, 1); day <= to; day = addDays(day, 1)) if (!isWeekend(day)) count += 1;
  return count;
}

/** Bank holidays in England and Wales (gov.uk/bank-holidays), 2025 to 2030. */
export const ENGLAND_BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
  '2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26',
  '2029-01-01', '2029-03-30', '2029-04-02', '2029-05-07', '2029-05-28', '2029-08-27', '2029-12-25', '2029-12-26',
  '2030-01-01', '2030-04-19', '2030-04-22', '2030-05-06', '2030-05-27', '2030-08-26', '2030-12-25', '2030-12-26',
]); // prettier-ignore

/** A UK working day: Monday to Friday, and not a bank holiday in England and Wales. */
export function isUkWorkingDay(iso: string): boolean {
  return !isWeekend(iso) && !ENGLAND_BANK_HOLIDAYS.has(iso);
}

/** The day itself when it is a working day, otherwise the next one. */
export function nextUkWorkingDay(iso: string): string {
  let day = iso;
  while (!isUkWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The working day `count` working days after `iso` (bank holidays counted out). */
export function addUkWorkingDays(iso: string, count: number): string {
  let day = iso;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isUkWorkingDay(day)) left -= 1;
  }
  return day;
}
