import { nextClaimStatus } from '@kestrel/domain/claims/claim-status';
import { formatPence } from '@kestrel/domain/pricing/money';
import type { ClaimRow } from '../../db/schema';
import type { Tx } from '../../db/tx';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import type { ClaimRecord } from './claim-records-repository';
import type { ClaimsContext } from './context';
import { issueGarageLink, moveClaim, noteFor, staffActor } from './move-claim';

/**
 * The independent arbiter's decision for the customer (docs/complaints.md "The independent
 * arbiter"), which binds us: the claim is reopened at the amount decided, even above what the claim
 * rules allow, and paid through the claim's own steps. With no invoice yet the claim is authorised
 * at the award and the garage invoices as after any authorisation; with one, it waits to be paid;
 * when the garage had been paid, what is paid now is the award less that, to the customer, who paid
 * the garage the part we had not.
 */

export interface Award {
  amount: number;
  actorId: string;
  /** The complaint's reference, for the customer's timeline. */
  complaintReference: string;
}

/** Why the award cannot be made on this claim, in words; null when it can. Checked before the decision is recorded. */
export function awardRefusal({ claim }: ClaimRecord, amount: number): string | null {
  if (!nextClaimStatus(claim.status, 'award', 'staff')) {
    return `Claim ${claim.reference} was withdrawn: there is nothing to reopen. Record the award as a payment on the complaint.`;
  }
  const committed = claim.status === 'declined' ? 0 : (claim.authorisedAmount ?? 0);
  if (amount <= committed) {
    const what = claim.status === 'paid' ? 'paid' : 'authorised';
    return `We have already ${what} ${formatPence(committed)} on claim ${claim.reference}: an award for the customer is more than that.`;
  }
  return null;
}

/** Reopens the claim at the award, in the caller's transaction (the complaint's), and tells the garage when it has a step to take. */
export async function awardClaim(tx: Tx, ctx: ClaimsContext, record: ClaimRecord, award: Award): Promise<ClaimRow> {
  const { claim } = record;
  const paidBefore = claim.status === 'paid' ? claim.authorisedAmount : null;
  const balance =
    paidBefore === null
      ? ''
      : ` We had paid ${formatPence(paidBefore)}; we pay you the remaining ${formatPence(award.amount - paidBefore)}.`;
  // The complaint is the customer's business, never the garage's (docs/complaints.md "Who sees what").
  const note = noteFor(
    'customer',
    `The independent arbiter decided for you on complaint ${award.complaintReference}: we pay ${formatPence(award.amount)} on this claim, VAT included.${balance}`,
  );
  const now = new Date();
  const updated = await moveClaim(tx, claim, 'award', staffActor(award.actorId), note, {
    authorisedAmount: award.amount,
    authorisedAt: claim.authorisedAt ?? now,
    awardedAmount: award.amount,
    awardedAt: now,
    paidBeforeAward: paidBefore,
    declineReason: null,
    declineNote: null,
    declinedAt: null,
    paymentReference: null,
    paidOn: null,
  });
  const parties = { ...record, claim: updated };
  if (updated.status === 'authorised') {
    // The garage's link closed with a decline; a fresh one lets it send its invoice.
    const link = await issueGarageLink(tx, ctx, claim.id);
    await queueEmail(tx, claimEmails.awarded(parties, link.url));
  } else if (paidBefore === null) {
    await queueEmail(tx, claimEmails.awarded(parties, null));
  }
  return updated;
}
