import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import type { ClaimsContext } from './context';
import { refuseInvoiceAboveAuthorised, refusePaymentAboveAuthorised } from './invoice-checks';
import { moveClaim, noteFor, staffActor } from './move-claim';
import { staffClaimRecord, staffClaim } from './read-claims';

/** After authorisation (DESIGN §8.1): the claims team records the garage's invoice, then pays it. */

export async function recordClaimInvoice(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['recordInvoice'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  refuseInvoiceAboveAuthorised(record, body.amount);
  await ctx.db.transaction(async (tx) => {
    const note = noteFor('everyone', `Invoice ${body.number}`);
    const claim = await moveClaim(tx, record.claim, 'send-invoice', staffActor(actorId), note, {
      invoice: body,
    });
    await queueEmail(tx, claimEmails.invoiced({ ...record, claim }));
  });
  return staffClaim(ctx, id);
}

export async function markClaimPaid(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['markPaid'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  refusePaymentAboveAuthorised(record);
  await ctx.db.transaction(async (tx) => {
    // Both are told of the payment (e-mail), so both read its reference.
    const note = noteFor('everyone', `Payment reference ${body.reference}`);
    const claim = await moveClaim(tx, record.claim, 'mark-paid', staffActor(actorId), note, {
      paymentReference: body.reference,
      paidOn: body.paidOn,
    });
    if (claim.paidBeforeAward !== null) {
      // The arbiter's award reopened a claim the garage had been paid: the rest goes to the customer.
      const balance = (claim.awardedAmount ?? 0) - claim.paidBeforeAward;
      await queueEmail(tx, claimEmails.awardBalancePaid({ ...record, claim }, balance));
      return;
    }
    await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'customer'));
    await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'garage'));
  });
  return staffClaim(ctx, id);
}
