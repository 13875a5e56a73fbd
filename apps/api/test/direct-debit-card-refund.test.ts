import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, directDebitInstalments } from '../src/db/schema';
import { call } from './accounts-helpers';
import { appWithDirectDebit, type DirectDebitHarness } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { paypalControl } from './payments-helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;
let staffToken: string;

beforeAll(async () => {
  ({ ctx, dd } = await appWithDirectDebit());
  staffToken = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  call(ctx, { method, url, token: staffToken, ...(payload ? { payload } : {}) });

/**
 * A monthly warranty whose first two collections failed (the first at GoCardless's emulator, the
 * second written so), both then paid by one card payment through PayPal's emulator.
 */
async function twoInstalmentsPaidByCard(registration: string) {
  const bought = await dd.buyMonthly(registration);
  await dd.deliverNew();
  const [first, second] = (await dd.planOf(bought.warrantyId)).instalments;
  await dd.control(`/payments/${first!.providerPaymentId}/fail`, { cause: 'insufficient_funds' });
  await dd.control('/clock', { to: first!.chargeDate });
  await dd.deliverNew();
  await ctx.database.db
    .update(directDebitInstalments)
    .set({ status: 'failed', failureCause: 'insufficient_funds', retriedAt: new Date() })
    .where(eq(directDebitInstalments.id, second!.id));
  const { token } = bought.customer;
  const opened = await call(ctx, {
    method: 'POST',
    url: `/api/warranty/create-paypal-order/${bought.warrantyId}`,
    token,
    payload: {},
  });
  const { orderID, amount } = opened.json<{ orderID: string; amount: number }>();
  expect(amount).toBe(first!.amount + second!.amount);
  await paypalControl(ctx, `/orders/${orderID}/approve`);
  const captured = await call(ctx, {
    method: 'POST',
    url: `/api/warranty/capture-paypal-payment/${bought.warrantyId}`,
    token,
    payload: { order: { orderID } },
  });
  expect(captured.statusCode).toBe(200);
  return { ...bought, first: first!, second: second!, orderID };
}

const upstreamRefunds = async (orderID: string) => {
  const { order } = await paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');
  const unit = (order as { purchase_units: { payments?: { refunds?: { amount: { value: string } }[] } }[] })
    .purchase_units[0];
  return (unit?.payments?.refunds ?? []).map((r) => r.amount.value);
};

describe('refunding an instalment paid by card', () => {
  it('offers the refund through PayPal, refunds that instalment once from the card payment, and never twice on cancelling', async () => {
    const { warrantyId, first, second, orderID } = await twoInstalmentsPaidByCard('CR21RFD');
    const url = (action: string) => `/api/admin/warranties/${warrantyId}/direct-debit/${action}`;

    // Staff see how each instalment was paid.
    const page = await asStaff('GET', `/api/admin/warranties/${warrantyId}/direct-debit`);
    const shown = page.json<{ plan: { instalments: { number: number; status: string; paid_by: string | null }[] } }>();
    expect(shown.plan.instalments.slice(0, 3).map((i) => [i.status, i.paid_by])).toEqual([
      ['collected', 'paypal'],
      ['collected', 'paypal'],
      ['scheduled', null],
    ]);

    // Instalment 2, twice at once: one PayPal refund of its own amount, not of the whole card payment.
    const refunds = await Promise.all([1, 2].map(() => asStaff('POST', url('refund'), { number: 2 })));
    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(refunds[0]!.json<{ message: string }>().message).toMatch(/through PayPal/);
    expect(await upstreamRefunds(orderID)).toEqual([(second.amount / 100).toFixed(2)]);
    let after = await dd.planOf(warrantyId);
    expect(after.instalments.map((i) => i.status).slice(0, 2)).toEqual(['collected', 'refunded']);
    const recorded = () => after.transactions.filter((t) => t.kind === 'refund');
    expect(recorded()).toHaveLength(1);
    expect(recorded()[0]).toMatchObject({ provider: 'paypal', amount: second.amount });
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, warrantyId), eq(auditLog.action, 'direct-debit.refunded')));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.after).toMatchObject({ instalment: 2, provider: 'paypal', amount: second.amount });

    // Asked again later: already refunded, nothing more at PayPal.
    const again = await asStaff('POST', url('refund'), { number: 2 });
    expect(again.json<{ message: string }>().message).toMatch(/already refunded/);
    expect(await upstreamRefunds(orderID)).toHaveLength(1);

    // Instalment 1: the rest of the card payment.
    expect((await asStaff('POST', url('refund'), { number: 1 })).statusCode).toBe(200);
    expect(await upstreamRefunds(orderID)).toHaveLength(2);

    // The cooling-off cancel refunds nothing already refunded: the card payment is refunded in full.
    const cancelled = await asStaff('POST', url('cancel'));
    expect(cancelled.statusCode).toBe(200);
    after = await dd.planOf(warrantyId);
    expect(recorded().reduce((sum, r) => sum + r.amount, 0)).toBe(first.amount + second.amount);
    expect(await upstreamRefunds(orderID)).toHaveLength(2);
  });

  it('a refund whose answer PayPal lost is found by its id when asked again, and never made twice', async () => {
    const { warrantyId, first, orderID } = await twoInstalmentsPaidByCard('CR21LST');
    const url = `/api/admin/warranties/${warrantyId}/direct-debit/refund`;
    await paypalControl(ctx, `/orders/${orderID}/refund-answers-lost`, { times: 1 });

    const lost = await asStaff('POST', url, { number: 1 });
    expect(lost.statusCode).toBe(503);
    expect(lost.json<{ error: { message: string } }>().error.message).toMatch(/will not be refunded twice/);
    expect((await dd.planOf(warrantyId)).instalments[0]!.status).toBe('collected');
    // PayPal made it all the same.
    expect(await upstreamRefunds(orderID)).toEqual([(first.amount / 100).toFixed(2)]);

    const again = await asStaff('POST', url, { number: 1 });
    expect(again.statusCode).toBe(200);
    expect(await upstreamRefunds(orderID)).toHaveLength(1);
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]!.status).toBe('refunded');
    expect(after.transactions.filter((t) => t.kind === 'refund')).toMatchObject([
      { provider: 'paypal', amount: first.amount },
    ]);
  });
});
