import { automaticAuthorisationReversible, reversedDecision } from '@kestrel/domain/claims/auto-decision';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { queueEmail } from '../outbox';
import { claimEmails } from './claim-emails';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { moveClaim, noteFor, staffActor } from './move-claim';
import { staffClaim, staffClaimRecord } from './read-claims';

/**
 * A claims handler reverses an automatic authorisation (DESIGN §9.2): only the rules' own, and only
 * before the garage invoices, with a reason told to the customer and the garage. The claim waits
 * for a person's decision again (`estimate-received`), its kept decision says so (no longer
 * "automatic" on the staff page or in the queue); the rules do not decide it a second time.
 * Audited as every staff move is; the conditional move makes a reversal racing the invoice one or
 * the other.
 */
export async function reverseAutomaticAuthorisation(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['reverseAutomatic'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  if (!automaticAuthorisationReversible(record.claim.status, record.events)) throw claimErrors.notReversible();
  await ctx.db.transaction(async (tx) => {
    const claim = await moveClaim(
      tx,
      record.claim,
      'reverse-automatic',
      staffActor(actorId),
      noteFor('everyone', body.reason),
      {
        authorisedAmount: null,
        authorisedAt: null,
        estimateReceivedAt: new Date(),
      },
    );
    await claimsRepository(tx).setAutomaticDecision(
      claim.id,
      reversedDecision(record.claim.automaticDecision, body.reason, new Date()),
    );
    await queueEmail(tx, claimEmails.automaticReversed({ ...record, claim }, 'customer', body.reason));
    await queueEmail(tx, claimEmails.automaticReversed({ ...record, claim }, 'garage', body.reason));
  });
  return staffClaim(ctx, id);
}
