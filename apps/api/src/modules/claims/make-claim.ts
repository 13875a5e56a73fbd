import { normaliseEmail } from '@kestrel/domain/claims/contact-match';
import { claimRefusals, type ClaimantWarranty } from '@kestrel/domain/claims/eligibility';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { MakeClaimRequest } from '@kestrel/domain/schemas/claims';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { allocateReference } from '../../db/allocate-reference';
import type { WarrantyRow } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { customerWarranties } from '../warranties';
import { claimEmails } from './claim-emails';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { issueGarageLink, noteFor, recordClaimEvent } from './move-claim';
import { myClaim } from './read-claims';

/** The day the inspection passed, as far as the warranty records it: its date once it has happened. */
function inspectionPassedOn(warranty: WarrantyRow, today: string): string | null {
  if (warranty.status !== 'inspection-passed') return null;
  return warranty.inspectionDate && warranty.inspectionDate <= today ? warranty.inspectionDate : null;
}

export function claimantOf(warranty: WarrantyRow, openClaims: number, today: string): ClaimantWarranty {
  return {
    status: warranty.status,
    startDate: warranty.startDate,
    expiryDate: warranty.expiryDate,
    inspectionPassedOn: inspectionPassedOn(warranty, today),
    purchaseMileage: warranty.mileage,
    inspectionMileage: null,
    openClaims,
  };
}

/**
 * The customer makes a claim on a warranty in force (DESIGN §8.1): checked by the domain's
 * `claimRefusals`, numbered, and the garage e-mailed a private link, in one transaction.
 */
export async function makeClaim(
  ctx: ClaimsContext,
  userId: string,
  warrantyId: string,
  body: MakeClaimRequest,
): Promise<MyClaimAnswer> {
  const record = await customerWarranties.get(ctx.db, userId, warrantyId);
  // The garage's link must never reach the customer (issue #35 finding 5). Their other details
  // matching the garage's are signals for staff, since a customer may work at their garage.
  if (normaliseEmail(body.garage.email) === normaliseEmail(record.customer.email)) {
    throw claimErrors.garageIsCustomer();
  }
  const today = londonToday();
  const id = await ctx.db.transaction(async (tx) => {
    const claims = claimsRepository(tx);
    // One claim at a time per warranty: the warranty row is held while we count its open claims.
    const warranty = await claims.lockWarranty(warrantyId);
    if (!warranty) throw claimErrors.warrantyNotFound();
    const refusals = claimRefusals(
      claimantOf(warranty, await claims.countOpenForWarranty(warrantyId), today),
      { date: body.faultDate, mileage: body.mileage },
      today,
    );
    if (refusals.length > 0) {
      const fields = Object.fromEntries(refusals.map((r) => [r.field, r.message]));
      throw badRequest(refusals[0]!.message, fields);
    }
    const claim = await claims.insert({
      // Numbered like every other reference: per kind and year, in this transaction (decision 5).
      reference: await allocateReference(tx, 'claim'),
      warrantyId,
      userId,
      faultDate: body.faultDate,
      mileage: body.mileage,
      whatHappened: body.whatHappened,
      safeToDrive: body.safeToDrive,
      warningLights: body.warningLights,
      garage: body.garage,
    });
    const parties = { claim, warranty, customer: record.customer };
    // What happened is the customer's account to the claims team, not the garage's to read.
    const customer = { kind: 'customer' as const, id: userId };
    await recordClaimEvent(tx, claim, 'reported', customer, noteFor('customer', body.whatHappened));
    const link = await issueGarageLink(tx, ctx, claim.id);
    await recordClaimEvent(tx, claim, 'garage-link-sent', customer, noteFor('everyone', null));
    await queueEmail(tx, claimEmails.reportedToCustomer(parties));
    await queueEmail(tx, claimEmails.garageLink(parties, ctx.baseUrl, link.token));
    return claim.id;
  });
  return myClaim(ctx, userId, id);
}
