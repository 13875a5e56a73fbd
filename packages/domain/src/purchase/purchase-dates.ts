import { addDays, dayNumber } from '../dates/calendar-date';
import { purchaseMessages } from './purchase-messages';

/**
 * The dates of step 3 (spec §2 "warranty details", §5): when the customer bought the vehicle and
 * when the cover should begin. Dates are ISO `yyyy-MM-dd` calendar dates with no time of day or
 * time zone; `today` is always passed in (the UK date, see `londonToday`), so these rules are pure.
 */

/** How far ahead a plan may start: a quote priced today should not wait months for its cover. */
export const MAX_START_DAYS_AHEAD = 90;

export interface PlanDates {
  /** The day the cover begins (spec §3 warrantyDetails.planStartDate). */
  startDate: string;
  /** The day the customer bought the vehicle (spec §3 vehicleInfo.purchaseDate). */
  purchaseDate: string;
}

export const planDateMessages = {
  purchaseInFuture: 'The purchase date cannot be in the future',
  startBeforePurchase: purchaseMessages.startBeforePurchase,
  startInPast: 'The plan cannot start in the past',
  startTooFarAhead: `Choose a plan start date within the next ${MAX_START_DAYS_AHEAD} days`,
} as const;

/**
 * The first problem with the plan's dates, or null when they are acceptable. Checked in this
 * order: purchase date in the future; start before purchase (the spec's own message); start
 * before today; start more than MAX_START_DAYS_AHEAD days after today. Starting today and
 * starting exactly MAX_START_DAYS_AHEAD days ahead are both allowed.
 */
export function planStartProblem({ startDate, purchaseDate }: PlanDates, today: string): string | null {
  const start = dayNumber(startDate);
  const purchase = dayNumber(purchaseDate);
  const now = dayNumber(today);

  if (purchase > now) return planDateMessages.purchaseInFuture;
  if (start < purchase) return planDateMessages.startBeforePurchase;
  if (start < now) return planDateMessages.startInPast;
  if (start - now > MAX_START_DAYS_AHEAD) return planDateMessages.startTooFarAhead;
  return null;
}

/** The earliest first registration or purchase date the forms offer (a date input's `min`). */
export const EARLIEST_VEHICLE_DATE = '1950-01-01';

/** The latest plan start date on `today`: the date input's `max`, the same day the rule above allows. */
export const latestPlanStart = (today: string) => addDays(today, MAX_START_DAYS_AHEAD);
