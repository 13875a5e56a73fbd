import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimsRecordAnswer } from '@kestrel/domain/schemas/claims-record';
import type { MyComplaintAnswer } from '@kestrel/domain/schemas/complaint-answers';
import { call } from './accounts-helpers';
import { estimateBody, garageCall, makeClaim, warrantyInForce } from './claims-helpers';
import type { TestContext } from './helpers';
import { daysFromToday } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

/*
 * Issue #37, "Measured, not claimed": the back office's claims record per week and per month, read
 * from the claims' own timelines and the complaints, and the public page's figures from the same.
 */
let ctx: TestContext;
let team: { token: string };
beforeAll(async () => ({ ctx, staff: team } = await appWithStaff()));
afterAll(() => ctx.close());

const record = async () => {
  const res = await call(ctx, { url: '/api/admin/claims/record', token: team.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ClaimsRecordAnswer>();
};
const act = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/claims/${id}/${action}`, token: team.token, payload });

/** A claim made, and its estimate sent. */
async function estimated() {
  const bought = await warrantyInForce(ctx);
  const made = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
  expect((await garageCall(ctx, made.garageToken, '/estimate', estimateBody)).statusCode).toBe(200);
  return { ...made, customer: bought.customer };
}

describe('GET /api/admin/claims/record', () => {
  it('is for staff only', async () => {
    expect((await call(ctx, { url: '/api/admin/claims/record' })).statusCode).toBe(401);
    const bought = await warrantyInForce(ctx);
    expect((await call(ctx, { url: '/api/admin/claims/record', token: bought.customer.token })).statusCode).toBe(403);
  });

  it('counts this week and month: made, decided by a person, declined by reason, withdrawn, paid, complaints', async () => {
    const before = await record();
    expect(before.weeks).toHaveLength(13);
    expect(before.months).toHaveLength(13);

    const paid = await estimated();
    expect((await act(paid.claim.id, 'authorise', { amount: 76_800 })).statusCode).toBe(200);
    const invoice = { number: 'INV-37', date: daysFromToday(0), amount: 96_000 };
    expect((await garageCall(ctx, paid.garageToken, '/invoice', invoice)).statusCode).toBe(200);
    expect((await act(paid.claim.id, 'paid', { reference: 'BACS-37', paidOn: daysFromToday(0) })).statusCode).toBe(200);

    const declined = await estimated();
    expect((await act(declined.claim.id, 'decline', { reason: 'wear-and-tear' })).statusCode).toBe(200);

    const withdrawn = await estimated();
    const left = await call(ctx, {
      method: 'POST',
      url: `/api/claims/my-claims/${withdrawn.claim.id}/withdraw`,
      token: withdrawn.customer.token,
      payload: {},
    });
    expect(left.statusCode, left.body).toBe(200);

    const complained = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: declined.customer.token,
      payload: { subject: 'claim-decision', claimId: declined.claim.id, description: 'The clutch was not worn.' },
    });
    expect(complained.statusCode, complained.body).toBe(201);
    const { complaint } = complained.json<MyComplaintAnswer>();
    const responded = await call(ctx, {
      method: 'POST',
      url: `/api/admin/complaints/${complaint.id}/final-response`,
      token: team.token,
      payload: { outcome: 'partly-upheld', reasons: 'The labour was worn; the plate was not.' },
    });
    expect(responded.statusCode, responded.body).toBe(200);

    const after = await record();
    for (const [now, then] of [
      [after.weeks[0]!, before.weeks[0]!],
      [after.months[0]!, before.months[0]!],
    ] as const) {
      expect(now.claimsMade - then.claimsMade).toBe(3);
      expect(now.decided - then.decided).toBe(2);
      expect(now.decidedByPerson - then.decidedByPerson).toBe(2);
      expect(now.decidedAutomatically - then.decidedAutomatically).toBe(0);
      expect(now.authorised - then.authorised).toBe(1);
      expect(now.declined - then.declined).toBe(1);
      expect(now.declinedByReason.find((r) => r.reason === 'wear-and-tear')!.count).toBeGreaterThanOrEqual(1);
      expect(now.withdrawn - then.withdrawn).toBe(1);
      expect(now.paid - then.paid).toBe(1);
      expect(now.estimateToDecision.count - then.estimateToDecision.count).toBe(2);
      // Decided within the same minutes as the estimate.
      expect(now.estimateToDecision.medianMinutes).not.toBeNull();
      expect(now.invoiceToPayment.count - then.invoiceToPayment.count).toBe(1);
      expect(now.complaintsReceived - then.complaintsReceived).toBe(1);
      expect(now.complaintsPartlyUpheld - then.complaintsPartlyUpheld).toBe(1);
    }
    // A promise counts in the period it falls due (time-frame-record.ts): these fall due in the coming days.
    for (const f of after.months[0]!.timeFrames) expect(f.met).toBeLessThanOrEqual(f.due);
  });
});

describe('the published figures', () => {
  it('GET /api/claims-record answers the HTML the public page carries, with a table once there are claims', async () => {
    const res = await call(ctx, { url: '/api/claims-record' });
    expect(res.statusCode).toBe(200);
    const { html } = res.json<{ html: string }>();
    // The figures are last month's and the last twelve months': a new database's claims are this month's.
    expect(html).toMatch(/data-testid="claims-record-(empty|table)"/);
    expect(html).not.toMatch(/<script/i);
  });
});
