/**
 * The calendar of a warranty: when cover ends, how much is left, whether it is upcoming, active or
 * expired (DESIGN §2 "Warranty status values"), the cooling-off period and the renewal window.
 * Dates are ISO `yyyy-MM-dd` calendar dates with no time of day or time zone; cover starts and
 * ends on whole UK days, and `today` is always passed in (see `londonToday`), so all of this is pure.
 */

import { groupDigits } from '../uk/numbers';
import { addDays, addMonths, dayNumber, partsOf } from '../dates/calendar-date';

/** Days after the day of purchase in which a customer may cancel for a full refund. */
export const COOLING_OFF_DAYS = 14;
/** How long before cover ends the customer may renew from the dashboard (DESIGN §3). */
export const RENEWAL_WINDOW_DAYS = 60;

export type CoverState = 'upcoming' | 'active' | 'expired';

/**
 * The last day of cover of a plan of `months` months starting on `startDate`: the day before the
 * same day of the month `months` later. When that later month is too short to have the day, cover
 * runs to that month's last day, never spilling into the next month:
 * - 15 Mar 2027 + 12 months → 14 Mar 2028; 1 Jan 2027 + 1 month → 31 Jan 2027;
 * - 31 Jan 2027 + 1 month → 28 Feb 2027 (no 31 Feb), as do 29 and 30 Jan; 28 Jan → 27 Feb;
 * - 29 Feb 2028 + 12 months → 28 Feb 2029; 29 Feb 2028 + 48 months → 28 Feb 2032.
 * So a longer plan always ends later, and a renewal starting the day after expiry follows on
 * without a gap or an overlap.
 */
export function expiryDate(startDate: string, months: number): string {
  if (!Number.isInteger(months) || months < 1) throw new RangeError(`A plan lasts a whole number of months: ${months}`);
  const { day } = partsOf(startDate);
  const sameDay = addMonths(startDate, months);
  // Past the end of a shorter month, cover runs to its last day; otherwise to the day before.
  return partsOf(sameDay).day < day ? sameDay : addDays(sameDay, -1);
}

/**
 * Whole days of cover left, counting today: 1 when cover ends today, 0 once it has ended. For
 * cover that has not begun it counts every day up to expiry (the dashboard shows days left only
 * for active warranties).
 */
export function daysLeft(expiryDate: string, today: string): number {
  return Math.max(0, dayNumber(expiryDate) - dayNumber(today) + 1);
}

/**
 * Upcoming before the start date, expired after the last day of cover, active from the start
 * date to the expiry date inclusive. An active warranty always has daysLeft ≥ 1 and an expired
 * one exactly 0.
 */
export function coverState(startDate: string, expiryDate: string, today: string): CoverState {
  const start = dayNumber(startDate);
  const end = dayNumber(expiryDate);
  const now = dayNumber(today);
  if (end < start) throw new RangeError(`Cover cannot end (${expiryDate}) before it starts (${startDate})`);
  if (start > now) return 'upcoming';
  if (end < now) return 'expired';
  return 'active';
}

/** The dashboard's days-left column: '1 day', otherwise 'n days' (spec §2), e.g. '0 days', '1,095 days'. */
export function daysLeftLabel(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Days left is a whole number, not ${n}`);
  return n === 1 ? '1 day' : `${groupDigits(n)} days`;
}

/**
 * A date as the dashboard shows it, dd/MM/yy (spec §9): 2026-11-23 → 23/11/26. Takes a calendar
 * date only; turn an instant such as createdAt into its UK date (`londonToday(instant)`) first,
 * because cutting the date off a UTC timestamp is a day early for late evenings in summer.
 */
export function formatDashboardDate(isoDate: string): string {
  const { year, month, day } = partsOf(isoDate);
  return `${pad(day)}/${pad(month)}/${pad(year % 100)}`;
}

/**
 * Whether a warranty bought on `purchasedOn` may still be cancelled for a full refund. The
 * Consumer Contracts Regulations give 14 days beginning the day after the contract is made, so
 * cancelling is allowed on the day of purchase and the 14 days after it: bought on the 1st, the
 * last day to cancel is the 15th. Before the purchase date (a clock error) it is false.
 */
export function withinCoolingOff(purchasedOn: string, today: string): boolean {
  const elapsed = dayNumber(today) - dayNumber(purchasedOn);
  return elapsed >= 0 && elapsed <= COOLING_OFF_DAYS;
}

/**
 * Whether the customer may renew: cover has not ended (the expiry day itself still counts) and
 * ends within the next RENEWAL_WINDOW_DAYS days, so expiry exactly 60 days from today is open
 * and 61 days is not yet.
 */
export function renewalOpen(expiryDate: string, today: string): boolean {
  const remaining = dayNumber(expiryDate) - dayNumber(today);
  return remaining >= 0 && remaining <= RENEWAL_WINDOW_DAYS;
}

const pad = (n: number) => String(n).padStart(2, '0');
