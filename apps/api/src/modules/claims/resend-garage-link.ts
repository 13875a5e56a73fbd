import { claimOpen } from '@kestrel/domain/claims/claim-status';
import type { AdminClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import type { ClaimRecord } from './claim-records-repository';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { issueGarageLink, noteFor, recordClaimEvent, staffActor, type Actor } from './move-claim';
import { customerClaimRecord, myClaim, staffClaim, staffClaimRecord } from './read-claims';

/**
 * A fresh private link e-mailed to the garage, by the customer or the claims team; the earlier one
 * stops working at once. Staff sending it counts as an action on the claim (its waiting time restarts).
 */
async function resendGarageLink(ctx: ClaimsContext, record: ClaimRecord, actor: Actor, touch: boolean) {
  if (!claimOpen(record.claim.status)) throw claimErrors.closedNoLink();
  await ctx.db.transaction(async (tx) => {
    const link = await issueGarageLink(tx, ctx, record.claim.id);
    await recordClaimEvent(tx, record.claim, 'garage-link-sent', actor, noteFor('everyone', null));
    if (touch) await claimsRepository(tx).touch(record.claim.id);
    await queueEmail(tx, claimEmails.garageLink(record, ctx.baseUrl, link.token));
  });
}

export async function resendGarageLinkByCustomer(
  ctx: ClaimsContext,
  userId: string,
  id: string,
): Promise<MyClaimAnswer> {
  const record = await customerClaimRecord(ctx, userId, id);
  await resendGarageLink(ctx, record, { kind: 'customer', id: userId }, false);
  return myClaim(ctx, userId, id);
}

export async function resendGarageLinkByStaff(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  await resendGarageLink(ctx, record, staffActor(actorId), true);
  return staffClaim(ctx, id);
}
