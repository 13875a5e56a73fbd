import { addDays } from '../dates/calendar-date';
import { ukLongDate } from '../uk/long-date';
import { expiryDate, withinCoolingOff } from '../warranty/warranty-dates';

/**
 * Cancelling a monthly plan (DESIGN §8.2 "Monthly payments by Direct Debit"). Within the
 * cooling-off period and before any claim, every collected instalment is refunded and the schedule
 * and mandate cancelled. After that, no further collections are taken, nothing is refunded, and
 * cover ends on the last day of the last month paid for.
 */
export interface MonthlyCancellationInput {
  purchasedOn: string;
  today: string;
  hasClaim: boolean;
  /** The first day of cover. */
  startDate: string;
  /** Amounts, in pence, of the instalments collected so far (confirmed or paid out). */
  collected: readonly number[];
}

export type MonthlyCancellation =
  | { kind: 'full-refund'; refund: number; coverEnds: null }
  | { kind: 'stop-collections'; refund: 0; coverEnds: string | null };

export function monthlyCancellation(input: MonthlyCancellationInput): MonthlyCancellation {
  const refundable = withinCoolingOff(input.purchasedOn, input.today) && !input.hasClaim;
  const paid = input.collected.reduce((sum, amount) => sum + amount, 0);
  if (refundable) return { kind: 'full-refund', refund: paid, coverEnds: null };
  const monthsPaid = input.collected.length;
  // Nothing paid for: cover ends the day before it would have started.
  const coverEnds = monthsPaid === 0 ? addDays(input.startDate, -1) : expiryDate(input.startDate, monthsPaid);
  return { kind: 'stop-collections', refund: 0, coverEnds };
}

/**
 * Why a monthly plan ended early (stored on the plan): within cooling-off with every collection
 * refunded, collections stopped after it (cover to the last day paid for), arrears unpaid at 30
 * days, or the warranty transferred to the vehicle's new owner, who took the rest over (DESIGN §9.3).
 */
export const monthlyCancelReasons = ['cooling-off', 'stopped', 'arrears', 'transferred'] as const;
export type MonthlyCancelReason = (typeof monthlyCancelReasons)[number];

/**
 * What a cancelled plan does to the warranty: cover goes on to `coverEnds` when that is today or
 * later and after cover began; otherwise (nothing paid for, or already past) the warranty ends now.
 */
export function coverAfterCancellation(
  decision: MonthlyCancellation,
  startDate: string,
  today: string,
): { endsNow: true } | { endsNow: false; coverEnds: string } {
  const ends = decision.coverEnds;
  if (ends === null || ends < today || ends < startDate) return { endsNow: true };
  return { endsNow: false, coverEnds: ends };
}

/**
 * The dashboard card's words for a warranty whose monthly plan was cancelled (DESIGN §8.2): why it
 * ended and what that means, plainly.
 */
export function cancelledPlanMessage(
  reason: MonthlyCancelReason,
  coverEnds: string | null,
  today: string,
): { title: string; text: string } {
  if (reason === 'arrears') {
    return {
      title: 'Cancelled: monthly payments missed',
      text: 'We cancelled this warranty and its Direct Debit because the missed monthly payments were not paid within 30 days. Your vehicle is no longer covered and no further payments will be taken.',
    };
  }
  if (reason === 'transferred') {
    return {
      title: 'Transferred to the new owner',
      text: 'This warranty went with the vehicle to its new owner, who pays the remaining instalments by their own Direct Debit. Nothing more is collected from you.',
    };
  }
  if (reason === 'cooling-off') {
    return {
      title: 'Cancelled',
      text: 'You cancelled this warranty within 14 days and we refunded every monthly payment taken. It no longer covers your vehicle and the Direct Debit has stopped.',
    };
  }
  if (coverEnds && coverEnds >= today) {
    return {
      title: `Cancelled: cover ends ${ukLongDate(coverEnds)}`,
      text: `You cancelled your monthly payments. No further payments will be taken, and your cover continues until ${ukLongDate(coverEnds)}, the last day you have paid for.`,
    };
  }
  return {
    title: 'Cancelled',
    text: 'You cancelled your monthly payments. No further payments will be taken, and the cover you paid for has ended.',
  };
}
