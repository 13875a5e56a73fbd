/**
 * Arithmetic on calendar dates written as ISO `yyyy-MM-dd`: the one place the rules, the API and
 * the emulators add days, months and years or count the days between two dates. A calendar date
 * has no time of day and no time zone; each is worked on as midnight UTC, so summer time never
 * moves one. Turn an instant into its UK date with `londonToday` (uk/london-date.ts) first.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

export interface CalendarParts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
}

const isoOf = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

/** The parts of `date` when it is a real ISO calendar date (2026-02-31 is not one), else null. */
export function calendarParts(date: string): CalendarParts | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  // Date.UTC rolls 31 February into March; a real date survives the round trip unchanged.
  return isoOf(Date.UTC(year, month - 1, day)) === date ? { year, month, day } : null;
}

export const isCalendarDate = (date: string): boolean => calendarParts(date) !== null;

/** The parts of a date the caller knows is real; anything else is a programming error. */
export function partsOf(date: string): CalendarParts {
  const parts = calendarParts(date);
  if (!parts) throw new RangeError(`Not an ISO calendar date (yyyy-MM-dd): ${JSON.stringify(date)}`);
  return parts;
}

/** Days since 1 January 1970: the difference of two is the days between them. */
export function dayNumber(date: string): number {
  const { year, month, day } = partsOf(date);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/** `date` plus `days` calendar days (negative goes back). */
export const addDays = (date: string, days: number): string => isoOf((dayNumber(date) + days) * MS_PER_DAY);

/** Calendar days from `from` to `to`: positive when `to` is later. */
export const daysBetween = (from: string, to: string): number => dayNumber(to) - dayNumber(from);

/** 0 for Sunday to 6 for Saturday, as `Date.getUTCDay`. */
export const weekday = (date: string): number => new Date(dayNumber(date) * MS_PER_DAY).getUTCDay();

export const isWeekend = (date: string): boolean => [0, 6].includes(weekday(date));

/** The number of days in a month (`month` 1–12). */
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The same day `months` later; where that month is shorter, its last day instead
 * (31 January + 1 month → 28 or 29 February; 29 February + 12 months → 28 February).
 */
export function addMonths(date: string, months: number): string {
  const { year, month, day } = partsOf(date);
  const index = month - 1 + months;
  const targetYear = year + Math.floor(index / 12);
  const targetMonth = (((index % 12) + 12) % 12) + 1;
  return isoOf(Date.UTC(targetYear, targetMonth - 1, Math.min(day, daysInMonth(targetYear, targetMonth))));
}

/** `date` plus whole years; 29 February falls back to 28 February in a year without one. */
export const addYears = (date: string, years: number): string => addMonths(date, 12 * years);
