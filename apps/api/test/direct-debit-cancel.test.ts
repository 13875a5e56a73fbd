import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGocardlessAdapter } from '../src/adapters/direct-debit/gocardless-adapter';
import type { Reference } from '@kestrel/domain/references/reference';
import {
  auditLog,
  directDebitInstalments,
  directDebitPlans,
  paymentOrders,
  transactions,
  warranties,
} from '../src/db/schema';
import { cancelMonthlyPlan } from '../src/modules/direct-debit/cancel-monthly';
import { completeMonthlyPurchase } from '../src/modules/direct-debit/complete-monthly';
import type { DirectDebitContext } from '../src/modules/direct-debit/context';
import { call, registerGuest } from './accounts-helpers';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import { createTestApp, type TestContext } from './helpers';
import { emulatedVehicle, purchaseBody } from './payments-helpers';
import { buyWarranty } from './dashboard-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;
let hanging: Server;

beforeAll(async () => {
  ({ ctx, dd } = await appWithDirectDebit());
  // A GoCardless that accepts the connection and never answers: "slow".
  hanging = createServer(() => undefined);
  await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  hanging.closeAllConnections();
  await new Promise((resolve) => hanging.close(resolve));
  await ctx.close();
});

const moveClock = (to: string) => dd.control('/clock', { to });
const cancel = (token: string, warrantyId: string) =>
  call(ctx, { method: 'POST', url: `/api/warranty/${warrantyId}/direct-debit/cancel`, token });
const audits = (warrantyId: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, warrantyId), eq(auditLog.action, 'direct-debit.cancelled')));

/** A context whose GoCardless is down (closed port) or slow (never answers). */
function contextWith(apiBase: string): DirectDebitContext {
  const gocardless = createGocardlessAdapter({
    apiBase,
    accessToken: 'kestrel-demo-gocardless-token',
    webhookSecret: 'kestrel-demo-gocardless-webhook-secret',
    timeoutMs: 300,
  });
  return {
    db: ctx.database.db,
    gocardless,
    log: ctx.app.log,
    baseUrl: ctx.config.baseUrl,
  } as unknown as DirectDebitContext;
}

describe('cancelling a monthly plan from the dashboard', () => {
  it('within 14 days: refunds every collection through GoCardless, stops the schedule and mandate, once', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('CX16DDA');
    const first = (await dd.planOf(warrantyId)).instalments[0]!;
    await moveClock(plusDays(first.chargeDate, 4));
    await dd.deliverNew();
    expect((await dd.planOf(warrantyId)).instalments[0]!.status).toBe('collected');

    // Two cancels at once, then a retry: one outcome.
    const answers = await Promise.all([cancel(customer.token, warrantyId), cancel(customer.token, warrantyId)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const again = await cancel(customer.token, warrantyId);
    expect(again.statusCode).toBe(200);
    for (const answer of [...answers, again]) {
      expect(answer.json()).toMatchObject({
        kind: 'full-refund',
        refunded: first.amount,
        cover_ends: null,
        plan: { status: 'cancelled', cancellation: { reason: 'cooling-off' } },
      });
    }

    const { plan, instalments, warranty, transactions: rows } = await dd.planOf(warrantyId);
    expect(plan).toMatchObject({ status: 'cancelled', cancelReason: 'cooling-off', coverEndsOn: null });
    expect(warranty.status).toBe('cancelled');
    expect(warranty.cancellationStartedAt).toBeNull();
    expect(instalments[0]!.status).toBe('refunded');
    expect(instalments.slice(1).every((i) => i.status === 'cancelled')).toBe(true);
    const refunds = rows.filter((t) => t.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ provider: 'gocardless', amount: first.amount, method: 'Direct Debit' });
    expect(refunds[0]!.reference).toMatch(/^KR-/);

    expect((await dd.gocardless.getInstalmentSchedule(plan.scheduleId!)).status).toBe('cancelled');
    expect((await dd.gocardless.getMandate(plan.mandateId!)).status).toBe('cancelled');
    const atProvider = await dd.gocardless.listPayments({ instalmentSchedule: plan.scheduleId! });
    expect(atProvider.slice(1).every((p) => p.status === 'cancelled')).toBe(true);

    expect((await dd.emailsTo(customer.user.email)).filter((k) => k === 'direct-debit-cancelled')).toHaveLength(1);
    expect(await audits(warrantyId)).toHaveLength(1);

    // Later news of the refunded payment changes nothing.
    await moveClock(plusDays(first.chargeDate, 40));
    await dd.deliverNew();
    expect((await dd.planOf(warrantyId)).instalments[0]!.status).toBe('refunded');
  });

  it('within 14 days: a collection already at the bank, taken after the cancel, is refunded by the job', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('CX16DDF');
    const first = (await dd.planOf(warrantyId)).instalments[0]!;
    // GoCardless takes the first payment; we have only heard that it was submitted.
    await moveClock(plusDays(first.chargeDate, 4));
    await ctx.database.db
      .update(directDebitInstalments)
      .set({ status: 'submitted' })
      .where(eq(directDebitInstalments.id, first.id));
    const answer = await cancel(customer.token, warrantyId);
    expect(answer.json()).toMatchObject({ kind: 'full-refund', refunded: 0 });

    await dd.deliverNew();
    const taken = await dd.planOf(warrantyId);
    expect(taken.instalments[0]!.status).toBe('collected');
    expect(await dd.job(plusDays(first.chargeDate, 4))).toMatchObject({ refunded: 1 });
    expect(await dd.job(plusDays(first.chargeDate, 5))).toMatchObject({ refunded: 0 });
    const after = await dd.planOf(warrantyId);
    expect(after.instalments[0]!.status).toBe('refunded');
    expect(after.transactions.filter((t) => t.kind === 'refund').map((t) => t.amount)).toEqual([first.amount]);
  });

  it('after 14 days: collections stop, nothing refunded, cover ends on the last day paid for', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('CX16DDB');
    const [first, second] = (await dd.planOf(warrantyId)).instalments;
    await moveClock(plusDays(second!.chargeDate, 4));
    await dd.deliverNew();
    // Bought 40 days ago.
    await ctx.database.db
      .update(warranties)
      .set({ createdAt: sql`now() - interval '40 days'` })
      .where(eq(warranties.id, warrantyId));
    const before = await dd.planOf(warrantyId);
    expect(before.instalments.slice(0, 2).map((i) => i.status)).toEqual(['collected', 'collected']);

    const answer = await cancel(customer.token, warrantyId);
    expect(answer.statusCode).toBe(200);
    const body = answer.json<{ kind: string; refunded: number; cover_ends: string }>();
    expect(body).toMatchObject({ kind: 'stop-collections', refunded: 0 });
    // Two months paid for from the start date.
    const start = new Date(`${before.warranty.startDate}T00:00:00Z`);
    start.setUTCMonth(start.getUTCMonth() + 2);
    expect(body.cover_ends).toBe(plusDays(start.toISOString().slice(0, 10), -1));

    const after = await dd.planOf(warrantyId);
    expect(after.plan).toMatchObject({ status: 'cancelled', cancelReason: 'stopped', coverEndsOn: body.cover_ends });
    expect(after.warranty.status).toBe(before.warranty.status);
    expect(after.warranty.expiryDate).toBe(body.cover_ends);
    expect(after.transactions.filter((t) => t.kind === 'refund')).toHaveLength(0);
    expect(after.instalments.slice(2).every((i) => i.status === 'cancelled')).toBe(true);
    expect((await dd.gocardless.getInstalmentSchedule(after.plan.scheduleId!)).status).toBe('cancelled');
    expect((await dd.emailsTo(customer.user.email)).filter((k) => k === 'direct-debit-cancelled')).toHaveLength(1);
    expect(first!.amount + second!.amount).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's plan and for a warranty paid in full", async () => {
    const { warrantyId } = await dd.buyMonthly('CX16DDC');
    const stranger = await registerGuest(ctx);
    expect((await cancel(stranger.token, warrantyId)).statusCode).toBe(404);
    expect((await dd.planOf(warrantyId)).plan.status).toBe('active');
    const paidInFull = await buyWarranty(ctx, stranger);
    expect((await cancel(stranger.token, paidInFull.warrantyId)).statusCode).toBe(404);
    expect(await audits(warrantyId)).toHaveLength(0);
  });

  it('GoCardless down or slow: a clear 503, nothing changed, and a later cancel works', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('CX16DDE');
    const port = (hanging.address() as AddressInfo).port;
    for (const base of ['http://127.0.0.1:9/gocardless', `http://127.0.0.1:${port}/gocardless`]) {
      const error = await cancelMonthlyPlan(contextWith(base), warrantyId, {
        kind: 'customer',
        userId: customer.user._id,
      }).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 503 });
      expect((error as Error).message).toMatch(/has not been cancelled/);
      const { plan, warranty } = await dd.planOf(warrantyId);
      expect(plan.status).toBe('active');
      expect(warranty.cancellationStartedAt).toBeNull();
      expect((await dd.gocardless.getInstalmentSchedule(plan.scheduleId!)).status).toBe('active');
    }
    expect(
      await ctx.database.db
        .select()
        .from(transactions)
        .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'refund'))),
    ).toHaveLength(0);
    expect((await cancel(customer.token, warrantyId)).statusCode).toBe(200);
  });
});

describe('GoCardless slow during a purchase: a clear 503 and nothing half-made', () => {
  it('start: the order failed, no plan', async () => {
    const port = (hanging.address() as AddressInfo).port;
    const slow = await createTestApp({
      GOCARDLESS_API_BASE: `http://127.0.0.1:${port}/gocardless`,
      GOCARDLESS_TIMEOUT_MS: '300',
    });
    try {
      const customer = await registerGuest(slow);
      const answer = await call(slow, {
        method: 'POST',
        url: '/api/warranty/direct-debit/start',
        token: customer.token,
        payload: purchaseBody(emulatedVehicle('SL16OWA')),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/Nothing has been set up or taken/);
      expect(await slow.database.db.select().from(directDebitPlans)).toHaveLength(0);
      const orders = await slow.database.db.select().from(paymentOrders);
      expect(orders.map((o) => o.status)).toEqual(['failed']);
    } finally {
      await slow.close();
    }
  });

  it('complete: no warranty and no schedule until GoCardless answers, then one of each', async () => {
    const customer = await registerGuest(ctx);
    const started = (await dd.start(customer.token, 'SL16OWB')).json<{
      reference: Reference<'directDebit'>;
      authorisationUrl: string;
    }>();
    await dd.fillBankDetails(started.authorisationUrl);
    const port = (hanging.address() as AddressInfo).port;
    const error = await completeMonthlyPurchase(
      contextWith(`http://127.0.0.1:${port}/gocardless`),
      customer.user._id,
      started.reference,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 503 });
    const [plan] = await ctx.database.db
      .select()
      .from(directDebitPlans)
      .where(eq(directDebitPlans.reference, started.reference));
    expect(plan).toMatchObject({ status: 'awaiting-mandate', warrantyId: null, scheduleId: null });
    const done = await dd.complete(customer.token, started.reference);
    expect(done.statusCode).toBe(200);
  });
});
