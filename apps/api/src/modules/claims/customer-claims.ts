import { claimOpen, closedClaimStatuses } from '@kestrel/domain/claims/claim-status';
import { claimRefusals, type ClaimantWarranty } from '@kestrel/domain/claims/eligibility';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { MakeClaimRequest } from '@kestrel/domain/schemas/claims';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { and, eq, notInArray } from 'drizzle-orm';
import { allocateReference } from '../../db/allocate-reference';
import { claims, warranties, type WarrantyRow } from '../../db/schema';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { customerWarranties } from '../warranties';
import { claimEmails } from './claim-emails';
import { claimRecords } from './claim-records';
import { customerClaimView } from './claim-views';
import { issueGarageLink, moveClaim, recordEvent, touchClaim, type ClaimsContext } from './claim-transitions';
import type { Tx } from '../../db/tx';

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

async function openClaimsOf(tx: Tx, warrantyId: string): Promise<number> {
  const rows = await tx
    .select({ id: claims.id })
    .from(claims)
    .where(and(eq(claims.warrantyId, warrantyId), notInArray(claims.status, [...closedClaimStatuses])));
  return rows.length;
}

const answer = async (ctx: ClaimsContext, userId: string, id: string): Promise<MyClaimAnswer> => ({
  claim: customerClaimView(await claimRecords.forCustomer(ctx.db, userId, id)),
});

/**
 * The customer's claim calls (DESIGN §8.1): make a claim on a warranty in force, withdraw it before
 * authorisation, answer a request or add a note, and send the garage a fresh link.
 */
export const customerClaims = {
  async make(ctx: ClaimsContext, userId: string, warrantyId: string, body: MakeClaimRequest): Promise<MyClaimAnswer> {
    const record = await customerWarranties.get(ctx.db, userId, warrantyId);
    const today = londonToday();
    const id = await ctx.db.transaction(async (tx) => {
      // One claim at a time per warranty: the warranty row is held while we count its open claims.
      const [warranty] = await tx.select().from(warranties).where(eq(warranties.id, warrantyId)).for('update');
      if (!warranty) throw notFound('We could not find that warranty.');
      const refusals = claimRefusals(
        claimantOf(warranty, await openClaimsOf(tx, warrantyId), today),
        { date: body.faultDate, mileage: body.mileage },
        today,
      );
      if (refusals.length > 0) {
        const fields = Object.fromEntries(refusals.map((r) => [r.field, r.message]));
        throw badRequest(refusals[0]!.message, fields);
      }
      const [claim] = await tx
        .insert(claims)
        .values({
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
        })
        .returning();
      if (!claim) throw new Error('claim not inserted');
      const parties = { claim, warranty, customer: record.customer };
      await recordEvent(tx, claim, 'reported', { kind: 'customer', id: userId }, body.whatHappened);
      const link = await issueGarageLink(tx, ctx, claim.id);
      await recordEvent(tx, claim, 'garage-link-sent', { kind: 'customer', id: userId }, null);
      await queueEmail(tx, claimEmails.reportedToCustomer(parties));
      await queueEmail(tx, claimEmails.garageLink(parties, ctx.baseUrl, link.token));
      return claim.id;
    });
    return answer(ctx, userId, id);
  },

  async withdraw(ctx: ClaimsContext, userId: string, id: string, note: string | undefined): Promise<MyClaimAnswer> {
    const record = await claimRecords.forCustomer(ctx.db, userId, id);
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'withdraw', { kind: 'customer', id: userId }, note ?? null);
      await queueEmail(tx, claimEmails.withdrawn({ ...record, claim }));
    });
    return answer(ctx, userId, id);
  },

  /** An answer to a request for information moves the claim back to the team; otherwise a note. */
  async message(ctx: ClaimsContext, userId: string, id: string, message: string): Promise<MyClaimAnswer> {
    const record = await claimRecords.forCustomer(ctx.db, userId, id);
    if (!claimOpen(record.claim.status)) throw conflict('This claim is closed. Please contact us about it.');
    const actor = { kind: 'customer' as const, id: userId };
    await ctx.db.transaction(async (tx) => {
      if (record.claim.status === 'info-requested') {
        await moveClaim(tx, record.claim, 'answer-info', actor, message);
      } else {
        await recordEvent(tx, record.claim, 'message', actor, message);
        await touchClaim(tx, record.claim);
      }
    });
    return answer(ctx, userId, id);
  },

  async resendGarageLink(ctx: ClaimsContext, userId: string, id: string): Promise<MyClaimAnswer> {
    const record = await claimRecords.forCustomer(ctx.db, userId, id);
    if (!claimOpen(record.claim.status)) throw conflict('This claim is closed, so the garage needs no link.');
    await ctx.db.transaction(async (tx) => {
      const link = await issueGarageLink(tx, ctx, record.claim.id);
      await recordEvent(tx, record.claim, 'garage-link-sent', { kind: 'customer', id: userId }, null);
      await queueEmail(tx, claimEmails.garageLink(record, ctx.baseUrl, link.token));
    });
    return answer(ctx, userId, id);
  },
};
