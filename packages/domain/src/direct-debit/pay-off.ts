import { formatPence } from '../pricing/money';
import { isLivePlan, type MonthlyPlanStatus } from './plan-status';
import { ukLongDate } from '../uk/long-date';
import { addBacsWorkingDays } from './bacs-dates';
import type { InstalmentStatus } from './instalment-status';

/**
 * Paying off a monthly plan by card (DESIGN §9.3 "Monthly plan on transfer", issue #38): the
 * holder of a live plan pays everything still to collect in one card payment, after which the plan
 * is complete and the warranty paid in full.
 */

/** What the rule reads of an instalment. */
export interface PayOffInstalment {
  number: number;
  chargeDate: string;
  amount: number;
  status: InstalmentStatus;
}

/**
 * Working days after a submitted collection's charge date by which the bank has answered (Bacs
 * confirms or fails a collection within two working days of it; one more to be safe).
 */
export const SUBMITTED_SETTLES_WORKING_DAYS = 3;

/** Not yet collected: owed after a failure, still to come, or stopped at GoCardless (a cancelled payment). */
const stillToCollect: ReadonlySet<InstalmentStatus> = new Set(['scheduled', 'failed', 'cancelled']);

export type PayOffRefusal = 'not-live' | 'nothing-left' | 'collection-under-way' | 'payment-under-way';

export type PayOff<T extends PayOffInstalment> =
  | {
      allowed: true;
      /** Every instalment the payment covers, by number. */
      instalments: T[];
      /** Pence: the sum of those instalments, what the card is charged. */
      amount: number;
      /** Pence of it that was owed from failed collections. */
      arrears: number;
    }
  | { allowed: false; reason: PayOffRefusal; message: string; tryAgainOn: string | null };

/**
 * Which instalments a pay-off covers and whether it is allowed now: every instalment not yet
 * collected (failed ones owed and scheduled ones), refused while a collection is at the bank (with
 * the day to try again), while another card payment of the rest is under way, when the plan is not
 * live, and when nothing is left.
 */
export function payOff<T extends PayOffInstalment>(
  plan: { status: MonthlyPlanStatus; payOffUnderWay: boolean },
  instalments: readonly T[],
): PayOff<T> {
  const refuse = (reason: PayOffRefusal, message: string, tryAgainOn: string | null = null): PayOff<T> => ({
    allowed: false,
    reason,
    message,
    tryAgainOn,
  });
  if (plan.status === 'completed') return refuse('not-live', 'This monthly plan is already paid in full.');
  if (!isLivePlan(plan.status)) return refuse('not-live', 'This monthly plan has ended, so there is nothing to pay.');
  if (plan.payOffUnderWay) {
    return refuse(
      'payment-under-way',
      'A card payment of the rest of this plan is already under way. Please wait a few minutes before trying again.',
    );
  }
  const atBank = instalments.filter((i) => i.status === 'submitted');
  if (atBank.length > 0) {
    const last = atBank
      .map((i) => i.chargeDate)
      .sort()
      .at(-1)!;
    const tryAgainOn = addBacsWorkingDays(last, SUBMITTED_SETTLES_WORKING_DAYS);
    return refuse(
      'collection-under-way',
      `A payment of ${formatPence(atBank.reduce((sum, i) => sum + i.amount, 0))} is being collected from your bank right now. You can pay the rest by card from ${ukLongDate(tryAgainOn)}, once it has been taken.`,
      tryAgainOn,
    );
  }
  const covered = instalments.filter((i) => stillToCollect.has(i.status)).sort((a, b) => a.number - b.number);
  if (covered.length === 0)
    return refuse('nothing-left', 'Every payment of this plan has been collected: there is nothing left to pay.');
  return {
    allowed: true,
    instalments: covered,
    amount: covered.reduce((sum, i) => sum + i.amount, 0),
    arrears: covered.filter((i) => i.status === 'failed').reduce((sum, i) => sum + i.amount, 0),
  };
}

/** "instalment 12", "instalments 3 to 12" or "instalments 1, 4 and 5 to 12": which payments were paid. */
export function instalmentNumbersText(numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    runs.push(j === i ? `${sorted[i]}` : `${sorted[i]} to ${sorted[j]}`);
    i = j + 1;
  }
  const listed = runs.length > 1 ? `${runs.slice(0, -1).join(', ')} and ${runs.at(-1)}` : (runs[0] ?? '');
  return `${sorted.length === 1 ? 'instalment' : 'instalments'} ${listed}`;
}

/** The button that offers it: "Pay the remaining £362.34 by card". */
export const payOffButton = (amount: number) => `Pay the remaining ${formatPence(amount)} by card`;
