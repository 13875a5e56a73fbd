import { claimOpen } from '@kestrel/domain/claims/claim-status';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { moveClaim, noteFor, recordClaimEvent } from './move-claim';
import { customerClaimRecord, myClaim } from './read-claims';

/**
 * The customer's changes to their own claim (DESIGN §8.1): withdraw it before authorisation, or
 * answer a request or add a note. (Making a claim: make-claim.ts; a fresh garage link:
 * resend-garage-link.ts.)
 */

export async function withdrawClaim(
  ctx: ClaimsContext,
  userId: string,
  id: string,
  note: string | undefined,
): Promise<MyClaimAnswer> {
  const record = await customerClaimRecord(ctx, userId, id);
  await ctx.db.transaction(async (tx) => {
    const actor = { kind: 'customer' as const, id: userId };
    const claim = await moveClaim(tx, record.claim, 'withdraw', actor, noteFor('customer', note ?? null));
    await queueEmail(tx, claimEmails.withdrawn({ ...record, claim }));
  });
  return myClaim(ctx, userId, id);
}

/**
 * An answer to a request for information moves the claim back to the team; otherwise a note. Either
 * is written to the claims team: the garage never reads it (it may hold a phone number or a birth date).
 */
export async function addCustomerMessage(
  ctx: ClaimsContext,
  userId: string,
  id: string,
  message: string,
): Promise<MyClaimAnswer> {
  const record = await customerClaimRecord(ctx, userId, id);
  if (!claimOpen(record.claim.status)) throw claimErrors.closedToCustomer();
  const actor = { kind: 'customer' as const, id: userId };
  const note = noteFor('customer', message);
  await ctx.db.transaction(async (tx) => {
    if (record.claim.status === 'info-requested') {
      await moveClaim(tx, record.claim, 'answer-info', actor, note);
    } else {
      await recordClaimEvent(tx, record.claim, 'message', actor, note);
      await claimsRepository(tx).touch(record.claim.id);
    }
  });
  return myClaim(ctx, userId, id);
}
