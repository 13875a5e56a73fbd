import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { approvedOrder, capture, kiaNiro, paypalControl, unknownRegistration } from './payments-helpers';
import { staffSignIn } from './staff-helpers';
import { paymentOrders } from '../src/db/schema';
import { eq } from 'drizzle-orm';

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
