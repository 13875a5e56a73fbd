import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPaypalAdapter } from '../src/adapters/payments/paypal-adapter';
import { paymentOrders } from '../src/db/schema';
import { cardArrears } from '../src/modules/direct-debit/arrears-by-card';
import { cardPayOff } from '../src/modules/direct-debit/pay-off';
import { reconcileOrders, ABANDONED_AFTER_MS } from '../src/modules/payments/reconcile-orders';
import type { PaymentsContext } from '../src/modules/payments/context';
import { createHistoryChecker } from '../src/modules/vehicle-history/check-history';
import { ratesRepository } from '../src/modules/quotes/rates-repository';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { approvedOrder, capture, confirmationsTo, emulatedVehicle, paypalControl, recordsOf } from './payments-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** What a freshly started instance would run: its own adapter and context on the same database. */
function restartedInstance(): PaymentsContext {
  return {
    db: ctx.database.db,
    provider: createPaypalAdapter(ctx.config.payments),
    rates: ratesRepository(ctx.database.db),
    lookup: () => Promise.reject(new Error('not used')),
    history: createHistoryChecker({
      db: ctx.database.db,
      provider: null,
      lookup: () => Promise.reject(new Error('not used')),
      log: ctx.app.log,
    }),
    baseUrl: ctx.config.baseUrl,
    log: ctx.app.log,
    arrears: cardArrears,
    payOff: cardPayOff(() => {
      throw new Error('not used: no monthly plan here');
    }),
  };
}

const vehicle = emulatedVehicle;

describe('the reconciliation job (SECURITY D18)', () => {
  it('completes an order PayPal captured when the server died before writing it, after a restart', async () => {
    const { customer, orderID } = await approvedOrder(ctx, vehicle('AA19MOT'), 'safe-1000-12');
    // Our server claimed the order and PayPal captured it; then the process was killed.
    await ctx.database.db
      .update(paymentOrders)
      .set({ status: 'capturing', updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(paymentOrders.providerOrderId, orderID));
    await paypalControl(ctx, `/orders/${orderID}/capture`);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);

    const report = await reconcileOrders(restartedInstance(), { olderThanSeconds: 0 });
    expect(report.completed).toBeGreaterThanOrEqual(1);
    const records = await recordsOf(ctx, customer.user._id);
    expect([records.warranties.length, records.transactions.length]).toEqual([1, 1]);
    expect(await confirmationsTo(ctx, customer.user.email)).toHaveLength(1);

    // The browser's late return is then a no-op that reads the same warranty.
    const late = await capture(ctx, customer.token, orderID);
    expect(late.json().warranty._id).toBe(records.warranties[0]?.id);
    expect((await paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET')).calls?.capture).toBe(1);
  });

  it('captures an approved order whose browser never came back', async () => {
    const { customer } = await approvedOrder(ctx, vehicle('AA19SRN'), 'safe-500-6');
    await reconcileOrders(restartedInstance(), { olderThanSeconds: 0 });
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(1);
  });

  it('takes over a dead capture claim only once it is older than the claim window', async () => {
    const { customer, orderID } = await approvedOrder(ctx, vehicle('AA19WND'), 'safe-1000-12');
    const claimedAgo = (seconds: number) =>
      ctx.database.db
        .update(paymentOrders)
        .set({ status: 'capturing', updatedAt: sql`now() - make_interval(secs => ${seconds})` })
        .where(eq(paymentOrders.providerOrderId, orderID));
    const instance = { ...restartedInstance(), staleCaptureSeconds: 15 };

    await claimedAgo(10);
    expect((await reconcileOrders(instance, { olderThanSeconds: 0 })).completed).toBe(0);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);

    await claimedAgo(20);
    expect((await reconcileOrders(instance, { olderThanSeconds: 0 })).completed).toBe(1);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(1);
  });

  it('expires an order nobody approved for hours, and leaves a recent one waiting', async () => {
    const owner = await approvedOrder(ctx, vehicle('AA19DSL'));
    const customer = owner.customer;
    const created = await call(ctx, {
      method: 'POST',
      url: '/api/warranty/create-paypal-order',
      token: customer.token,
      payload: (await import('./payments-helpers')).purchaseBody(vehicle('AA19PPP'), 'safe-1000-12'),
    });
    const waiting = created.json().orderID as string;
    await reconcileOrders(restartedInstance(), { olderThanSeconds: 0 });
    let order = (await recordsOf(ctx, customer.user._id)).orders.find((o) => o.providerOrderId === waiting);
    expect(order?.status).toBe('created');
    await reconcileOrders(restartedInstance(), { olderThanSeconds: 0, now: Date.now() + ABANDONED_AFTER_MS + 60_000 });
    order = (await recordsOf(ctx, customer.user._id)).orders.find((o) => o.providerOrderId === waiting);
    expect(order?.status).toBe('expired');
    expect((await capture(ctx, customer.token, waiting)).statusCode).toBe(409);
  });
});

describe('POST /api/webhooks/paypal (SECURITY D17)', () => {
  async function signed(orderId: string, type = 'PAYMENT.CAPTURE.COMPLETED') {
    const { event } = (await paypalControl(ctx, '/webhooks/event', { type, orderId })) as unknown as {
      event: { id: string };
    };
    const { headers } = (await paypalControl(ctx, '/webhooks/sign', {
      event,
      webhookId: ctx.config.payments.webhookId,
    })) as unknown as { headers: Record<string, string> };
    return { event, headers };
  }

  const send = (event: unknown, headers: Record<string, string>) =>
    call(ctx, { method: 'POST', url: '/api/webhooks/paypal', headers, payload: event as Record<string, unknown> });

  it('completes an order from a verified event before the browser returns; the return and a duplicate are no-ops', async () => {
    const { customer, orderID } = await approvedOrder(ctx, vehicle('AA19AMP'));
    await paypalControl(ctx, `/orders/${orderID}/capture`);
    const { event, headers } = await signed(orderID);
    const first = await send(event, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json().outcome).toBe('completed');
    expect((await send(event, headers)).json().outcome).toMatch(/^duplicate/);
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(200);
    const records = await recordsOf(ctx, customer.user._id);
    expect([records.warranties.length, records.transactions.length]).toEqual([1, 1]);
  });

  it('records a refund made in PayPal once, its amount read to the penny like a capture', async () => {
    const { customer, orderID, amount } = await approvedOrder(ctx, vehicle('LD20RFN'));
    expect((await capture(ctx, customer.token, orderID)).statusCode).toBe(200);
    const [payment] = (await recordsOf(ctx, customer.user._id)).transactions;
    await createPaypalAdapter(ctx.config.payments).refundCapture({
      captureId: payment?.sourceId ?? '',
      requestId: 'dashboard-refund-1',
      amountPence: 1010,
      currency: 'GBP',
    });
    const { event, headers } = await signed(orderID, 'PAYMENT.CAPTURE.REFUNDED');
    expect((await send(event, headers)).json().outcome).toBe('refund-recorded');
    expect((await send(event, headers)).json().outcome).toMatch(/^duplicate/);
    const records = await recordsOf(ctx, customer.user._id);
    const refunds = records.transactions.filter((t) => t.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({
        amount: 1010,
        currency: 'GBP',
        status: 'COMPLETED',
        method: 'PayPal',
        provider: 'paypal',
      }),
    ]);
    // A part refund leaves the warranty standing.
    expect(records.warranties[0]?.status).toBe('under-review');
    expect(amount).toBeGreaterThan(1010);
  });

  it('changes nothing for an unsigned or wrongly signed event', async () => {
    const { customer, orderID } = await approvedOrder(ctx, vehicle('LC21XYZ'));
    await paypalControl(ctx, `/orders/${orderID}/capture`);
    const { event, headers } = await signed(orderID);
    expect((await send(event, {})).statusCode).toBe(400);
    const forged = await send({ ...event, id: `${event.id}-forged` }, headers);
    expect(forged.statusCode).toBe(400);
    expect((await recordsOf(ctx, customer.user._id)).warranties).toHaveLength(0);
  });
});
