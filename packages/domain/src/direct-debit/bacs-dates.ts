import { addMonths } from '../dates/calendar-date';
import { addUkWorkingDays, ENGLAND_BANK_HOLIDAYS, isUkWorkingDay, nextUkWorkingDay } from '../uk/working-days';

export { ENGLAND_BANK_HOLIDAYS };

/**
 * Bacs charge dates (DESIGN §8.2 "Monthly payments by Direct Debit"). Bacs collects only on
 * working days: Monday to Friday, and not on a bank holiday in England and Wales. A collection due
 * on any other day is taken on the next working day. Dates are ISO `yyyy-MM-dd`.
 */

/** Working days' notice Bacs needs before the first collection on a new mandate. */
export const FIRST_COLLECTION_WORKING_DAYS = 3;

/** Bacs works on the UK's working days (`uk/working-days.ts`). */
export const isBacsWorkingDay = isUkWorkingDay;
export const nextBacsWorkingDay = nextUkWorkingDay;
export const addBacsWorkingDays = addUkWorkingDays;

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
