import { arbiterDecisionLabels, complaintOutcomeLabels } from '@kestrel/domain/complaints/complaint-rules';
import type { AdminComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import type { ArbiterDecisionRequest, FinalResponseRequest } from '@kestrel/domain/schemas/complaints';
import { formatPence } from '@kestrel/domain/pricing/money';
import { awardClaim, awardRefusal, staffClaimRecord } from '../claims';
import { queueEmail } from '../outbox';
import { complaintsRepository } from './complaints-repository';
import { complaintEmails } from './complaint-emails';
import { recordComplaintEvent } from './complaint-steps';
import { nextStepOf } from './complaint-views';
import type { ComplaintsContext } from './context';
import { complaintErrors } from './errors';
import { staffComplaint, staffComplaintRecord } from './read-complaints';

/*
 * The complaints team's steps (docs/complaints.md): assign, note, final response, the arbiter's
 * decision. Each changes the complaint only from the status it was read in (a second hand gets
 * 409), adds a timeline event and an audit entry, and answers the complaint as it now is.
 */

const staff = (id: string) => ({ kind: 'staff' as const, id });

export async function assignComplaint(
  ctx: ComplaintsContext,
  actorId: string,
  id: string,
  ownerId: string | undefined,
): Promise<AdminComplaintAnswer> {
  const record = await staffComplaintRecord(ctx, id);
  const owner = await complaintsRepository(ctx.db).staffMember(ownerId ?? actorId);
  if (!owner) throw complaintErrors.noStaffMember();
  if (record.complaint.status === 'arbiter-decided') throw complaintErrors.answered();
  await ctx.db.transaction(async (tx) => {
    const updated = await complaintsRepository(tx).update(id, [record.complaint.status], { ownerId: owner.id });
    if (!updated) throw complaintErrors.notOpen();
    await recordComplaintEvent(tx, updated, 'assigned', staff(actorId), `Handled by ${owner.name}.`, {
      before: { ownerId: record.complaint.ownerId },
      after: { ownerId: owner.id },
    });
  });
  return staffComplaint(ctx, id);
}

export async function addComplaintNote(
  ctx: ComplaintsContext,
  actorId: string,
  id: string,
  note: string,
): Promise<AdminComplaintAnswer> {
  const record = await staffComplaintRecord(ctx, id);
  await ctx.db.transaction((tx) => recordComplaintEvent(tx, record.complaint, 'note', staff(actorId), note));
  return staffComplaint(ctx, id);
}

/** Our final response: the outcome with reasons and redress; the customer is e-mailed, the letter is drawn on request. */
export async function giveFinalResponse(
  ctx: ComplaintsContext,
  actorId: string,
  id: string,
  body: FinalResponseRequest,
): Promise<AdminComplaintAnswer> {
  const record = await staffComplaintRecord(ctx, id);
  if (record.complaint.status !== 'open') throw complaintErrors.notOpen();
  await ctx.db.transaction(async (tx) => {
    const updated = await complaintsRepository(tx).update(id, ['open'], {
      status: 'responded',
      outcome: body.outcome,
      outcomeReasons: body.reasons,
      redress: body.redress ?? null,
      redressPence: body.redressPence ?? null,
      respondedAt: new Date(),
    });
    if (!updated) throw complaintErrors.notOpen();
    const redress = body.redressPence ? ` Redress: ${formatPence(body.redressPence)}.` : '';
    await recordComplaintEvent(
      tx,
      updated,
      'final-response',
      staff(actorId),
      `${complaintOutcomeLabels[body.outcome]}.${redress}`,
      {
        before: { status: 'open' },
        after: { status: 'responded', outcome: body.outcome, redressPence: body.redressPence ?? null },
      },
    );
    await queueEmail(tx, complaintEmails.finalResponse({ ...record, complaint: updated }));
  });
  return staffComplaint(ctx, id);
}

/**
 * The arbiter's decision, which binds us. For the customer, the claim is reopened at the amount
 * decided in the same transaction (the claims module's `awardClaim`), so the decision and the claim's
 * move are one: the claims team then pays it through the claim's own steps.
 */
export async function recordArbiterDecision(
  ctx: ComplaintsContext,
  actorId: string,
  id: string,
  body: ArbiterDecisionRequest,
): Promise<AdminComplaintAnswer> {
  const record = await staffComplaintRecord(ctx, id);
  if (record.complaint.status !== 'referred') throw complaintErrors.notReferred();
  const claim = await awardedClaim(ctx, record.complaint.claimId, body);
  await ctx.db.transaction(async (tx) => {
    const updated = await complaintsRepository(tx).update(id, ['referred'], {
      status: 'arbiter-decided',
      arbiterDecision: body.decision,
      arbiterNote: body.note,
      arbiterAmount: body.amount ?? null,
      arbiterDecidedAt: new Date(),
    });
    if (!updated) throw complaintErrors.notReferred();
    if (claim && body.amount !== undefined) {
      await awardClaim(tx, ctx, claim, { amount: body.amount, actorId, complaintReference: updated.reference });
    }
    const next = nextStepOf(updated, record.claimReference);
    await recordComplaintEvent(
      tx,
      updated,
      'arbiter-decision',
      staff(actorId),
      `${arbiterDecisionLabels[body.decision]}.${next ? ` ${next}` : ''}`,
      {
        before: { status: 'referred' },
        after: { status: 'arbiter-decided', decision: body.decision, amount: body.amount ?? null },
      },
    );
    await queueEmail(tx, complaintEmails.arbiterDecided({ ...record, complaint: updated }));
  });
  return staffComplaint(ctx, id);
}

/** The claim an award for the customer reopens, refused (400 on the amount) when it cannot be. */
async function awardedClaim(ctx: ComplaintsContext, claimId: string | null, body: ArbiterDecisionRequest) {
  if (body.decision !== 'for-customer' || body.amount === undefined || !claimId) return null;
  const claim = await staffClaimRecord(ctx, claimId);
  const refusal = awardRefusal(claim, body.amount);
  if (refusal) throw complaintErrors.awardRefused(refusal);
  return claim;
}
