import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalAdapter } from '../src/adapters/payments/paypal-adapter';
import { directDebitInstalments, paymentOrders } from '../src/db/schema';
import { cardArrears } from '../src/modules/direct-debit/arrears-by-card';
import type { DirectDebitContext } from '../src/modules/direct-debit/context';
import { cardPayOff } from '../src/modules/direct-debit/pay-off';
import { holdForPayOff } from '../src/modules/direct-debit/pay-off-hold';
import type { PaymentsContext } from '../src/modules/payments/context';
import { ordersRepository, type PayOffOrder } from '../src/modules/payments/orders-repository';
import { reconcileOrders } from '../src/modules/payments/reconcile-orders';
import { call, registerGuest } from './accounts-helpers';
import { appWithDirectDebit, plusDays, type DirectDebitHarness } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { captureOnWarranty, paypalControl } from './payments-helpers';
import { staffSignIn } from './staff-helpers';

/*
 * The seller pays the rest of a monthly plan by card (issue #38, DESIGN §9.3): priced from our
 * database, captured once, and never collected by GoCardless as well.
 */

let ctx: TestContext;
let dd: DirectDebitHarness;

beforeAll(async () => {
  ({ ctx, dd } = await appWithDirectDebit());
});
afterAll(() => ctx.close());

type PayOff = {
  allowed: boolean;
  amount: number;
  instalments: { number: number; amount: number }[];
  message: string | null;
  try_again_on: string | null;
};

const quote = (token: string, id: string) => call(ctx, { url: `/api/warranty/${id}/pay-off`, token });
const openOrder = (token: string, id: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `/api/warranty/${id}/pay-off/order`, token, payload });
const capture = (token: string, id: string, orderID: string) => captureOnWarranty(ctx, token, id, orderID);
const upstream = (orderID: string) => paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');

/** A monthly warranty whose first collection has been taken by Direct Debit. */
async function oneCollected(registration: string) {
  const bought = await dd.buyMonthly(registration);
  await dd.deliverNew();
  const first = (await dd.planOf(bought.warrantyId)).instalments[0]!;
  await dd.control('/clock', { to: first.chargeDate });
  await dd.deliverNew();
  const plan = await dd.planOf(bought.warrantyId);
  expect(plan.instalments[0]!.status).toBe('collected');
  const rest = plan.instalments.slice(1);
  return { ...bought, token: bought.customer.token, rest, restAmount: rest.reduce((sum, i) => sum + i.amount, 0) };
}

/** An order for the rest, opened and approved at PayPal's emulator. */
async function approvedPayOff(token: string, warrantyId: string) {
  const opened = await openOrder(token, warrantyId);
  expect(opened.statusCode).toBe(200);
  const order = opened.json<{ orderID: string; amount: number }>();
  await paypalControl(ctx, `/orders/${order.orderID}/approve`);
  return order;
}

describe('paying the rest of a monthly plan by card', () => {
  it('is priced from our database whatever the body says, and says which instalments it covers', async () => {
    const { token, warrantyId, rest, restAmount } = await oneCollected('PO21PRC');
    const answer = (await quote(token, warrantyId)).json<PayOff>();
    expect(answer).toMatchObject({ allowed: true, amount: restAmount, message: null });
    expect(answer.instalments.map((i) => i.number)).toEqual(rest.map((i) => i.number));

    expect((await openOrder(token, warrantyId, { amount: 1 })).statusCode).toBe(400);
    const opened = await openOrder(token, warrantyId);
    const { orderID, amount } = opened.json<{ orderID: string; amount: number }>();
    expect(amount).toBe(restAmount);
    expect(JSON.stringify((await upstream(orderID)).order)).toContain(`"value":"${(restAmount / 100).toFixed(2)}"`);
    const [stored] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, orderID));
    expect(stored).toMatchObject({ purpose: 'payoff', warrantyId, amount: restAmount });
  });

  it("another customer's warranty answers 404, and so does capturing their order", async () => {
    const { token, warrantyId } = await oneCollected('PO21OTH');
    const stranger = await registerGuest(ctx);
    expect((await quote(stranger.token, warrantyId)).statusCode).toBe(404);
    expect((await openOrder(stranger.token, warrantyId)).statusCode).toBe(404);
    const { orderID } = await approvedPayOff(token, warrantyId);
    expect((await capture(stranger.token, warrantyId, orderID)).statusCode).toBe(404);
    expect((await upstream(orderID)).calls?.capture).toBe(0);
  });

  it('is refused while a collection is at the bank, with the day to try again', async () => {
    const { token, warrantyId, rest } = await oneCollected('PO21SUB');
    const { orderID } = await approvedPayOff(token, warrantyId);
    await ctx.database.db
      .update(directDebitInstalments)
      .set({ status: 'submitted' })
      .where(eq(directDebitInstalments.id, rest[0]!.id));
    const answer = (await quote(token, warrantyId)).json<PayOff>();
    expect(answer).toMatchObject({ allowed: false, amount: 0, instalments: [] });
    expect(answer.message).toMatch(
      /^A payment of £\d+\.\d\d is being collected from your bank right now\. You can pay the rest by card from \d+ \w+ \d{4}/,
    );
    expect(answer.try_again_on).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect((await openOrder(token, warrantyId)).statusCode).toBe(409);
    // An order opened before: refused before PayPal is asked, and the schedule left running.
    const refused = await capture(token, warrantyId, orderID);
    expect(refused.statusCode).toBe(409);
    expect((await upstream(orderID)).calls?.capture).toBe(0);
    const plan = await dd.planOf(warrantyId);
    expect(plan.plan).toMatchObject({ status: 'active', payoffOrderId: null });
    expect((await dd.gocardless.collectionsOf(plan.plan.scheduleId!)).some((p) => p.status === 'scheduled')).toBe(true);
  });

  it('a collection GoCardless took after the order was opened refuses the capture and the plan goes on collecting', async () => {
    const { token, warrantyId, rest } = await oneCollected('PO21RCE');
    const { orderID } = await approvedPayOff(token, warrantyId);
    // GoCardless collects instalment 2; its events have not reached us yet, so our records say scheduled.
    await dd.control('/clock', { to: rest[0]!.chargeDate });
    const before = await dd.planOf(warrantyId);
    expect(before.instalments[1]!.status).toBe('scheduled');

    const refused = await capture(token, warrantyId, orderID);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ error: { message: string } }>().error.message).toMatch(/has changed since you started/);
    expect((await upstream(orderID)).calls?.capture).toBe(0);
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[1]!.status).toBe('collected');
    expect(after.plan).toMatchObject({ status: 'active', payoffOrderId: null, payoffRestoreOf: null });
    // The rest is back on a new schedule on the same mandate, still to collect.
    expect(after.plan.scheduleId).not.toBe(before.plan.scheduleId);
    expect(after.plan.mandateId).toBe(before.plan.mandateId);
    const waiting = await dd.gocardless.collectionsOf(after.plan.scheduleId!);
    expect(waiting).toHaveLength(rest.length - 1);
    expect(after.instalments.slice(2).map((i) => i.providerPaymentId)).toEqual(waiting.map((p) => p.id));
    expect(after.instalments.slice(2).every((i) => i.status === 'scheduled')).toBe(true);
    // A new order for what is left now goes through.
    expect((await quote(token, warrantyId)).json<PayOff>().amount).toBe(
      rest.slice(1).reduce((s, i) => s + i.amount, 0),
    );
  });

  it('a declined capture leaves the plan collecting by Direct Debit on a new schedule', async () => {
    const { token, warrantyId, rest } = await oneCollected('PO21DEC');
    const { orderID } = await approvedPayOff(token, warrantyId);
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'decline' });
    const before = await dd.planOf(warrantyId);
    const declined = await capture(token, warrantyId, orderID);
    expect(declined.statusCode).toBe(422);
    const after = await dd.planOf(warrantyId);
    expect(after.plan).toMatchObject({ status: 'active', payoffOrderId: null, payoffRestoreOf: null });
    expect(after.plan.scheduleId).not.toBe(before.plan.scheduleId);
    // The old schedule's payments are cancelled at GoCardless, the new one's waiting.
    expect(
      (await dd.gocardless.collectionsOf(before.plan.scheduleId!)).filter((p) => p.status === 'scheduled'),
    ).toEqual([]);
    const waiting = await dd.gocardless.collectionsOf(after.plan.scheduleId!);
    expect(waiting.map((p) => p.amountPence)).toEqual(rest.map((i) => i.amount));
    expect(after.transactions.filter((t) => t.provider === 'paypal')).toEqual([]);

    // The next collection is taken by Direct Debit, from the new schedule.
    await dd.control('/clock', { to: waiting[0]!.chargeDate });
    await dd.deliverNew();
    const collected = await dd.planOf(warrantyId);
    expect(collected.instalments[1]).toMatchObject({ status: 'collected', providerPaymentId: waiting[0]!.id });
    expect(collected.transactions.filter((t) => t.provider === 'gocardless')).toHaveLength(2);
  });

  it('two captures at once: one charge, one transaction, each instalment paid once; the schedule stopped; staff can refund one', async () => {
    const { token, warrantyId, rest, restAmount, customer } = await oneCollected('PO21ONE');
    const { orderID } = await approvedPayOff(token, warrantyId);
    const before = await dd.planOf(warrantyId);

    const answers = await Promise.all([1, 2].map(() => capture(token, warrantyId, orderID)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json<{ message: string }>().message).toMatch(/The rest of your monthly plan is paid/);
    expect((await upstream(orderID)).calls?.capture).toBe(1);

    const after = await dd.planOf(warrantyId);
    const card = after.transactions.filter((t) => t.provider === 'paypal');
    expect(card).toHaveLength(1);
    expect(card[0]!.amount).toBe(restAmount);
    expect(after.plan).toMatchObject({ status: 'completed', payoffOrderId: null });
    expect(after.instalments.slice(1).map((i) => [i.status, i.transactionId])).toEqual(
      rest.map(() => ['collected', card[0]!.id]),
    );
    const stopped = await dd.gocardless.collectionsOf(before.plan.scheduleId!);
    expect(stopped.filter((p) => p.status !== 'collected').every((p) => p.status === 'cancelled')).toBe(true);
    const [receipt] = await ctx.database.db.query.outboxEmails.findMany({
      where: (e, { and, eq }) => and(eq(e.toAddress, customer.user.email), eq(e.kind, 'order-confirmation')),
      orderBy: (e, { desc }) => [desc(e.createdAt)],
    });
    expect(receipt?.subject).toMatch(/^Payment received .*: the rest of your monthly plan for /);
    expect(receipt?.textBody).toContain('No more payments will be collected by Direct Debit');
    const view = await call(ctx, { url: `/api/warranty/${warrantyId}/direct-debit`, token });
    expect(view.json()).toMatchObject({ status: 'completed', next_collection: null });
    expect((await quote(token, warrantyId)).json<PayOff>()).toMatchObject({
      allowed: false,
      message: 'This monthly plan is already paid in full.',
    });

    // Time passes at GoCardless beyond the last charge date: nothing more is collected.
    await dd.control('/clock', { to: plusDays(rest.at(-1)!.chargeDate, 10) });
    await dd.deliverNew();
    await dd.job(plusDays(rest.at(-1)!.chargeDate, 10));
    const later = await dd.planOf(warrantyId);
    expect(later.transactions.filter((t) => t.provider === 'gocardless')).toHaveLength(1);
    expect(later.instalments.slice(1).every((i) => i.transactionId === card[0]!.id && i.status === 'collected')).toBe(
      true,
    );

    // Staff refund one of them: its own amount through PayPal, once.
    const staff = await staffSignIn(ctx);
    const refund = () =>
      call(ctx, {
        method: 'POST',
        url: `/api/admin/warranties/${warrantyId}/direct-debit/refund`,
        token: staff.token,
        payload: { number: 5 },
      });
    const refunds = await Promise.all([refund(), refund()]);
    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(refunds[0].json<{ message: string }>().message).toMatch(/through PayPal/);
    const refunded = await dd.planOf(warrantyId);
    expect(refunded.instalments[4]!.status).toBe('refunded');
    expect(refunded.transactions.filter((t) => t.kind === 'refund')).toMatchObject([
      { provider: 'paypal', amount: rest[3]!.amount },
    ]);
  });
});

/** Another instance, as the reconciliation job runs it after this one died: its own adapters, the same database. */
function otherInstance(): DirectDebitContext {
  const payments = {
    db: ctx.database.db,
    provider: createPaypalAdapter(ctx.config.payments),
    baseUrl: ctx.config.baseUrl,
    log: ctx.app.log,
    arrears: cardArrears,
    payOff: cardPayOff(() => instance),
  } as unknown as PaymentsContext;
  const instance: DirectDebitContext = { ...payments, gocardless: dd.gocardless };
  return instance;
}

const storedOrder = async (orderID: string) =>
  (await ordersRepository(ctx.database.db).byProviderId(orderID)) as PayOffOrder;

describe('a pay-off interrupted: the customer charged once, the plan paid off or still collecting', () => {
  it('the process dies after stopping the schedule, before capturing: the reconciliation job captures once and pays it off', async () => {
    const { token, warrantyId, restAmount } = await oneCollected('PO21CRS');
    const { orderID } = await approvedPayOff(token, warrantyId);
    const other = otherInstance();
    await holdForPayOff(other, await storedOrder(orderID));
    // Claimed by the process that then died, ten minutes ago.
    await ctx.database.db
      .update(paymentOrders)
      .set({ status: 'capturing', updatedAt: sql`now() - interval '10 minutes'` })
      .where(eq(paymentOrders.providerOrderId, orderID));
    expect((await dd.planOf(warrantyId)).plan.payoffOrderId).not.toBeNull();

    const report = await reconcileOrders(other, { olderThanSeconds: 0 });
    expect(report.completed).toBe(1);
    expect((await upstream(orderID)).calls?.capture).toBe(1);
    const after = await dd.planOf(warrantyId);
    expect(after.plan).toMatchObject({ status: 'completed', payoffOrderId: null });
    expect(after.transactions.filter((t) => t.provider === 'paypal').map((t) => t.amount)).toEqual([restAmount]);
    // The customer's own retry afterwards answers the same payment.
    expect((await capture(token, warrantyId, orderID)).statusCode).toBe(200);
    expect((await dd.planOf(warrantyId)).transactions.filter((t) => t.provider === 'paypal')).toHaveLength(1);
  });

  it("PayPal's answer lost: the plan stays held (nothing collected), and the retry records the one capture", async () => {
    const { token, warrantyId, restAmount } = await oneCollected('PO21LST');
    const { orderID } = await approvedPayOff(token, warrantyId);
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'lose-answer' });
    expect((await capture(token, warrantyId, orderID)).statusCode).toBe(503);
    const held = await dd.planOf(warrantyId);
    expect(held.plan).toMatchObject({ status: 'active' });
    expect(held.plan.payoffOrderId).not.toBeNull();
    // Neither cancelled nor moved to new bank details meanwhile, and no second pay-off.
    const cancel = await call(ctx, { method: 'POST', url: `/api/warranty/${warrantyId}/direct-debit/cancel`, token });
    expect(cancel.statusCode).toBe(409);
    const bank = await call(ctx, {
      method: 'POST',
      url: `/api/warranty/${warrantyId}/direct-debit/bank-details`,
      token,
    });
    expect(bank.statusCode).toBe(409);
    expect((await quote(token, warrantyId)).json<PayOff>()).toMatchObject({ allowed: false });
    // The job leaves a plan whose order may yet be captured alone.
    await dd.job(plusDays(held.instalments[1]!.chargeDate, 1));
    expect((await dd.planOf(warrantyId)).plan.payoffOrderId).toBe(held.plan.payoffOrderId);

    expect((await capture(token, warrantyId, orderID)).statusCode).toBe(200);
    const after = await dd.planOf(warrantyId);
    expect(after.plan).toMatchObject({ status: 'completed', payoffOrderId: null });
    expect(after.transactions.filter((t) => t.provider === 'paypal').map((t) => t.amount)).toEqual([restAmount]);
  });

  it('an order that will never be captured (expired) while the plan is held: the Direct Debit job puts the plan back on a schedule', async () => {
    const { token, warrantyId, rest } = await oneCollected('PO21EXP');
    const { orderID } = await approvedPayOff(token, warrantyId);
    await paypalControl(ctx, `/orders/${orderID}/behaviour`, { capture: 'provider-error', times: 5 });
    expect((await capture(token, warrantyId, orderID)).statusCode).toBe(503);
    const held = await dd.planOf(warrantyId);
    expect(held.plan.payoffOrderId).not.toBeNull();
    await ctx.database.db
      .update(paymentOrders)
      .set({ status: 'expired' })
      .where(eq(paymentOrders.providerOrderId, orderID));

    const report = await dd.job(held.instalments[1]!.chargeDate);
    expect(report.payOffsLetGo).toBe(1);
    const after = await dd.planOf(warrantyId);
    expect(after.plan).toMatchObject({ status: 'active', payoffOrderId: null, payoffRestoreOf: null });
    expect(after.plan.scheduleId).not.toBe(held.plan.scheduleId);
    const waiting = await dd.gocardless.collectionsOf(after.plan.scheduleId!);
    expect(waiting.map((p) => p.amountPence)).toEqual(rest.map((i) => i.amount));
    expect(after.transactions.filter((t) => t.provider === 'paypal')).toEqual([]);
  });
});
