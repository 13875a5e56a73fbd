import { addDays, addMonths, isWeekend } from '../dates/calendar-date';

/**
 * Bacs charge dates (DESIGN §8.2 "Monthly payments by Direct Debit"). Bacs collects only on
 * working days: Monday to Friday, and not on a bank holiday in England and Wales. A collection due
 * on any other day is taken on the next working day. Dates are ISO `yyyy-MM-dd`.
 */

/** Bank holidays in England and Wales (gov.uk/bank-holidays), 2025 to 2030. */
export const ENGLAND_BANK_HOLIDAYS: ReadonlySet<string> = new Set([
  '2025-01-01', '2025-04-18', '2025-04-21', '2025-05-05', '2025-05-26', '2025-08-25', '2025-12-25', '2025-12-26',
  '2026-01-01', '2026-04-03', '2026-04-06', '2026-05-04', '2026-05-25', '2026-08-31', '2026-12-25', '2026-12-28',
  '2027-01-01', '2027-03-26', '2027-03-29', '2027-05-03', '2027-05-31', '2027-08-30', '2027-12-27', '2027-12-28',
  '2028-01-03', '2028-04-14', '2028-04-17', '2028-05-01', '2028-05-29', '2028-08-28', '2028-12-25', '2028-12-26',
  '2029-01-01', '2029-03-30', '2029-04-02', '2029-05-07', '2029-05-28', '2029-08-27', '2029-12-25', '2029-12-26',
  '2030-01-01', '2030-04-19', '2030-04-22', '2030-05-06', '2030-05-27', '2030-08-26', '2030-12-25', '2030-12-26',
]); // prettier-ignore

/** Working days' notice Bacs needs before the first collection on a new mandate. */
export const FIRST_COLLECTION_WORKING_DAYS = 3;

export function isBacsWorkingDay(iso: string): boolean {
  return !isWeekend(iso) && !ENGLAND_BANK_HOLIDAYS.has(iso);
}

/** The day itself when Bacs works that day, otherwise the next day it does. */
export function nextBacsWorkingDay(iso: string): string {
  let day = iso;
  while (!isBacsWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** The working day `count` working days after `iso`. */
export function addBacsWorkingDays(iso: string, count: number): string {
  let day = iso;
  for (let left = count; left > 0;) {
    day = addDays(day, 1);
    if (isBacsWorkingDay(day)) left -= 1;
  }
  return day;
}

/** The earliest day a first collection can be taken on a mandate set up `today`. */
export function earliestChargeDate(today: string): string {
  return addBacsWorkingDays(today, FIRST_COLLECTION_WORKING_DAYS);
}

/**
 * The day of each of `count` monthly collections from `first`: the same day of each following
 * month (the month's last day when it is shorter), then moved to the next working day. The first
 * is `first` itself, which must already be a working day.
 */
export function monthlyChargeDates(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, index) =>
    index === 0 ? first : nextBacsWorkingDay(addMonths(first, index)),
  );
}
