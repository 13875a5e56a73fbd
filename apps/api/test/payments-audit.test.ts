import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { approvedOrder, capture, kiaNiro, paypalControl, unknownRegistration } from './payments-helpers';
import { staffSignIn } from './staff-helpers';
import { paymentOrders, transactions } from '../src/db/schema';
import { and, eq } from 'drizzle-orm';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Every PayPal capture accounted for by an order of ours (docs/operations.md, Backups and restore). */
describe('GET /api/admin/payments/audit', () => {
  it('names the captures we have no order for, that no order recorded, or whose amount differs', async () => {
    const staff = await staffSignIn(ctx);
    const audit = async () => {
      const res = await call(ctx, { method: 'GET', url: '/api/admin/payments/audit?since=1h', token: staff.token });
      expect(res.statusCode).toBe(200);
      return res.json<{
        listed: number;
        findings: { captureId: string; problem: string; customId: string | null }[];
      }>();
    };

    // A purchase as it should be: accounted for.
    const paid = await approvedOrder(ctx);
    expect((await capture(ctx, paid.customer.token, paid.orderID)).statusCode).toBe(200);
    expect((await audit()).findings).toEqual([]);

    // An order PayPal captured that we never recorded (its capture answer lost, say).
    const unrecorded = await approvedOrder(ctx, { ...kiaNiro, reg_num: unknownRegistration() }, 'safe-1000-12');
    await paypalControl(ctx, `/orders/${unrecorded.orderID}/capture`);
    // An order whose recorded amount differs from PayPal's capture.
    const [order] = await ctx.database.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.providerOrderId, paid.orderID));
    await ctx.database.db
      .update(paymentOrders)
      .set({ amount: order!.amount + 100 })
      .where(eq(paymentOrders.id, order!.id));

    const report = await audit();
    expect(report.listed).toBeGreaterThanOrEqual(2);
    expect(report.findings.map((finding) => finding.problem).sort()).toEqual(['amount', 'unrecorded']);
    const lost = report.findings.find((finding) => finding.problem === 'unrecorded');
    expect(lost).toMatchObject({ payerEmail: 'jo.bloggs.buyer@example.com', amount: expect.any(Number) });

    // And one we have no order for at all (as after a restore to a point before it).
    await ctx.database.db.delete(paymentOrders).where(eq(paymentOrders.providerOrderId, unrecorded.orderID));
    const afterLoss = await audit();
    expect(afterLoss.findings.find((finding) => finding.customId === lost?.customId)?.problem).toBe('unknown');
  });

  it('refuses a window of more than 31 days', async () => {
    const staff = await staffSignIn(ctx);
    const res = await call(ctx, { method: 'GET', url: '/api/admin/payments/audit?since=40d', token: staff.token });
    expect(res.statusCode).toBe(400);
  });
});

/** PayPal's own API on the emulator, as someone refunding in PayPal itself would use it: we never hear of it. */
async function refundAtPaypal(captureId: string, amountPence?: number) {
  const base = `${ctx.emulatorBaseUrl}/paypal`;
  const { clientId, clientSecret } = ctx.config.payments;
  const tokenAnswer = await fetch(`${base}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  const { access_token: token } = (await tokenAnswer.json()) as { access_token: string };
  const amount =
    amountPence === undefined ? {} : { amount: { currency_code: 'GBP', value: (amountPence / 100).toFixed(2) } };
  const refunded = await fetch(`${base}/v2/payments/captures/${captureId}/refund`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(amount),
  });
  if (refunded.status !== 201) throw new Error(`refund at PayPal: ${refunded.status} ${await refunded.text()}`);
  return ((await refunded.json()) as { id: string }).id;
}

async function captureIdOf(orderID: string) {
  const [order] = await ctx.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerOrderId, orderID));
  return order!.captureId!;
}

interface RefundFindingAnswer {
  problem: string;
  refundId?: string;
  captureId: string | null;
}

describe('GET /api/admin/payments/audit: refunds', () => {
  const audit = async () => {
    const staff = await staffSignIn(ctx);
    const res = await call(ctx, { method: 'GET', url: '/api/admin/payments/audit?since=1h', token: staff.token });
    expect(res.statusCode).toBe(200);
    return res.json<{ refundsListed: number; findings: RefundFindingAnswer[] }>();
  };
  const refundFindingsOf = async (captureId: string) =>
    (await audit()).findings.filter(
      (finding) => finding.problem === 'unrecorded-refund' && finding.captureId === captureId,
    );
  const cancel = (token: string, warrantyId: string) =>
    call(ctx, { method: 'POST', url: `/api/warranty/cancel/${warrantyId}`, token, payload: {} });

  it('names a refund made at PayPal that we have no record of, with the order and warranty it refunds', async () => {
    const bought = await buyWarranty(ctx);
    const captureId = await captureIdOf(bought.orderID);
    const refundId = await refundAtPaypal(captureId, 2000);

    const report = await audit();
    expect(report.refundsListed).toBeGreaterThanOrEqual(1);
    expect(report.findings.filter((finding) => finding.refundId === refundId)).toEqual([
      {
        problem: 'unrecorded-refund',
        refundId,
        captureId,
        amount: 2000,
        currency: 'GBP',
        refundedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        status: 'S',
        payerEmail: 'jo.bloggs.buyer@example.com',
        payerName: 'Jo Bloggs',
        orderId: expect.any(String),
        orderReference: bought.references.order,
        warrantyId: bought.warrantyId,
        warrantyReference: bought.references.warranty,
      },
    ]);
  });

  it('does not name a refund we made and recorded: a cooling-off cancel', async () => {
    const bought = await buyWarranty(ctx);
    const captureId = await captureIdOf(bought.orderID);
    expect((await cancel(bought.customer.token, bought.warrantyId)).statusCode).toBe(200);
    const [recorded] = await ctx.database.db
      .select()
      .from(transactions)
      .where(and(eq(transactions.warrantyId, bought.warrantyId), eq(transactions.kind, 'refund')));
    expect(recorded).toBeDefined();

    const report = await audit();
    expect(report.findings.filter((finding) => finding.captureId === captureId)).toEqual([]);
  });

  it("takes a capture we recorded as already refunded as accounting for that capture's refund", async () => {
    const bought = await buyWarranty(ctx);
    const captureId = await captureIdOf(bought.orderID);
    const refundId = await refundAtPaypal(captureId);
    expect((await refundFindingsOf(captureId)).map((finding) => finding.refundId)).toEqual([refundId]);

    // The customer cancels afterwards: PayPal answers that the capture is already refunded in full.
    expect((await cancel(bought.customer.token, bought.warrantyId)).statusCode).toBe(200);
    expect(await refundFindingsOf(captureId)).toEqual([]);
  });
});
