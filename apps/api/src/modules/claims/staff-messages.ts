import { claimOpen } from '@kestrel/domain/claims/claim-status';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { issueGarageLink, noteFor, recordClaimEvent, staffActor } from './move-claim';
import { staffClaim, staffClaimRecord } from './read-claims';

/**
 * A message from the claims team on a claim, with its audience chosen when written (DESIGN §9.1
 * "Who sees what"): to the customer (e-mailed, read on their claim page), to the garage (e-mailed
 * with a fresh private link, read on its page, so only while the claim is open and the garage has a
 * link), or a note for staff only (no e-mail, read by no one outside). It moves no status; the
 * claim counts as acted on.
 */
export async function addStaffMessage(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['message'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  if (body.audience === 'garage' && !claimOpen(record.claim.status)) throw claimErrors.closedToGarageMessage();
  await ctx.db.transaction(async (tx) => {
    await recordClaimEvent(tx, record.claim, 'message', staffActor(actorId), noteFor(body.audience, body.message));
    await claimsRepository(tx).touch(record.claim.id);
    if (body.audience === 'customer') {
      await queueEmail(tx, claimEmails.message(record, 'customer', body.message, null));
    } else if (body.audience === 'garage') {
      const link = await issueGarageLink(tx, ctx, record.claim.id);
      await queueEmail(tx, claimEmails.message(record, 'garage', body.message, link.url));
    }
  });
  return staffClaim(ctx, id);
}
