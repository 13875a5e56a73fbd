import type { MonthlyMandateUse } from '@kestrel/domain/schemas/direct-debit';
import { formatPence } from '@kestrel/domain/pricing/money';

/** What the payment step says about paying monthly, for the Direct Debit the server says it will use. */
export interface MonthlyText {
  /** The schedule in words, above the table. */
  schedule: string;
  /** The button, and its words while the call is under way. */
  button: string;
  busy: string;
  /** What happens next, under the button. */
  next: string;
}

/**
 * DESIGN §8.2: a first monthly purchase sets up a Direct Debit on GoCardless's page; a renewal of
 * a monthly warranty is collected on the mandate the customer already has (the server decides
 * which, `GET /api/warranty/direct-debit/mandate`), with no trip to the bank-details page.
 */
export function monthlyText(
  mandate: { mandate: MonthlyMandateUse; mandate_reference: string | null },
  price: number,
  amounts: readonly number[],
): MonthlyText {
  const months = amounts.length;
  const first = amounts[0] ?? 0;
  const later = amounts[1];
  const split =
    later !== undefined && later !== first
      ? `the first of ${formatPence(first)}, then ${months - 1} of ${formatPence(later)}`
      : `${months} of ${formatPence(first)} each`;
  if (mandate.mandate === 'existing') {
    const statement = mandate.mandate_reference
      ? ` (reference ${mandate.mandate_reference} on your bank statement)`
      : '';
    return {
      schedule: `${formatPence(price)} in ${months} monthly payments by the Direct Debit you already have with us, interest-free: ${split}. The first is taken a few working days from now, then on the same day each month.`,
      button: `Pay ${formatPence(first)} a month by your existing Direct Debit`,
      busy: 'Setting up your payments…',
      next: `You do not need to give your bank details again: these payments are collected by your existing Direct Debit${statement}, protected by the Direct Debit Guarantee. Nothing is taken today.`,
    };
  }
  return {
    schedule: `${formatPence(price)} in ${months} monthly payments by Direct Debit, interest-free: ${split}. The first is taken a few working days after you set up the Direct Debit, then on the same day each month.`,
    button: `Set up a Direct Debit of ${formatPence(first)} a month`,
    busy: 'Opening the bank details page…',
    next: "You will give your bank details on GoCardless's secure page, which shows the Direct Debit Guarantee, then come back here. Nothing is taken today.",
  };
}
