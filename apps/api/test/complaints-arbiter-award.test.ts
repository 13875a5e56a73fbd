import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminClaimAnswer, GarageClaimAnswer, MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import type { AdminComplaintAnswer, MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { desc, eq } from 'drizzle-orm';
import { auditLog, outboxEmails } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import { estimateBody, garageCall, garageToken, makeClaim, warrantyInForce } from './claims-helpers';
import { complaintCalls, pdfWords } from './complaints-helpers';
import type { TestContext } from './helpers';
import { appWithStaff } from './staff-helpers';

/**
 * The independent arbiter's decision for the customer binds us (docs/complaints.md, issue #36): it
 * reopens the claim at the amount decided in the same transaction as the decision, and the claim is
 * then paid through its own steps: to the garage, or the rest to the customer when the garage had
 * already been paid. The garage is told what it must do, never of the complaint.
 */

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const { staffAct, decidedClaim } = complaintCalls(
  () => ctx,
  () => team.token,
);
const claimAct = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });
const staffClaim = async (id: string) =>
  (await call(ctx, { url: `/api/admin/claims/${id}`, token: team.token })).json<AdminClaimAnswer>().claim;
const invoice = (amount: number) => ({ number: 'INV-2201', date: londonToday(), amount });
const pay = (id: string, reference: string) => claimAct(id, 'paid', { reference, paidOn: londonToday() });

/** A claim authorised at £768.00 whose customer complained, had our final response and referred it. */
async function referredDispute() {
  const decided = await decidedClaim();
  const made = await call(ctx, {
    method: 'POST',
    url: '/api/complaints',
    token: decided.customer.token,
    payload: { subject: 'claim-decision', claimId: decided.claim.id, description: 'The tyre failed with the clutch.' },
  });
  const { complaint } = made.json<MyComplaintAnswer>();
  const responded = await staffAct(complaint.id, 'final-response', {
    outcome: 'not-upheld',
    reasons: 'The tyre is a consumable under section 5.',
  });
  expect(responded.statusCode, responded.body).toBe(200);
  return { ...decided, complaint };
}

async function refer(token: string, complaintId: string) {
  const res = await call(ctx, { method: 'POST', url: `/api/complaints/${complaintId}/refer`, token, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
}

const award = (complaintId: string, amount: number) =>
  staffAct(complaintId, 'arbiter-decision', { decision: 'for-customer', note: 'Pay the tyre.', amount });

describe("the arbiter's award reopens and pays the claim", () => {
  it('an authorised claim: authorised again at the award, the garage invoices and is paid it', async () => {
    const dispute = await referredDispute();
    await refer(dispute.customer.token, dispute.complaint.id);

    const decided = await award(dispute.complaint.id, 86_400);
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json<AdminComplaintAnswer>().complaint.nextStep).toContain(`${dispute.claim.reference} is reopened`);

    const claim = await staffClaim(dispute.claim.id);
    expect(claim.status.value).toBe('authorised');
    expect(claim.decision).toMatchObject({
      authorisedAmount: 86_400,
      award: { amount: 86_400, paidBefore: null, payNow: 86_400 },
    });
    expect(claim.timeline.at(-1)).toMatchObject({ kind: 'award', label: 'Claim reviewed: new amount authorised' });
    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, dispute.claim.id));
    expect(audits.map((a) => a.action)).toContain('claim.awarded');

    // The garage is told the new amount with a fresh link, and nothing of the complaint.
    const email = await latestEmail(ctx, dispute.garageEmail, 'claim-awarded');
    expect(email.textBody).toContain('£864.00');
    expect(email.textBody).not.toContain(dispute.complaint.reference);
    const link = garageToken(email.textBody);
    const seen = (await garageCall(ctx, link)).json<GarageClaimAnswer>();
    expect(seen.decision.authorisedAmount).toBe(86_400);
    expect(JSON.stringify(seen)).not.toContain(dispute.complaint.reference);
    expect(JSON.stringify(seen)).not.toContain('arbiter');
    // The earlier link stopped working when the fresh one was issued.
    expect((await garageCall(ctx, dispute.garageToken)).statusCode).toBe(404);

    expect((await garageCall(ctx, link, '/invoice', invoice(96_000))).statusCode).toBe(200);
    const paid = await pay(dispute.claim.id, 'BACS-AW1');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<AdminClaimAnswer>().claim.status.value).toBe('paid');
    expect((await latestEmail(ctx, dispute.garageEmail, 'claim-paid')).textBody).toContain('£864.00');

    // The customer reads the award on the claim, and why.
    const mine = (
      await call(ctx, { url: `/api/claims/my-claims/${dispute.claim.id}`, token: dispute.customer.token })
    ).json<MyClaimAnswer>().claim;
    expect(mine.decision.award?.amount).toBe(86_400);
    expect(mine.timeline.find((e) => e.kind === 'award')?.note).toContain(dispute.complaint.reference);
  });

  it('a paid claim: the rest of the award is paid to the customer, and the garage is not asked again', async () => {
    const dispute = await referredDispute();
    expect((await garageCall(ctx, dispute.garageToken, '/invoice', invoice(96_000))).statusCode).toBe(200);
    expect((await pay(dispute.claim.id, 'BACS-FIRST')).statusCode).toBe(200);
    await refer(dispute.customer.token, dispute.complaint.id);
    const garageMail = async () =>
      (
        await ctx.database.db
          .select()
          .from(outboxEmails)
          .where(eq(outboxEmails.toAddress, dispute.garageEmail))
          .orderBy(desc(outboxEmails.createdAt))
      ).length;
    const before = await garageMail();

    expect((await award(dispute.complaint.id, 86_400)).statusCode).toBe(200);
    const claim = await staffClaim(dispute.claim.id);
    expect(claim.status.value).toBe('invoiced');
    expect(claim.decision.award).toMatchObject({ amount: 86_400, paidBefore: 76_800, payNow: 9_600 });
    expect(claim.nextStep.by).toBe('us');
    const letter = await call(ctx, { url: `/api/admin/claims/${dispute.claim.id}/letter`, token: team.token });
    const words = await pdfWords(letter.rawPayload);
    for (const text of [
      'Of which we had paid the garage £768.00',
      'We pay the customer the rest £96.00',
      'The independent arbiter decided this claim',
    ]) {
      expect(words).toContain(text);
    }

    expect((await pay(dispute.claim.id, 'BACS-BALANCE')).statusCode).toBe(200);
    const paidEmail = await latestEmail(ctx, dispute.customer.user.email, 'claim-paid');
    expect(paidEmail.textBody).toContain('We paid you £96.00');
    expect(paidEmail.textBody).toContain('BACS-BALANCE');
    expect(await garageMail()).toBe(before);
  });

  it('a declined claim is authorised at the award; an award not above what we committed is refused and changes nothing', async () => {
    const dispute = await referredDispute();
    await refer(dispute.customer.token, dispute.complaint.id);

    const low = await award(dispute.complaint.id, 76_800);
    expect(low.statusCode).toBe(400);
    expect(low.json<ErrorBody>().error.fields?.amount).toContain('already authorised £768.00');
    expect((await staffClaim(dispute.claim.id)).status.value).toBe('authorised');
    const still = (await staffAct(dispute.complaint.id, 'notes', { note: 'Waiting.' })).json<AdminComplaintAnswer>();
    expect(still.complaint.status.value).toBe('referred');

    // A declined claim: its garage link closed with the decline, so the award issues a fresh one.
    const bought = await warrantyInForce(ctx);
    const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    expect((await garageCall(ctx, made.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
    expect((await claimAct(made.claim.id, 'decline', { reason: 'wear-and-tear' })).statusCode).toBe(200);
    const complained = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: bought.customer.token,
      payload: { subject: 'claim-decision', claimId: made.claim.id, description: 'It was not wear and tear.' },
    });
    const { complaint } = complained.json<MyComplaintAnswer>();
    await staffAct(complaint.id, 'final-response', { outcome: 'not-upheld', reasons: 'The report shows wear.' });
    await refer(bought.customer.token, complaint.id);
    expect((await award(complaint.id, 50_000)).statusCode).toBe(200);
    const reopened = await staffClaim(made.claim.id);
    expect(reopened.status.value).toBe('authorised');
    expect(reopened.decision).toMatchObject({ authorisedAmount: 50_000, declineReason: null });
    const link = garageToken((await latestEmail(ctx, made.garageEmail, 'claim-awarded')).textBody);
    expect((await garageCall(ctx, link)).json<GarageClaimAnswer>().actions).toEqual(['send-invoice']);
  });
});
