import { formatPence } from '../pricing/money';

/**
 * Paying monthly by Direct Debit (DESIGN §8.2 "Monthly payments by Direct Debit"): which plans may
 * be paid monthly, the instalments and the "£X a month" figure. Interest-free: the instalments add
 * up to the price of paying in full, to the penny.
 */

/** Plan lengths, in months, that may be paid monthly; 3 and 6 months are paid in full. */
export const MONTHLY_PLAN_MONTHS = [12, 24, 36] as const;
export type MonthlyPlanMonths = (typeof MONTHLY_PLAN_MONTHS)[number];

export function monthlyAllowed(months: number): months is MonthlyPlanMonths {
  return (MONTHLY_PLAN_MONTHS as readonly number[]).includes(months);
}

/**
 * The instalments of a plan priced `price` pence over `months` months: one a month, equal in
 * pence, the remainder on the first, so the first is the largest and the sum is exactly the price.
 * 71995 over 12 → [6006, 5999 × 11].
 */
export function instalmentAmounts(price: number, months: number): number[] {
  if (!Number.isInteger(price) || price < months)
    throw new RangeError(`A price in whole pence of at least ${months}p: ${price}`);
  if (!monthlyAllowed(months)) throw new RangeError(`A ${months}-month plan is paid in full`);
  const each = Math.floor(price / months);
  const remainder = price - each * months;
  return Array.from({ length: months }, (_, index) => (index === 0 ? each + remainder : each));
}

/** The largest instalment, which "or £X a month" shows (DESIGN §8.2). */
export function monthlyFigure(price: number, months: number): number {
  return Math.max(...instalmentAmounts(price, months));
}

/** "£60.06 a month for 12 months": what paying a plan monthly costs, or null for a plan paid in full only. */
export function monthlyAmountText(price: number, months: number): string | null {
  if (!monthlyAllowed(months)) return null;
  return `${formatPence(monthlyFigure(price, months))} a month for ${months} months`;
}

/**
 * "or £60.06 a month for 12 months" under a price, or null for a plan paid in full only.
 */
export function monthlyOffer(price: number, months: number): string | null {
  const text = monthlyAmountText(price, months);
  return text ? `or ${text}` : null;
}

/**
 * "or from £25.00 a month for 36 months": the lowest monthly figure among plans (a level's, where
 * people compare levels before opening one), with how long it runs, so it is never read as the
 * cost of a shorter plan; null when none of them may be paid monthly.
 */
export function monthlyFrom(plans: ReadonlyArray<{ price: number; month: number }>): string | null {
  const lowest = plans
    .filter((plan) => monthlyAllowed(plan.month))
    .map((plan) => ({ figure: monthlyFigure(plan.price, plan.month), months: plan.month }))
    .reduce<{ figure: number; months: number } | null>(
      (best, each) =>
        !best || each.figure < best.figure || (each.figure === best.figure && each.months < best.months) ? each : best,
      null,
    );
  return lowest ? `or from ${formatPence(lowest.figure)} a month for ${lowest.months} months` : null;
}
