import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import type { ClaimsContext } from './context';
import { moveClaim, staffActor } from './move-claim';
import { staffClaimRecord, staffClaim } from './read-claims';

/** After authorisation (DESIGN §8.1): the claims team records the garage's invoice, then pays it. */

export async function recordClaimInvoice(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['recordInvoice'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    const claim = await moveClaim(tx, record.claim, 'send-invoice', staffActor(actorId), `Invoice ${body.number}`, {
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
  await ctx.db.transaction(async (tx) => {
    const note = `Payment reference ${body.reference}`;
    const claim = await moveClaim(tx, record.claim, 'mark-paid', staffActor(actorId), note, {
      paymentReference: body.reference,
      paidOn: body.paidOn,
    });
    await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'customer'));
    await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'garage'));
  });
  return staffClaim(ctx, id);
}
