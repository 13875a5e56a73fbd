import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOrders } from '../src/db/schema';
import { call, latestEmail } from './accounts-helpers';
import { buyWarranty, myTransactions, myWarranty, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { daysFromToday, paypalControl } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const createBalanceOrder = (token: string, id: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `/api/warranty/create-paypal-order/${id}`, token, payload });
const captureBalance = (token: string, id: string, orderID: string) =>
  call(ctx, {
    method: 'POST',
    url: `/api/warranty/capture-paypal-payment/${id}`,
    token,
    payload: { order: { orderID } },
  });

/** A passed warranty on which staff raised a balance of £48.00. */
async function warrantyWithBalance() {
  const bought = await buyWarranty(ctx);
  await staff(ctx, bought.warrantyId, { status: 'inspection-passed', startDate: daysFromToday(-2), balanceDue: 4_800 });
  return bought;
}

describe('Paying a balance due (DESIGN §2 "Pay option")', () => {
  it('opens an order for the balance in our database, whatever the body says', async () => {
    const bought = await warrantyWithBalance();
    const before = await myWarranty(ctx, bought.customer.token, bought.warrantyId);
    expect(before).toMatchObject({ can_pay: true, balance_due: 4_800, document: null });

    const tampered = await createBalanceOrder(bought.customer.token, bought.warrantyId, { amount: 1 });
    expect(tampered.statusCode).toBe(400);
    const res = await createBalanceOrder(bought.customer.token, bought.warrantyId);
    expect(res.statusCode).toBe(200);
    const order = res.json<{ orderID: string; amount: number; approveUrl: string }>();
    expect(order).toMatchObject({ amount: 4_800, currency: 'GBP' });
    // A balance order is its own kind: it names the warranty it pays for and carries no quote.
    const [stored] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, order.orderID));
    expect(stored).toMatchObject({
      purpose: 'balance',
      provider: 'paypal',
      warrantyId: bought.warrantyId,
      quote: null,
    });
    const upstream = await paypalControl(ctx, `/orders/${order.orderID}`, undefined, 'GET');
    expect(JSON.stringify(upstream.order)).toContain('"value":"48.00"');
    expect(JSON.stringify(upstream.order)).toContain(
      `Kestrel warranty balance: Secure, £2,000 per claim, 12 months, ${bought.vehicle.reg_num}`,
    );
  });

  it('captures once: the balance is cleared, the certificate issued and one payment recorded', async () => {
    const bought = await warrantyWithBalance();
    const { orderID } = (await createBalanceOrder(bought.customer.token, bought.warrantyId)).json<{
      orderID: string;
    }>();
    await paypalControl(ctx, `/orders/${orderID}/approve`);

    const answers = await Promise.all(
      [1, 2, 3].map(() => captureBalance(bought.customer.token, bought.warrantyId, orderID)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]?.json()).toMatchObject({
      message: expect.stringContaining('£48.00'),
      transaction: { amount: 4_800 },
    });
    const upstream = await paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');
    expect(upstream.calls?.capture).toBe(1);

    const after = await myWarranty(ctx, bought.customer.token, bought.warrantyId);
    expect(after).toMatchObject({ balance_due: 0, can_pay: false, document: { url: expect.any(String) } });
    const payments = (await myTransactions(ctx, bought.customer.token)).filter((t) => t.kind === 'payment');
    expect(payments.map((t) => t.amount)).toEqual([4_800, bought.amount]);
    // Paying the balance issued the certificate: the customer is told so, once.
    const certificateEmail = await latestEmail(ctx, bought.customer.user.email, 'certificate-issued');
    expect(certificateEmail.textBody).toContain(`certificate for your`);
    expect(certificateEmail.textBody).toContain(bought.vehicle.reg_num);
    const outbox = await ctx.database.db.query.outboxEmails.findMany();
    expect(
      outbox.filter((e) => e.kind === 'certificate-issued' && e.toAddress === bought.customer.user.email),
    ).toHaveLength(1);

    const nothingLeft = await createBalanceOrder(bought.customer.token, bought.warrantyId);
    expect(nothingLeft.statusCode).toBe(409);
    expect(nothingLeft.json()).toMatchObject({ error: { code: 'NOTHING_DUE' } });
  });

  it('will not capture a second order once the balance is paid, nor a purchase order through this call', async () => {
    const bought = await warrantyWithBalance();
    const first = (await createBalanceOrder(bought.customer.token, bought.warrantyId)).json<{ orderID: string }>();
    const second = (await createBalanceOrder(bought.customer.token, bought.warrantyId)).json<{ orderID: string }>();
    await paypalControl(ctx, `/orders/${first.orderID}/approve`);
    await paypalControl(ctx, `/orders/${second.orderID}/approve`);
    expect((await captureBalance(bought.customer.token, bought.warrantyId, first.orderID)).statusCode).toBe(200);
    const again = await captureBalance(bought.customer.token, bought.warrantyId, second.orderID);
    expect(again.statusCode).toBe(409);
    const upstream = await paypalControl(ctx, `/orders/${second.orderID}`, undefined, 'GET');
    expect(upstream.calls?.capture).toBe(0);

    const purchase = await captureBalance(bought.customer.token, bought.warrantyId, bought.orderID);
    expect(purchase.statusCode).toBe(404);
  });

  it('refuses an order when nothing is due', async () => {
    const bought = await buyWarranty(ctx);
    const res = await createBalanceOrder(bought.customer.token, bought.warrantyId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: { code: 'NOTHING_DUE', message: 'There is nothing to pay on this warranty.' },
    });
  });
});
