import { invoiceCeiling, invoiceRefusal, type AuthorisedRepair } from '@kestrel/domain/claims/invoice-check';
import { formatPence } from '@kestrel/domain/pricing/money';
import { assessmentOf } from './claim-assessment';
import type { ClaimRecord } from './claim-records-repository';
import { claimErrors } from './errors';

/**
 * The invoice against the authorisation (issue #35 finding 9, `invoice-check.ts` in the domain):
 * an invoice above what we authorised plus the customer's share is refused when the garage or
 * staff send it, and refused again when staff mark the claim paid, for rows from before the check.
 */

/** What was authorised on the claim; null until it is. */
function authorisedRepair({ claim, warranty }: ClaimRecord): AuthorisedRepair | null {
  if (claim.authorisedAmount === null) return null;
  const estimateTotal = assessmentOf(claim, warranty)?.totals.askedTotal ?? claim.authorisedAmount;
  return { authorisedAmount: claim.authorisedAmount, estimateTotal };
}

/** Throws the 400 on `amount` when the invoice is above what was authorised. */
export function refuseInvoiceAboveAuthorised(record: ClaimRecord, amount: number): void {
  const repair = authorisedRepair(record);
  // Not authorised yet: the move to `invoiced` refuses it with the status's own message.
  const refusal = repair && invoiceRefusal(amount, repair);
  if (refusal) throw claimErrors.invoiceAboveAuthorised(refusal);
}

/** Throws a 409 when the recorded invoice is above what was authorised. */
export function refusePaymentAboveAuthorised(record: ClaimRecord): void {
  const repair = authorisedRepair(record);
  const invoiced = record.claim.invoice?.amount;
  if (!repair || invoiced === undefined) return;
  const ceiling = invoiceCeiling(repair);
  if (invoiced > ceiling) throw claimErrors.paymentAboveAuthorised(formatPence(invoiced), formatPence(ceiling));
}
