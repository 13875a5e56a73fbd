import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { claimBody } from './claims-helpers';
import { staffSignIn } from './staff-helpers';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;

beforeAll(async () => ({ ctx, dd } = await appWithDirectDebit()));
afterAll(() => ctx.close());

const moveClock = (to: string) => dd.control<{ today: string; events: string[] }>('/clock', { to });

describe('Direct Debit collections', () => {
  it('records a collection once, however often and in whatever order its events arrive', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('NA25WBX');
    const before = await dd.planOf(warrantyId);
    const first = before.instalments[0]!;
    await dd.deliverNew();
    // Two working days after the charge date: submitted, confirmed and paid out.
    const moved = await moveClock(plusDays(first.chargeDate, 4));
    const { events } = await dd.control<{ events: { id: string; action: string; links: Record<string, string> }[] }>(
      `/events?resource=${first.providerPaymentId}`,
    );
    const ofPayment = events.filter((e) => moved.events.includes(e.id));
    const paidOut = ofPayment.find((e) => e.action === 'paid_out')!;
    const confirmed = ofPayment.find((e) => e.action === 'confirmed')!;
    expect(paidOut && confirmed).toBeTruthy();

    // paid_out before its confirmed, then each ten times.
    expect(await dd.post([paidOut.id])).toBe(200);
    expect(await dd.post([confirmed.id])).toBe(200);
    for (let i = 0; i < 10; i++) expect(await dd.post([paidOut.id, confirmed.id])).toBe(200);
    await dd.deliverNew();

    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]!.status).toBe('collected');
    expect(after.transactions).toHaveLength(1);
    expect(after.transactions[0]).toMatchObject({
      provider: 'gocardless',
      kind: 'payment',
      amount: first.amount,
      method: 'Direct Debit',
      sourceId: first.providerPaymentId,
    });
    expect(after.transactions[0]!.reference).toMatch(/^KR-/);
    expect(after.instalments[0]!.transactionId).toBe(after.transactions[0]!.id);

    // Staff see the mandate, the schedule, the collection and GoCardless's events; a customer may not.
    const staff = await staffSignIn(ctx);
    const backOffice = await call(ctx, {
      method: 'GET',
      url: `/api/admin/warranties/${warrantyId}/direct-debit`,
      token: staff.token,
    });
    expect(backOffice.statusCode).toBe(200);
    const seen = backOffice.json<{
      mandate_id: string;
      events: { action: string }[];
      plan: { instalments: unknown[] };
    }>();
    expect(seen.mandate_id).toBe(after.plan.mandateId);
    expect(seen.plan.instalments).toHaveLength(12);
    expect(seen.events.map((e) => e.action)).toEqual(expect.arrayContaining(['confirmed', 'paid_out']));
    const asCustomer = await call(ctx, {
      method: 'GET',
      url: `/api/admin/warranties/${warrantyId}/direct-debit`,
      token: customer.token,
    });
    expect(asCustomer.statusCode).toBe(403);

    // The customer's receipts list it; the schedule shows it paid and the next one due.
    const view = await call(ctx, {
      method: 'GET',
      url: `/api/warranty/${warrantyId}/direct-debit`,
      token: customer.token,
    });
    expect(view.json()).toMatchObject({
      instalments: expect.arrayContaining([expect.objectContaining({ number: 1, status: 'collected' })]),
      next_collection: { charge_date: after.instalments[1]!.chargeDate },
    });
  });

  it('a lost webhook is caught by the reconciliation job', async () => {
    const { warrantyId } = await dd.buyMonthly('FP23VSD');
    await dd.deliverNew();
    const { instalments } = await dd.planOf(warrantyId);
    const moved = await moveClock(plusDays(instalments[0]!.chargeDate, 4));
    // The events are never delivered: the job reads the payments from GoCardless.
    const { events } = await dd.control<{ events: { id: string }[] }>('/events');
    const delivered = new Set(moved.events);
    expect(events.some((e) => delivered.has(e.id))).toBe(true);
    await dd.job(instalments[0]!.chargeDate);
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]!.status).toBe('collected');
    expect(after.transactions).toHaveLength(1);
    await dd.deliverNew();
    expect((await dd.planOf(warrantyId)).transactions).toHaveLength(1);
  });

  it('a failed collection: e-mailed at once, retried at 7 days, suspended at 14, cancelled at 30', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('DE72ZYN');
    await dd.deliverNew();
    const { instalments } = await dd.planOf(warrantyId);
    const [first, second] = instalments as [(typeof instalments)[0], (typeof instalments)[0]];
    await moveClock(plusDays(first.chargeDate, 4));
    await dd.deliverNew();
    await dd.control(`/payments/${second.providerPaymentId}/fail`, { cause: 'insufficient_funds' });
    await moveClock(second.chargeDate);
    await dd.deliverNew();

    const failed = await dd.planOf(warrantyId);
    expect(failed.instalments[1]).toMatchObject({ status: 'failed', failureCause: 'insufficient_funds' });
    expect(failed.plan).toMatchObject({ status: 'in-arrears', firstFailedOn: second.chargeDate });
    expect(failed.warranty.status).toBe('under-review');
    expect(await dd.emailsTo(customer.user.email)).toContain('direct-debit-missed');
    const view = await call(ctx, {
      method: 'GET',
      url: `/api/warranty/${warrantyId}/direct-debit`,
      token: customer.token,
    });
    expect(view.json()).toMatchObject({ status: 'in-arrears', arrears: second.amount });
    // The dashboard tells of the retry the missed-payment e-mail promised (issue #38 item 5).
    expect(view.json<{ retry_on: string | null }>().retry_on).toBe(plusDays(second.chargeDate, 7));

    // Day 6: nothing yet. Day 7: the one retry.
    expect(await dd.job(plusDays(second.chargeDate, 6))).toMatchObject({ retried: 0, suspended: 0 });
    expect(await dd.job(plusDays(second.chargeDate, 7))).toMatchObject({ retried: 1, suspended: 0 });
    expect(await dd.job(plusDays(second.chargeDate, 8))).toMatchObject({ retried: 0 });
    const retried = await call(ctx, {
      method: 'GET',
      url: `/api/warranty/${warrantyId}/direct-debit`,
      token: customer.token,
    });
    expect(retried.json<{ retry_on: string | null }>().retry_on).toBeNull();
    expect((await dd.gocardless.getPayment(second.providerPaymentId!)).status).toBe('pending_submission');

    // Day 13 still in arrears; day 14 suspended, once.
    expect(await dd.job(plusDays(second.chargeDate, 13))).toMatchObject({ suspended: 0 });
    expect(await dd.job(plusDays(second.chargeDate, 14))).toMatchObject({ suspended: 1 });
    expect(await dd.job(plusDays(second.chargeDate, 15))).toMatchObject({ suspended: 0 });
    const suspended = await dd.planOf(warrantyId);
    expect(suspended.plan.status).toBe('suspended');
    expect(suspended.warranty.status).toBe('suspended');
    expect((await dd.emailsTo(customer.user.email)).filter((k) => k === 'direct-debit-suspended')).toHaveLength(1);
    // It no longer suggests waiting for the next collection, which falls after the cancellation day.
    const [suspension] = await ctx.database.db.query.outboxEmails.findMany({
      where: (e, { and, eq }) => and(eq(e.toAddress, customer.user.email), eq(e.kind, 'direct-debit-suspended')),
    });
    expect(suspension?.textBody).not.toContain('next Direct Debit');
    expect(suspension?.textBody).toContain('Pay what is owed by card before');

    // Day 29 still suspended; day 30 cancelled with the mandate and schedule.
    expect(await dd.job(plusDays(second.chargeDate, 29))).toMatchObject({ cancelled: 0 });
    expect(await dd.job(plusDays(second.chargeDate, 30))).toMatchObject({ cancelled: 1 });
    const cancelled = await dd.planOf(warrantyId);
    expect(cancelled.plan.status).toBe('cancelled');
    expect(cancelled.warranty.status).toBe('cancelled');
    expect(cancelled.instalments.filter((i) => i.status === 'scheduled')).toHaveLength(0);
    expect((await dd.gocardless.getMandate(cancelled.plan.mandateId!)).status).toBe('cancelled');
    expect((await dd.emailsTo(customer.user.email)).filter((k) => k === 'direct-debit-cancelled')).toHaveLength(1);
    expect(await dd.job(plusDays(second.chargeDate, 31))).toMatchObject({ cancelled: 0 });
  });

  it('a failed first instalment suspends the cover at once; a successful retry lifts it at once', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('YK71TGD');
    await dd.deliverNew();
    const { instalments } = await dd.planOf(warrantyId);
    const first = instalments[0]!;
    await dd.control(`/payments/${first.providerPaymentId}/fail`, { cause: 'refer_to_payer' });
    await moveClock(first.chargeDate);
    await dd.deliverNew();
    const failed = await dd.planOf(warrantyId);
    expect(failed.plan.status).toBe('suspended');
    expect(failed.warranty.status).toBe('suspended');
    expect(failed.plan.statusBeforeSuspension).toBe('under-review');
    const kinds = await dd.emailsTo(customer.user.email);
    expect(kinds).toContain('direct-debit-missed');
    expect(kinds).toContain('direct-debit-suspended');

    // No claim while suspended, and the refusal says why.
    const claim = await call(ctx, {
      method: 'POST',
      url: `/api/claims/warranty/${warrantyId}`,
      token: customer.token,
      payload: claimBody(),
    });
    expect(claim.statusCode).toBe(400);
    expect(claim.json<{ error: { message: string } }>().error.message).toMatch(/suspended/);

    await dd.job(plusDays(first.chargeDate, 7));
    const retried = await dd.gocardless.getPayment(first.providerPaymentId!);
    expect(retried.status).toBe('pending_submission');
    await moveClock(plusDays(retried.charge_date, 4));
    await dd.deliverNew();
    const lifted = await dd.planOf(warrantyId);
    expect(lifted.instalments[0]!.status).toBe('collected');
    expect(lifted.plan).toMatchObject({ status: 'active', firstFailedOn: null });
    expect(lifted.warranty.status).toBe('under-review');
    expect(lifted.transactions).toHaveLength(1);
  });

  it('a mandate cancelled at the bank counts as a failed next collection, once', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('MF20PKS');
    await dd.deliverNew();
    const { plan, instalments } = await dd.planOf(warrantyId);
    await dd.control(`/mandates/${plan.mandateId}/cancel`, {});
    await dd.deliverNew();
    const today = instalments[0]!.chargeDate;
    await dd.job(today);
    await dd.job(today);
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]).toMatchObject({ status: 'failed', failureCause: 'mandate_cancelled' });
    expect(after.instalments.filter((i) => i.failureCause !== null)).toHaveLength(1);
    // A failed first instalment: suspended at once, the customer told once of each.
    expect(after.plan.status).toBe('suspended');
    const kinds = await dd.emailsTo(customer.user.email);
    expect(kinds.filter((k) => k === 'direct-debit-missed')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'direct-debit-suspended')).toHaveLength(1);
    // No retry on a cancelled mandate; cancelled 30 days on.
    expect(await dd.job(plusDays(today, 7))).toMatchObject({ retried: 0 });
    expect(await dd.job(plusDays(today, 30))).toMatchObject({ cancelled: 1 });
  });
});
