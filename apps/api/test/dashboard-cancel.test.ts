import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, latestEmail } from './accounts-helpers';
import { buyWarranty, myTransactions, myWarranty, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { paypalControl, recordsOf } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const cancel = (token: string, id: string) =>
  call(ctx, { method: 'POST', url: `/api/warranty/cancel/${id}`, token, payload: {} });

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

describe('POST /api/warranty/cancel/{id}: the 14-day cooling-off', () => {
  it('refunds the payment in full through PayPal, cancels, records the refund and e-mails the customer', async () => {
    const bought = await buyWarranty(ctx);
    const res = await cancel(bought.customer.token, bought.warrantyId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      refunded: bought.amount,
      warranty: { status: { value: 'cancelled', label: 'Cancelled' }, can_cancel: false, remaining_days: 0 },
    });

    const upstream = await paypalControl(ctx, `/orders/${bought.orderID}`, undefined, 'GET');
    expect(upstream.calls?.refund).toBe(1);
    expect(JSON.stringify(upstream.order)).toContain('"status":"REFUNDED"');

    const [refund, payment] = await myTransactions(ctx, bought.customer.token);
    expect(refund).toMatchObject({
      kind: 'refund',
      amount: bought.amount,
      status: 'COMPLETED',
      warranty_id: bought.warrantyId,
    });
    expect(payment).toMatchObject({ kind: 'payment', _id: bought.transactionId });

    const email = await latestEmail(ctx, bought.customer.user.email, 'refund-made');
    expect(email.textBody).toContain(bought.vehicle.reg_num);
    expect(email.textBody).toContain(`£${(bought.amount / 100).toFixed(2)}`);
  });

  it('refunds once when cancel is clicked twice, or five times at once', async () => {
    const bought = await buyWarranty(ctx);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => cancel(bought.customer.token, bought.warrantyId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const again = await cancel(bought.customer.token, bought.warrantyId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ refunded: bought.amount, warranty: { status: { value: 'cancelled' } } });

    const upstream = await paypalControl(ctx, `/orders/${bought.orderID}`, undefined, 'GET');
    expect(upstream.calls?.refund).toBe(1);
    const records = await recordsOf(ctx, bought.customer.user._id);
    expect(records.transactions.filter((t) => t.kind === 'refund')).toHaveLength(1);
  });

  it('allows the 14th day after purchase and refuses the 15th', async () => {
    const lastDay = await buyWarranty(ctx);
    await staff(ctx, lastDay.warrantyId, { purchasedAt: daysAgo(14) });
    expect((await myWarranty(ctx, lastDay.customer.token, lastDay.warrantyId)).can_cancel).toBe(true);
    expect((await cancel(lastDay.customer.token, lastDay.warrantyId)).statusCode).toBe(200);

    const tooLate = await buyWarranty(ctx);
    await staff(ctx, tooLate.warrantyId, { purchasedAt: daysAgo(15) });
    expect((await myWarranty(ctx, tooLate.customer.token, tooLate.warrantyId)).can_cancel).toBe(false);
    const res = await cancel(tooLate.customer.token, tooLate.warrantyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'NOT_CANCELLABLE', message: expect.stringContaining('14-day') },
    });
    const upstream = await paypalControl(ctx, `/orders/${tooLate.orderID}`, undefined, 'GET');
    expect(upstream.calls?.refund).toBe(0);
  });

  it('refuses a warranty whose inspection failed (staff refund it)', async () => {
    const bought = await buyWarranty(ctx);
    await staff(ctx, bought.warrantyId, { status: 'inspection-failed' });
    const res = await cancel(bought.customer.token, bought.warrantyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: { code: 'NOT_CANCELLABLE' } });
  });

  it('leaves the warranty in force when PayPal cannot refund, and refunds once on the next try', async () => {
    const bought = await buyWarranty(ctx);
    await paypalControl(ctx, `/orders/${bought.orderID}/refund-failures`, { times: 1 });
    const down = await cancel(bought.customer.token, bought.warrantyId);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: { code: 'PROVIDER_UNAVAILABLE', message: expect.stringContaining('not been cancelled') },
    });
    expect(await myWarranty(ctx, bought.customer.token, bought.warrantyId)).toMatchObject({
      status: { value: 'under-review' },
      can_cancel: true,
    });

    const retry = await cancel(bought.customer.token, bought.warrantyId);
    expect(retry.statusCode).toBe(200);
    const upstream = await paypalControl(ctx, `/orders/${bought.orderID}`, undefined, 'GET');
    expect(upstream.calls?.refund).toBe(2);
    const records = await recordsOf(ctx, bought.customer.user._id);
    expect(records.transactions.filter((t) => t.kind === 'refund')).toHaveLength(1);
  });
});
