import { addBacsWorkingDays } from '../direct-debit/bacs-dates';
import { formatPence } from '../pricing/money';
import { ukLongDate } from '../uk/long-date';

/**
 * A monthly plan on transfer (DESIGN §9.3): the new owner takes over the instalments still to
 * collect with a Direct Debit of their own, and the seller's stops on the transfer day. Each
 * instalment keeps its number and amount, so the two plans together sum to the price: nothing is
 * refunded and nothing is collected twice. Pure.
 */

/** An instalment the new owner takes over, as the seller's plan had it. */
export interface TakenOverInstalment {
  number: number;
  amount: number;
  chargeDate: string;
}

/** Pence still to collect over these instalments. */
export const stillToPay = (instalments: readonly { amount: number }[]) =>
  instalments.reduce((sum, i) => sum + i.amount, 0);

const count = (n: number) => (n === 1 ? 'one instalment' : `${n} instalments`);

/** What the holder reads before starting a transfer of a monthly warranty with instalments left. */
export function monthlyHandoverWords(instalments: readonly TakenOverInstalment[]): string {
  return `This warranty is paid monthly and ${formatPence(stillToPay(instalments))} is still to pay, in ${count(instalments.length)}. The new owner takes ${instalments.length === 1 ? 'it' : 'them'} over by setting up their own Direct Debit when they accept, and your Direct Debit for this warranty stops that day. Nothing you have paid is refunded, and nothing more is collected from you.`;
}

/** What the new owner reads about paying, behind the link. */
export function takeoverWords(instalments: readonly TakenOverInstalment[]): string[] {
  const first = instalments[0];
  if (!first) return [];
  return [
    `This warranty is paid monthly. ${formatPence(stillToPay(instalments))} of its price is still to pay, in ${count(instalments.length)}, and you take ${instalments.length === 1 ? 'it' : 'them'} over with the cover.`,
    `To accept, you set up a Direct Debit from your own bank account with our provider, GoCardless. Your first instalment is collected on or after ${ukLongDate(first.chargeDate)}, and the seller's Direct Debit stops the day you accept.`,
    'Nothing the seller has already paid is collected from you, and your payments are protected by the Direct Debit Guarantee.',
  ];
}

/**
 * Why the new owner cannot take the plan over just now, in words; null when they can. A collection
 * already at the seller's bank stays the seller's: the takeover waits until it is taken.
 */
export function takeoverRefusal(underWay: { chargeDate: string; amount: number } | null): string | null {
  if (!underWay) return null;
  return `A monthly payment of ${formatPence(underWay.amount)} is being collected from the seller's bank account on ${ukLongDate(underWay.chargeDate)}. Please accept once it has been taken, from ${ukLongDate(addBacsWorkingDays(underWay.chargeDate, 1))}.`;
}
