import { earliestChargeDate, nextBacsWorkingDay } from './bacs-dates';

/**
 * Changing bank details: the plan's instalments still to be collected move to the new
 * mandate, each on its own date unless that is before the new mandate can first be charged (the
 * later of GoCardless's next possible charge date and our first-collection notice), when it moves
 * to that day. Amounts never change, so the plan still sums to its price.
 */
export function datesOnNewMandate(
  remaining: readonly { chargeDate: string; amount: number }[],
  today: string,
  nextPossibleChargeDate: string | null,
): { chargeDate: string; amount: number }[] {
  const earliest = nextBacsWorkingDay([nextPossibleChargeDate ?? today, earliestChargeDate(today)].sort().at(-1)!);
  return remaining.map((i) => ({ chargeDate: i.chargeDate < earliest ? earliest : i.chargeDate, amount: i.amount }));
}
