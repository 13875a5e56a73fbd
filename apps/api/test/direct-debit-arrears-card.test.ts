import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitInstalments, directDebitPlans, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { myTransactions } from './dashboard-helpers';
import { directDebitHarness, plusDays } from './direct-debit-helpers';
import { createTestApp, type TestContext } from './helpers';
import { captureOnWarranty, paypalControl } from './payments-helpers';

let ctx: TestContext;
let dd: ReturnType<typeof directDebitHarness>;

beforeAll(async () => {
  ctx = await createTestApp();
  dd = directDebitHarness(ctx);
});
afterAll(() => ctx.close());

const moveClock = (to: string) => dd.control<{ today: string; events: string[] }>('/clock', { to });
const createOrder = (token: string, id: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `/api/warranty/create-paypal-order/${id}`, token, payload });
const payNow = (token: string, id: string) => call(ctx, { url: `/api/warranty/${id}/pay-now`, token });
const capture = (token: string, id: string, orderID: string) => captureOnWarranty(ctx, token, id, orderID);

/** A monthly warranty whose first collection failed for want of funds: suspended at once. */
async function suspendedMonthly(registration: string) {
  const bought = await dd.buyMonthly(registration);
  await dd.deliverNew();
  const first = (await dd.planOf(bought.warrantyId)).instalments[0]!;
  await dd.control(`/payments/${first.providerPaymentId}/fail`, { cause: 'insufficient_funds' });
  await moveClock(first.chargeDate);
  await dd.deliverNew();
  const failed = await dd.planOf(bought.warrantyId);
  expect(failed.warranty.status).toBe('suspended');
  return { ...bought, first };
}

describe('Paying Direct Debit arrears by card', () => {
  it('prices the order from the failed collections, lifts the suspension at once and records a receipt', async () => {
    const { customer, warrantyId, first } = await suspendedMonthly('AR21CRD');

    const view = await call(ctx, { url: `/api/warranty/${warrantyId}/direct-debit`, token: customer.token });
    expect(view.json()).toMatchObject({ arrears: first.amount, arrears_payable_by_card: first.amount });
    const tampered = await createOrder(customer.token, warrantyId, { amount: 1 });
    expect(tampered.statusCode).toBe(400);
    const opened = await createOrder(customer.token, warrantyId);
    expect(opened.statusCode).toBe(200);
    const order = opened.json<{ orderID: string; amount: number }>();
    expect(order.amount).toBe(first.amount);
    const upstream = await paypalControl(ctx, `/orders/${order.orderID}`, undefined, 'GET');
    expect(JSON.stringify(upstream.order)).toContain(`"value":"${(first.amount / 100).toFixed(2)}"`);

    await paypalControl(ctx, `/orders/${order.orderID}/approve`);
    const answers = await Promise.all([1, 2].map(() => capture(customer.token, warrantyId, order.orderID)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    // Under review: the suspension is lifted, and nobody is told the cover is active before the inspection.
    const message = answers[1]?.json<{ message: string }>().message;
    expect(message).toMatch(/no longer suspended. Your cover starts once the inspection has passed/);
    expect(message).not.toMatch(/cover is active/);

    const after = await dd.planOf(warrantyId);
    expect(after.warranty.status).toBe('under-review');
    expect(after.plan).toMatchObject({ status: 'active', firstFailedOn: null });
    expect(after.instalments[0]).toMatchObject({ status: 'collected', failureCause: 'insufficient_funds' });
    const card = after.transactions.filter((t) => t.provider === 'paypal');
    expect(card).toHaveLength(1);
    expect(card[0]).toMatchObject({ amount: first.amount, id: after.instalments[0]!.transactionId });
    expect((await myTransactions(ctx, customer.token)).map((t) => t.amount)).toContain(first.amount);
    expect(await dd.emailsTo(customer.user.email)).toContain('order-confirmation');
    const [receipt] = await ctx.database.db.query.outboxEmails.findMany({
      where: (e, { and, eq }) => and(eq(e.toAddress, customer.user.email), eq(e.kind, 'order-confirmation')),
      orderBy: (e, { desc }) => [desc(e.createdAt)],
    });
    expect(receipt?.subject).toMatch(/^Payment received .*: missed monthly payments for /);
    expect(receipt?.textBody).toContain('for the missed monthly payments');
    expect(receipt?.textBody).toContain('no longer suspended');
    expect(receipt?.textBody).not.toContain('balance due');

    // Nothing more to pay, and the missed-payment e-mail pointed at the dashboard's pay action.
    expect((await createOrder(customer.token, warrantyId)).statusCode).toBe(409);
    const [missed] = await ctx.database.db.query.outboxEmails.findMany({
      where: (e, { and, eq }) => and(eq(e.toAddress, customer.user.email), eq(e.kind, 'direct-debit-missed')),
    });
    expect(missed?.textBody).toContain(`/dashboard/user-dashboard?arrears=${warrantyId}`);
  });

  it('collects nothing twice: no GoCardless retry of a payment made by card, later events change nothing', async () => {
    const { customer, warrantyId, first } = await suspendedMonthly('AR21TWO');
    const { orderID } = (await createOrder(customer.token, warrantyId)).json<{ orderID: string }>();
    await paypalControl(ctx, `/orders/${orderID}/approve`);
    expect((await capture(customer.token, warrantyId, orderID)).statusCode).toBe(200);

    // The day the job would retry: the payment made by card is not asked for again.
    const report = await dd.job(plusDays(first.chargeDate, 7));
    expect(report.retried).toBe(0);
    const payment = await dd.gocardless.getPayment(first.providerPaymentId!);
    expect(payment.status).toBe('failed');
    // GoCardless's state of that payment applied again (a redelivery, the reconciliation) changes nothing.
    await dd.job(plusDays(first.chargeDate, 8));
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]!.status).toBe('collected');
    expect(after.warranty.status).toBe('under-review');
    expect(after.transactions.filter((t) => t.amount === first.amount)).toHaveLength(1);
  });

  it('refuses an order opened for arrears that a Direct Debit retry has since collected', async () => {
    const { customer, warrantyId, first } = await suspendedMonthly('AR21RTY');
    const { orderID } = (await createOrder(customer.token, warrantyId)).json<{ orderID: string }>();
    await paypalControl(ctx, `/orders/${orderID}/approve`);
    await dd.job(plusDays(first.chargeDate, 7));
    // A retry under way is GoCardless's to collect: nothing payable by card meanwhile.
    expect((await createOrder(customer.token, warrantyId)).statusCode).toBe(409);
    const view = await call(ctx, { url: `/api/warranty/${warrantyId}/direct-debit`, token: customer.token });
    expect(view.json()).toMatchObject({ arrears: first.amount, arrears_payable_by_card: 0 });
    const refused = await capture(customer.token, warrantyId, orderID);
    expect(refused.statusCode).toBe(409);
    const upstream = await paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');
    expect(upstream.calls?.capture).toBe(0);
  });

  it("another customer's warranty answers 404", async () => {
    const { warrantyId } = await suspendedMonthly('AR21OTH');
    const stranger = await registerGuest(ctx);
    expect((await createOrder(stranger.token, warrantyId)).statusCode).toBe(404);
    expect((await payNow(stranger.token, warrantyId)).statusCode).toBe(404);
  });

  it('says what a card payment covers when a balance is due and a collection was missed: both, and the total charged', async () => {
    const { customer, warrantyId } = await dd.buyMonthly('AR21BOT');
    await dd.deliverNew();
    expect((await payNow(customer.token, warrantyId)).json()).toEqual({ arrears: 0, balance: 0, total: 0 });
    // The inspection passed with a balance raised; then the second collection failed (in arrears,
    // not yet suspended: the warranty stays inspection-passed and its balance payable).
    const db = ctx.database.db;
    await db
      .update(warranties)
      .set({ status: 'inspection-passed', balanceDue: 4800 })
      .where(eq(warranties.id, warrantyId));
    const { plan, instalments } = await dd.planOf(warrantyId);
    const missed = instalments[1]!;
    await db
      .update(directDebitInstalments)
      .set({ status: 'failed', failureCause: 'insufficient_funds' })
      .where(eq(directDebitInstalments.id, missed.id));
    await db.update(directDebitPlans).set({ status: 'in-arrears' }).where(eq(directDebitPlans.id, plan.id));

    const asked = await payNow(customer.token, warrantyId);
    expect(asked.statusCode).toBe(200);
    const total = missed.amount + 4800;
    expect(asked.json()).toEqual({ arrears: missed.amount, balance: 4800, total });
    const opened = await createOrder(customer.token, warrantyId);
    expect(opened.json<{ amount: number }>().amount).toBe(total);
  });
});
