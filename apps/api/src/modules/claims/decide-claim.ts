import { applyAdjustments, authorisationWithinRules } from '@kestrel/domain/claims/adjustments';
import { assessmentAdjustable } from '@kestrel/domain/claims/claim-status';
import type { AdminClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { StaffClaimRequests as Bodies } from '@kestrel/domain/schemas/claims';
import { badRequest } from '../../lib/errors';
import { queueEmail } from '../outbox';
import { assessmentOf, rulesAssessmentOf } from './claim-assessment';
import { claimEmails } from './claim-emails';
import type { ClaimRecord } from './claim-records-repository';
import { claimsRepository } from './claims-repository';
import type { ClaimsContext } from './context';
import { claimErrors } from './errors';
import { issueGarageLink, moveClaim, noteFor, recordClaimEvent, staffActor } from './move-claim';
import { staffClaim, staffClaimRecord } from './read-claims';

/**
 * The claims team's decisions on a claim (DESIGN §8.1): ask for information, adjust the
 * assessment, authorise, decline, reopen. Each is a transition of `claimTransitions`, audited with
 * its actor; authorisation is refused above the rules' total. Each answers the claim as it now is.
 */

/** The rules' assessment before any adjustment: what adjustments are checked against. */
function rulesAssessment(record: ClaimRecord) {
  const assessed = rulesAssessmentOf(record.claim, record.warranty);
  if (!assessed) throw claimErrors.noEstimate();
  return assessed;
}

export async function requestClaimInfo(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['requestInfo'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // Only the party asked reads the request (DESIGN §9.1).
    const note = noteFor(body.from, `Asked the ${body.from}: ${body.message}`);
    const claim = await moveClaim(tx, record.claim, 'request-info', staffActor(actorId), note);
    const link = body.from === 'garage' ? await issueGarageLink(tx, ctx, claim.id) : null;
    await queueEmail(tx, claimEmails.infoRequested({ ...record, claim }, body.from, body.message, link?.url ?? null));
  });
  return staffClaim(ctx, id);
}

export async function adjustClaim(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['adjust'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  if (!assessmentAdjustable(record.claim.status)) throw claimErrors.notAdjustable();
  const result = applyAdjustments(rulesAssessment(record), body.adjustments);
  if (!result.ok) {
    const fields = Object.fromEntries(result.errors.map((e) => [`adjustments.${e.line}`, e.message]));
    throw badRequest(result.errors[0]!.message, fields);
  }
  await ctx.db.transaction(async (tx) => {
    const updated = await claimsRepository(tx).setAdjustments(record.claim, body.adjustments);
    if (!updated) throw claimErrors.justChanged();
    const text = body.adjustments.map((a) => `Line ${a.line + 1}: ${a.reason}`).join('; ') || 'Adjustments removed';
    // The reasons are the assessment's, which customer and garage both read line by line.
    await recordClaimEvent(tx, updated, 'adjust', staffActor(actorId), noteFor('everyone', text));
  });
  return staffClaim(ctx, id);
}

export async function authoriseClaim(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['authorise'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  const assessment = assessmentOf(record.claim, record.warranty);
  if (!assessment) throw claimErrors.noEstimate();
  const check = authorisationWithinRules(body.amount, assessment);
  if (!check.ok) throw badRequest(check.message, { amount: check.message });
  await ctx.db.transaction(async (tx) => {
    // The authorisation binds customer and garage alike; its note is for both (the form says so).
    const note = noteFor('everyone', body.note ?? null);
    const claim = await moveClaim(tx, record.claim, 'authorise', staffActor(actorId), note, {
      authorisedAmount: body.amount,
      authorisedAt: new Date(),
    });
    const customerPays = assessment.totals.askedTotal - body.amount;
    await queueEmail(tx, claimEmails.authorised({ ...record, claim }, 'customer', customerPays));
    await queueEmail(tx, claimEmails.authorised({ ...record, claim }, 'garage', customerPays));
  });
  return staffClaim(ctx, id);
}

export async function declineClaim(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  body: Bodies['decline'],
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // The note explains the decision to the customer (their letter); the garage reads the reason only.
    const note = noteFor('customer', body.note ?? null);
    const claim = await moveClaim(tx, record.claim, 'decline', staffActor(actorId), note, {
      declineReason: body.reason,
      declineNote: body.note ?? null,
      declinedAt: new Date(),
    });
    await queueEmail(tx, claimEmails.declined({ ...record, claim }, 'customer'));
    await queueEmail(tx, claimEmails.declined({ ...record, claim }, 'garage'));
  });
  return staffClaim(ctx, id);
}

export async function reopenClaim(
  ctx: ClaimsContext,
  actorId: string,
  id: string,
  note: string,
): Promise<AdminClaimAnswer> {
  const record = await staffClaimRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    // Told to the customer only (the garage's link closed with the decline).
    const claim = await moveClaim(tx, record.claim, 'reopen', staffActor(actorId), noteFor('customer', note), {
      declineReason: null,
      declineNote: null,
      declinedAt: null,
    });
    await queueEmail(tx, claimEmails.reopened({ ...record, claim }));
  });
  return staffClaim(ctx, id);
}
