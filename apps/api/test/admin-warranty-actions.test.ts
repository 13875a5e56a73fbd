import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminWarrantyAnswer, AuditEntry } from '@kestrel/domain/schemas/admin';
import { call, latestEmail } from './accounts-helpers';
import { buyWarranty, myTransactions, myWarranty } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { daysFromToday, paypalControl } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

let ctx: TestContext;
let staff: { token: string; email: string };
beforeAll(async () => ({ ctx, staff } = await appWithStaff()));
afterAll(() => ctx.close());

const act = (id: string, action: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `/api/admin/warranties/${id}/${action}`, token: staff.token, payload });

describe('staff actions on a warranty', () => {
  it('schedules, passes (certificate issued), and the customer sees it; every step is audited with its actor', async () => {
    const bought = await buyWarranty(ctx);
    const scheduled = await act(bought.warrantyId, 'inspection', {
      date: daysFromToday(3),
      garage: 'Leeds Motor Services',
      notes: 'Morning',
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json<AdminWarrantyAnswer>()).toMatchObject({
      warranty: { status: { value: 'inspection-scheduled' } },
      inspection: { date: daysFromToday(3), garage: 'Leeds Motor Services' },
    });
    expect((await latestEmail(ctx, bought.customer.user.email, 'inspection-booked')).textBody).toContain(
      'Leeds Motor Services',
    );

    const passed = await act(bought.warrantyId, 'pass');
    expect(passed.statusCode).toBe(200);
    const answer = passed.json<AdminWarrantyAnswer>();
    expect(answer.certificateIssuedAt).not.toBeNull();
    expect(answer.timeline.map((entry: AuditEntry) => entry.action)).toEqual([
      'warranty.inspection-passed',
      'warranty.inspection-scheduled',
    ]);
    expect(answer.timeline[0]).toMatchObject({
      actor: { email: staff.email },
      before: { status: 'inspection-scheduled' },
      after: { status: 'inspection-passed' },
    });
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      status: { value: 'inspection-passed' },
      document: { url: expect.any(String) },
    });
    expect((await latestEmail(ctx, bought.customer.user.email, 'inspection-passed')).textBody).toContain(
      'certificate is ready',
    );
    expect((await latestEmail(ctx, bought.customer.user.email, 'certificate-issued')).textBody).toMatch(
      /certificate for your .* is issued/,
    );

    // Passing again is not a change staff can make.
    expect((await act(bought.warrantyId, 'pass')).statusCode).toBe(409);
  });

  it('fails an inspection with one refund, however often it is clicked', async () => {
    const bought = await buyWarranty(ctx);
    const answers = await Promise.all(
      [1, 2, 3].map(() => act(bought.warrantyId, 'fail', { reason: 'Oil leak from the head gasket' })),
    );
    expect(answers.map((a) => a.statusCode).filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect((await act(bought.warrantyId, 'fail', { reason: 'Oil leak from the head gasket' })).statusCode).toBe(200);

    const upstream = await paypalControl(ctx, `/orders/${bought.orderID}`, undefined, 'GET');
    expect(upstream.calls?.refund).toBe(1);
    const refunds = (await myTransactions(ctx, bought.customer.token)).filter((t) => t.kind === 'refund');
    expect(refunds.map((t) => t.amount)).toEqual([bought.amount]);
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      status: { value: 'inspection-failed' },
    });
    const email = await latestEmail(ctx, bought.customer.user.email, 'inspection-failed');
    expect(email.textBody).toContain('within 14 business days');
    expect(email.textBody).toContain('Oil leak');
  });

  it('raises a balance after a pass: no certificate until the customer pays it', async () => {
    const bought = await buyWarranty(ctx);
    expect(
      (await act(bought.warrantyId, 'balance', { amount: 4_800, reason: 'The engine is 1.6 litres, not 1.0' }))
        .statusCode,
    ).toBe(409);
    await act(bought.warrantyId, 'pass');
    const raised = await act(bought.warrantyId, 'balance', {
      amount: 4_800,
      reason: 'The engine is 1.6 litres, not 1.0',
    });
    expect(raised.statusCode).toBe(200);
    expect(raised.json<AdminWarrantyAnswer>()).toMatchObject({
      certificateIssuedAt: null,
      warranty: { balance_due: 4_800 },
    });
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      can_pay: true,
      document: null,
    });
    expect((await latestEmail(ctx, bought.customer.user.email, 'balance-raised')).textBody).toContain('£48.00');
  });

  it('answers 404 for an unknown warranty and 400 for a bad body', async () => {
    expect((await act('00000000-0000-4000-8000-000000000000', 'pass')).statusCode).toBe(404);
    const bought = await buyWarranty(ctx);
    const bad = await act(bought.warrantyId, 'balance', { amount: -5, reason: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED', fields: expect.any(Object) } });
    const view = await call(ctx, { url: `/api/admin/warranties/${bought.warrantyId}`, token: staff.token });
    expect(view.statusCode).toBe(200);
    expect(JSON.stringify(view.json())).not.toMatch(/passwordHash|totpSecret|tokenHash/);
  });
});
