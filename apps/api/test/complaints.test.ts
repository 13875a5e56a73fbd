import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminComplaintAnswer,
  ComplaintsQueueAnswer,
  MyComplaintAnswer,
  MyComplaintsAnswer,
} from '@kestrel/domain/schemas/complaint-answers';
import type { ErrorBody } from '@kestrel/domain/schemas/errors';
import { addDays } from '@kestrel/domain/dates/calendar-date';
import { londonToday } from '@kestrel/domain/uk/london-date';
import { ukLongDate } from '@kestrel/domain/uk/long-date';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { complaintEvents } from '../src/db/complaints-schema';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { complaintCalls, pdfWords } from './complaints-helpers';
import type { TestContext } from './helpers';
import { appWithStaff } from './staff-helpers';

let ctx: TestContext;
let team: { token: string; email: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const { staffAct, staffGet, decidedClaim } = complaintCalls(
  () => ctx,
  () => team.token,
);
const text = pdfWords;

describe('a complaint about a claim decision, to the arbiter', () => {
  it('complain → acknowledged → queue → assign, note, final response (letter) → refer → evidence pack → arbiter', async () => {
    const { customer, claim } = await decidedClaim();
    const made = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: customer.token,
      payload: {
        subject: 'claim-decision',
        claimId: claim.id,
        description: 'The tyre was damaged by the clutch failing.\nI should not pay for it.',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const { complaint } = made.json<MyComplaintAnswer>();
    expect(complaint.reference).toMatch(/^KP-\d{2}-\d{7}$/);
    const due = addDays(londonToday(), 56);
    expect(complaint).toMatchObject({
      status: { value: 'open' },
      claimReference: claim.reference,
      finalResponseDueOn: due,
      arbiterEligibility: { eligible: false },
      actions: [],
      letterUrl: null,
    });
    expect(complaint.acknowledgedAt).not.toBeNull();
    expect(complaint.timeline.map((e) => e.kind)).toEqual(['received', 'acknowledged']);

    const ack = await latestEmail(ctx, customer.user.email, 'complaint-acknowledged');
    expect(ack.subject).toContain(complaint.reference);
    expect(ack.textBody).toContain(ukLongDate(due));
    expect(ack.textBody).toContain('Our complaints team will look into it');
    expect(ack.textBody).toContain(claim.reference);
    // The team is told at once, with the way into the back office.
    const notice = await latestEmail(ctx, 'enquiries@kestrelwarranties.co.uk', 'complaint-notice');
    expect(notice.subject).toBe(`New complaint ${complaint.reference} about claim ${claim.reference}`);
    expect(notice.textBody).toContain(`/admin/complaints/${complaint.id}`);
    expect(notice.textBody).toContain('I should not pay for it.');

    // Not yet: no final response, and the 8 weeks have not passed.
    const early = await call(ctx, {
      method: 'POST',
      url: `/api/complaints/${complaint.id}/refer`,
      token: customer.token,
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().error.message).toContain('once we have given our final response');

    const queue = (await staffGet('/api/admin/complaints?status=open')).json<ComplaintsQueueAnswer>();
    const queued = queue.complaints.find((c) => c.id === complaint.id);
    expect(queued).toMatchObject({ finalResponseDueOn: due, overdue: false, owner: null });
    expect(queue.counts.open).toBeGreaterThan(0);

    const assigned = await staffAct(complaint.id, 'assign');
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json<AdminComplaintAnswer>().complaint.owner?.name).toMatch(/^Sam Staff/);
    const noted = await staffAct(complaint.id, 'notes', { note: 'Photos show the tyre sidewall cut.' });
    expect(noted.statusCode).toBe(200);
    // Staff notes stay with staff.
    const seen = (
      await call(ctx, { url: `/api/complaints/${complaint.id}`, token: customer.token })
    ).json<MyComplaintAnswer>();
    expect(JSON.stringify(seen)).not.toContain('sidewall');
    expect(seen.complaint.handler).toMatch(/^Sam Staff\d+, of our complaints team$/);

    expect(
      (await staffAct(complaint.id, 'final-response', { outcome: 'not-upheld', reasons: 'x', redress: 'y' }))
        .statusCode,
    ).toBe(400);
    const responded = await staffAct(complaint.id, 'final-response', {
      outcome: 'partly-upheld',
      reasons: 'The tyre is a consumable under section 5, but we should have told you sooner.',
      redress: 'A goodwill payment for the delay',
      redressPence: 5_000,
    });
    expect(responded.statusCode, responded.body).toBe(200);
    expect((await staffAct(complaint.id, 'final-response', { outcome: 'upheld', reasons: 'again' })).statusCode).toBe(
      409,
    );
    expect((await latestEmail(ctx, customer.user.email, 'complaint-final-response')).textBody).toContain(
      'partly upheld',
    );

    const letter = await call(ctx, { url: `/api/complaints/${complaint.id}/letter`, token: customer.token });
    expect(letter.statusCode).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    const letterText = await text(letter.rawPayload);
    for (const words of [
      complaint.reference,
      claim.reference,
      'Partly upheld',
      'consumable under section 5',
      '£50.00',
      'independent final arbiter',
      ukLongDate(addDays(londonToday(), 0)).split(' ')[1]!,
    ]) {
      expect(letterText).toContain(words);
    }

    const mine = (
      await call(ctx, { url: `/api/complaints/${complaint.id}`, token: customer.token })
    ).json<MyComplaintAnswer>();
    expect(mine.complaint).toMatchObject({
      status: { value: 'responded' },
      actions: ['refer'],
      arbiterEligibility: { eligible: true },
    });
    const referred = await call(ctx, {
      method: 'POST',
      url: `/api/complaints/${complaint.id}/refer`,
      token: customer.token,
      payload: {},
    });
    expect(referred.statusCode, referred.body).toBe(200);
    expect(referred.json<MyComplaintAnswer>().complaint.status.value).toBe('referred');
    expect((await latestEmail(ctx, customer.user.email, 'complaint-referred')).subject).toContain(complaint.reference);

    const pack = await call(ctx, { url: `/api/complaints/${complaint.id}/evidence-pack`, token: customer.token });
    expect(pack.statusCode, pack.body).toBe(200);
    const packText = await text(pack.rawPayload);
    for (const words of [
      claim.reference,
      complaint.reference,
      'Clutch kit',
      'Front tyre',
      'Fit clutch',
      'Diagnosis',
      '£300.00',
      '£768.00',
      'consumable under section 5',
      // The amounts as the claim's letter and page give them (claimAmounts): the estimate with VAT,
      // what we pay and what the customer pays.
      "The garage's total, with VAT £960.00",
      'We pay the garage £768.00',
      'You pay the garage £192.00',
      'Claim authorised',
      'I should not pay for it',
    ]) {
      expect(packText).toContain(words);
    }
    expect(packText).not.toContain('sidewall');

    expect(
      (
        await staffAct(complaint.id, 'arbiter-decision', {
          decision: 'for-customer',
          note: 'Tyre damaged by the failure.',
        })
      ).statusCode,
    ).toBe(400);
    const decided = await staffAct(complaint.id, 'arbiter-decision', {
      decision: 'for-customer',
      note: 'The tyre was damaged by the clutch failure: pay it.',
      amount: 86_400,
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = decided.json<AdminComplaintAnswer>().complaint;
    expect(after).toMatchObject({ status: { value: 'arbiter-decided' }, arbiter: { amount: 86_400 } });
    expect(after.nextStep).toContain(`claim ${claim.reference} is reopened`);
    expect(after.nextStep).toContain('£864.00');
    expect((await latestEmail(ctx, customer.user.email, 'complaint-arbiter-decision')).textBody).toContain('£864.00');
    // The claims team's next step stays with staff: the customer reads the decision, on the page and in the pack.
    const decidedMine = (
      await call(ctx, { url: `/api/complaints/${complaint.id}`, token: customer.token })
    ).json<MyComplaintAnswer>().complaint;
    expect(decidedMine.timeline.find((e) => e.kind === 'arbiter-decision')?.note).toBe('For the customer.');
    expect(JSON.stringify(decidedMine)).not.toContain('reopen claim');
    const packAfter = await call(ctx, { url: `/api/complaints/${complaint.id}/evidence-pack`, token: customer.token });
    expect(await text(packAfter.rawPayload)).not.toContain('reopen claim');

    const audits = await ctx.database.db.select().from(auditLog).where(eq(auditLog.subjectId, complaint.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'complaint.arbiter-decision',
      'complaint.assigned',
      'complaint.final-response',
      'complaint.note-written',
    ]);
    const events = await ctx.database.db
      .select()
      .from(complaintEvents)
      .where(eq(complaintEvents.complaintId, complaint.id));
    expect(events.map((e) => e.kind).sort()).toEqual(
      ['acknowledged', 'arbiter-decision', 'assigned', 'final-response', 'note', 'received', 'referred'].sort(),
    );

    // Another customer: every route is the same 404, as if the complaint did not exist.
    const stranger = await registerGuest(ctx);
    for (const [method, url] of [
      ['GET', `/api/complaints/${complaint.id}`],
      ['POST', `/api/complaints/${complaint.id}/refer`],
      ['GET', `/api/complaints/${complaint.id}/letter`],
      ['GET', `/api/complaints/${complaint.id}/evidence-pack`],
    ] as const) {
      const res = await call(ctx, {
        method,
        url,
        token: stranger.token,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: stranger.token,
      payload: { subject: 'claim-decision', claimId: claim.id, description: 'Not my claim.' },
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call(ctx, { url: '/api/complaints', token: stranger.token })).json<MyComplaintsAnswer>().complaints,
    ).toEqual([]);
  });
});
