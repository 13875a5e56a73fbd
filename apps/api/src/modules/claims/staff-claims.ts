import { applyAdjustments, authorisationWithinRules } from '@kestrel/domain/claims/adjustments';
import {
  assessmentAdjustable,
  claimOpen,
  claimStatuses,
  closedClaimStatuses,
} from '@kestrel/domain/claims/claim-status';
import type { AdminClaimAnswer, ClaimsQueueAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import type { ClaimStatus } from '@kestrel/domain/claims/claim-status';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { claims, users, warranties } from '../../db/schema';
import { badRequest, conflict } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { assessmentOf, rulesAssessmentOf } from './claim-assessment';
import { claimEmails } from './claim-emails';
import { claimRecords, type ClaimRecord } from './claim-records';
import { adminClaimView, claimSummary } from './claim-views';
import { issueGarageLink, moveClaim, recordEvent, touchClaim, type ClaimsContext } from './claim-transitions';

const DAY_MS = 24 * 60 * 60 * 1000;
const staff = (id: string) => ({ kind: 'staff' as const, id });

async function answer(ctx: ClaimsContext, id: string): Promise<AdminClaimAnswer> {
  const record = await claimRecords.forStaff(ctx.db, id);
  const earlier = await claimRecords.listForWarranty(ctx.db, record.claim.warrantyId);
  return adminClaimView(record, earlier.map(claimSummary));
}

/** The rules' assessment before any adjustment: what adjustments are checked against. */
function rulesAssessment(record: ClaimRecord) {
  const assessed = rulesAssessmentOf(record.claim, record.warranty);
  if (!assessed) throw conflict('The garage has not sent its estimate yet.');
  return assessed;
}

/**
 * The claims team's queue and decisions (DESIGN §8.1). Every decision is a transition of
 * `claimTransitions`, audited with its actor; authorisation is refused above the rules' total.
 */
export const staffClaims = {
  /**
   * Open claims first, the one waiting longest first, then closed ones (paid, declined, withdrawn),
   * so that the claims still to act on are never below, or cut off by, the ones that are done.
   * Each with the days since the last action; counts by status.
   */
  async queue(ctx: ClaimsContext, status: ClaimStatus | undefined): Promise<ClaimsQueueAnswer> {
    const rows = await ctx.db
      .select({ claim: claims, warranty: warranties, first: users.firstname, last: users.lastname })
      .from(claims)
      .innerJoin(warranties, eq(warranties.id, claims.warrantyId))
      .innerJoin(users, eq(users.id, claims.userId))
      .where(status ? eq(claims.status, status) : undefined)
      // false (open) sorts before true (closed).
      .orderBy(inArray(claims.status, [...closedClaimStatuses]), asc(claims.updatedAt), asc(claims.id))
      .limit(200);
    const totals = await ctx.db.select({ status: claims.status, n: count() }).from(claims).groupBy(claims.status);
    const now = Date.now();
    return {
      claims: rows.map((row) => ({
        ...claimSummary(row),
        customerName: `${row.first} ${row.last}`,
        daysWaiting: Math.floor((now - row.claim.updatedAt.getTime()) / DAY_MS),
      })),
      counts: Object.fromEntries(claimStatuses.map((s) => [s, totals.find((t) => t.status === s)?.n ?? 0])),
    };
  },

  view: answer,

  async requestInfo(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['requestInfo']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const note = `Asked the ${body.from}: ${body.message}`;
      const claim = await moveClaim(tx, record.claim, 'request-info', staff(actorId), note);
      const link = body.from === 'garage' ? await issueGarageLink(tx, ctx, claim.id) : null;
      await queueEmail(tx, claimEmails.infoRequested({ ...record, claim }, body.from, body.message, link?.url ?? null));
    });
    return answer(ctx, id);
  },

  async adjust(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['adjust']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    if (!assessmentAdjustable(record.claim.status)) {
      throw conflict('Lines can be adjusted only while the claim waits for a decision.');
    }
    const result = applyAdjustments(rulesAssessment(record), body.adjustments);
    if (!result.ok) {
      const fields = Object.fromEntries(result.errors.map((e) => [`adjustments.${e.line}`, e.message]));
      throw badRequest(result.errors[0]!.message, fields);
    }
    await ctx.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(claims)
        .set({ adjustments: body.adjustments, updatedAt: sql`now()` })
        .where(and(eq(claims.id, id), eq(claims.status, record.claim.status)))
        .returning();
      if (!updated) throw conflict('This claim has just changed. Please reload it.');
      const note = body.adjustments.map((a) => `Line ${a.line + 1}: ${a.reason}`).join('; ') || 'Adjustments removed';
      await recordEvent(tx, updated, 'adjust', staff(actorId), note);
    });
    return answer(ctx, id);
  },

  async authorise(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['authorise']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    const assessment = assessmentOf(record.claim, record.warranty);
    if (!assessment) throw conflict('The garage has not sent its estimate yet.');
    const check = authorisationWithinRules(body.amount, assessment);
    if (!check.ok) throw badRequest(check.message, { amount: check.message });
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'authorise', staff(actorId), body.note ?? null, {
        authorisedAmount: body.amount,
        authorisedAt: new Date(),
      });
      const customerPays = assessment.totals.askedTotal - body.amount;
      await queueEmail(tx, claimEmails.authorised({ ...record, claim }, 'customer', customerPays));
      await queueEmail(tx, claimEmails.authorised({ ...record, claim }, 'garage', customerPays));
    });
    return answer(ctx, id);
  },

  async decline(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['decline']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'decline', staff(actorId), body.note ?? null, {
        declineReason: body.reason,
        declineNote: body.note ?? null,
        declinedAt: new Date(),
      });
      await queueEmail(tx, claimEmails.declined({ ...record, claim }, 'customer'));
      await queueEmail(tx, claimEmails.declined({ ...record, claim }, 'garage'));
    });
    return answer(ctx, id);
  },

  async recordInvoice(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['recordInvoice']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'send-invoice', staff(actorId), `Invoice ${body.number}`, {
        invoice: body,
      });
      await queueEmail(tx, claimEmails.invoiced({ ...record, claim }));
    });
    return answer(ctx, id);
  },

  async markPaid(ctx: ClaimsContext, actorId: string, id: string, body: Bodies['markPaid']) {
    const record = await claimRecords.forStaff(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const note = `Payment reference ${body.reference}`;
      const claim = await moveClaim(tx, record.claim, 'mark-paid', staff(actorId), note, {
        paymentReference: body.reference,
        paidOn: body.paidOn,
      });
      await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'customer'));
      await queueEmail(tx, claimEmails.paid({ ...record, claim }, 'garage'));
    });
    return answer(ctx, id);
  },

  /** A fresh private link e-mailed to the garage; the earlier one stops working at once. */
  async resendGarageLink(ctx: ClaimsContext, actorId: string, id: string) {
    const record = await claimRecords.forStaff(ctx.db, id);
    if (!claimOpen(record.claim.status)) throw conflict('This claim is closed, so the garage needs no link.');
    await ctx.db.transaction(async (tx) => {
      const link = await issueGarageLink(tx, ctx, record.claim.id);
      await recordEvent(tx, record.claim, 'garage-link-sent', staff(actorId), null);
      await touchClaim(tx, record.claim);
      await queueEmail(tx, claimEmails.garageLink(record, ctx.baseUrl, link.token));
    });
    return answer(ctx, id);
  },

  async reopen(ctx: ClaimsContext, actorId: string, id: string, note: string) {
    const record = await claimRecords.forStaff(ctx.db, id);
    await ctx.db.transaction(async (tx) => {
      const claim = await moveClaim(tx, record.claim, 'reopen', staff(actorId), note, {
        declineReason: null,
        declineNote: null,
        declinedAt: null,
      });
      await queueEmail(tx, claimEmails.reopened({ ...record, claim }));
    });
    return answer(ctx, id);
  },
};
