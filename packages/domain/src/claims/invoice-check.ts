import { formatPence } from '../pricing/money';

/**
 * The garage's invoice against what was authorised (issue #35, finding 9).
 *
 * The invoice is the garage's whole bill for the repair, VAT included: we pay the authorised
 * amount and the customer pays the garage the rest of the repair as estimated (the authorisation
 * e-mail and letter tell both what they pay: `askedTotal − authorised`). So an invoice may be above
 * the authorised amount by the customer's share, and no more: above that, the garage is billing for
 * a repair we never assessed, and the invoice is refused. Between the two it is accepted and shown
 * to staff as a risk signal ("invoice above the authorised amount") with the difference.
 */

export interface AuthorisedRepair {
  /** Pence, VAT included: what we pay. */
  authorisedAmount: number;
  /** Pence, VAT included: the estimate the authorisation rests on, as asked. */
  estimateTotal: number;
}

/** The customer's share of the repair as authorised (never negative). */
export function customerShare({ authorisedAmount, estimateTotal }: AuthorisedRepair): number {
  return Math.max(0, estimateTotal - authorisedAmount);
}

/** The most an invoice may be: what we authorised plus the customer's share. */
export function invoiceCeiling(repair: AuthorisedRepair): number {
  return repair.authorisedAmount + customerShare(repair);
}

/** The garage's words when its invoice is above the ceiling; null when it is within it. */
export function invoiceRefusal(amount: number, repair: AuthorisedRepair): string | null {
  const ceiling = invoiceCeiling(repair);
  if (amount <= ceiling) return null;
  const share = customerShare(repair);
  const split =
    share > 0 ? ` (${formatPence(repair.authorisedAmount)} from us and ${formatPence(share)} from the customer)` : '';
  return (
    `Your invoice is above the ${formatPence(ceiling)} we authorised${split}. ` +
    `Please send an invoice of at most ${formatPence(ceiling)}, or contact us before charging more.`
  );
}
