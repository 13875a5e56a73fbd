import { addDays } from './bacs-dates';
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
