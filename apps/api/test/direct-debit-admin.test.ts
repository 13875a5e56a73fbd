import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema';
import { call } from './accounts-helpers';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;
let staffToken: string;

beforeAll(async () => {
  ({ ctx, dd } = await appWithDirectDebit());
  staffToken = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

const moveClock = (to: string) => dd.control('/clock', { to });
const asStaff = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  call(ctx, { method, url, token: staffToken, ...(payload ? { payload } : {}) });
const listed = async (filter: string) =>
  (await asStaff('GET', `/api/admin/direct-debit/plans?filter=${filter}`))
    .json<{ plans: { warranty_id: string }[] }>()
    .plans.map((p) => p.warranty_id);
const audited = async (warrantyId: string, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectId, warrantyId), eq(auditLog.action, action)));

describe('the back office and monthly plans', () => {
  it('lists plans by arrears, suspended and cancelled; retries now, refunds and cancels, each audited once', async () => {
    // One plan collected and up to date, one whose second collection fails.
    const upToDate = await dd.buyMonthly('MP17ADA');
    const behind = await dd.buyMonthly('MP17ADB');
    const [first, second] = (await dd.planOf(behind.warrantyId)).instalments;
    await moveClock(plusDays(first!.chargeDate, 4));
    await dd.deliverNew();
    await dd.control(`/payments/${second!.providerPaymentId}/fail`, { cause: 'insufficient_funds' });
    await moveClock(second!.chargeDate);
    await dd.deliverNew();
    expect((await dd.planOf(behind.warrantyId)).plan.status).toBe('in-arrears');

    expect(await listed('arrears')).toContain(behind.warrantyId);
    expect(await listed('arrears')).not.toContain(upToDate.warrantyId);
    expect(await listed('all')).toEqual(expect.arrayContaining([behind.warrantyId, upToDate.warrantyId]));
    expect((await asStaff('GET', '/api/admin/direct-debit/plans?filter=late')).statusCode).toBe(400);
    const customerList = await call(ctx, {
      method: 'GET',
      url: '/api/admin/direct-debit/plans',
      token: behind.customer.token,
    });
    expect(customerList.statusCode).toBe(403);

    // Retry now: only a failed collection, once.
    const url = (action: string) => `/api/admin/warranties/${behind.warrantyId}/direct-debit/${action}`;
    expect((await asStaff('POST', url('retry'), { number: 1 })).statusCode).toBe(409);
    const retries = await Promise.all([1, 2].map(() => asStaff('POST', url('retry'), { number: 2 })));
    expect(retries.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await dd.gocardless.getPayment(second!.providerPaymentId!)).status).toBe('pending_submission');
    expect(await audited(behind.warrantyId, 'direct-debit.retried')).toHaveLength(1);
    // The job does not ask again.
    expect(await dd.job(plusDays(second!.chargeDate, 7))).toMatchObject({ retried: 0 });

    // Suspended at 14 days, then listed so.
    await dd.job(plusDays(second!.chargeDate, 14));
    expect(await listed('suspended')).toContain(behind.warrantyId);

    // Refund the first (collected) instalment, twice: one refund.
    const refunds = await Promise.all([1, 2].map(() => asStaff('POST', url('refund'), { number: 1 })));
    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200]);
    const refunded = await dd.planOf(behind.warrantyId);
    expect(refunded.instalments[0]!.status).toBe('refunded');
    expect(refunded.transactions.filter((t) => t.kind === 'refund')).toHaveLength(1);
    expect(await audited(behind.warrantyId, 'direct-debit.refunded')).toHaveLength(1);
    expect((await asStaff('POST', url('refund'), { number: 3 })).statusCode).toBe(409);

    // Staff cancel: the customer's rule (bought today, no claim: a full refund of what is left).
    const cancelled = await asStaff('POST', url('cancel'));
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ kind: 'full-refund', plan: { status: 'cancelled' } });
    expect(await listed('cancelled')).toContain(behind.warrantyId);
    expect(await listed('cancelled')).not.toContain(upToDate.warrantyId);
    const [cancelAudit] = await audited(behind.warrantyId, 'direct-debit.cancelled');
    expect(cancelAudit!.actorId).not.toBe(behind.customer.user._id);

    // The warranty's page shows the actions' events and the schedule.
    const page = await asStaff('GET', `/api/admin/warranties/${behind.warrantyId}/direct-debit`);
    expect(page.json()).toMatchObject({ plan: { status: 'cancelled', cancellation: { reason: 'cooling-off' } } });
  });

  it('answers 404 for a warranty that is not paid monthly', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await asStaff('POST', `/api/admin/warranties/${missing}/direct-debit/retry`, { number: 1 })).statusCode,
    ).toBe(404);
    expect((await asStaff('POST', `/api/admin/warranties/${missing}/direct-debit/cancel`)).statusCode).toBe(404);
  });
});
