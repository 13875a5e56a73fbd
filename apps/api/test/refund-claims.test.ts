import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { londonToday } from '@kestrel/domain/uk/london-date';
import type { RefundIntent } from '@kestrel/domain/warranty/refund-claim';
import { auditLog, outboxEmails, transactions, users, warranties } from '../src/db/schema';
import { finishRefundClaims, type RefundClaimsContext } from '../src/jobs/refund-claims';
import type { DirectDebitContext } from '../src/modules/direct-debit';
import { claimForRefund } from '../src/modules/warranties';
import { call } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import { directDebitHarness, plusDays, type DirectDebitHarness } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { paypalControl } from './payments-helpers';
import { appWithStaff } from './staff-helpers';

/**
 * A full refund whose caller never hears PayPal's answer (the connection cut after PayPal
 * refunded, or the process killed there) is finished by the refund-claims job alone: exactly one
 * refund row, one e-mail, the warranty moved on; a claim PayPal never saw is released.
 */
let ctx: TestContext;
let staff: { token: string; email: string };
let dd: DirectDebitHarness;
let job: RefundClaimsContext;

beforeAll(async () => {
  ({ ctx, staff } = await appWithStaff());
  dd = directDebitHarness(ctx);
  const payments = { db: ctx.database.db, provider: ctx.app.adapters.payments };
  const directDebit = {
    ...payments,
    baseUrl: ctx.config.baseUrl,
    gocardless: dd.gocardless,
    log: ctx.app.log,
  } as unknown as DirectDebitContext;
  job = { payments, directDebit, log: ctx.app.log };
});
afterAll(() => ctx.close());

/**
 * The job as the timer runs it, but without waiting the two minutes a claim is left to its caller:
 * a claim counts once it is older than now, so the clock (whole milliseconds in PGlite) first moves
 * past the claim just made, or a fast run finds it the same age as now and leaves it.
 */
const runJob = async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return finishRefundClaims(job, { olderThanSeconds: 0 });
};

const db = () => ctx.database.db;
const warrantyRow = async (id: string) => (await db().select().from(warranties).where(eq(warranties.id, id)))[0]!;
const refundRows = (id: string) =>
  db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.warrantyId, id), eq(transactions.kind, 'refund')));
const emailsOf = async (to: string, kind: string) =>
  (await db().select().from(outboxEmails).where(eq(outboxEmails.toAddress, to))).filter((e) => e.kind === kind);
const paypalOrder = async (orderID: string) => paypalControl(ctx, `/orders/${orderID}`, undefined, 'GET');

/** The customer's cooling-off cancel, and a staff action on a warranty, as the web app sends them. */
const cancelAs = (bought: { warrantyId: string; customer: { token: string } }) =>
  call(ctx, {
    method: 'POST',
    url: `/api/warranty/cancel/${bought.warrantyId}`,
    token: bought.customer.token,
    payload: {},
  });
const staffAct = (id: string, action: string, payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: `/api/admin/warranties/${id}/${action}`, token: staff.token, payload });

const intent = (cause: RefundIntent['cause'], actorId: string, extra: Partial<RefundIntent> = {}): RefundIntent => ({
  cause,
  actorId,
  actorKind: cause === 'inspection-failed' ? 'staff' : 'customer',
  decidedOn: londonToday(),
  ...extra,
});

describe('a cooling-off cancel whose answer from PayPal is lost', () => {
  it('answers 503 without releasing the claim, and the job records one refund and one e-mail', async () => {
    const bought = await buyWarranty(ctx);
    await paypalControl(ctx, `/orders/${bought.orderID}/refund-answers-lost`, { times: 1 });
    const cut = await cancelAs(bought);
    expect(cut.statusCode).toBe(503);
    expect(cut.json().error.message).toMatch(/not yet confirmed/);
    const held = await warrantyRow(bought.warrantyId);
    expect(held).toMatchObject({ status: 'under-review', refundIntent: { cause: 'cooling-off' } });
    expect(held.cancellationStartedAt).not.toBeNull();
    expect(JSON.stringify((await paypalOrder(bought.orderID)).order)).toContain('"status":"REFUNDED"');
    expect(await refundRows(bought.warrantyId)).toHaveLength(0);
    // The card offers no second cancel meanwhile, and says why.
    const card = await call(ctx, {
      url: `/api/warranty/my-warranty/${bought.warrantyId}`,
      token: bought.customer.token,
    });
    expect(card.json().warranty).toMatchObject({
      status: { value: 'under-review' },
      can_cancel: false,
      cancel_note: expect.stringMatching(/refund of this warranty is under way/),
    });

    expect(await runJob()).toMatchObject({ recorded: 1 });
    expect(await runJob()).toMatchObject({ checked: 0 });

    const after = await warrantyRow(bought.warrantyId);
    expect(after).toMatchObject({ status: 'cancelled', cancellationStartedAt: null, refundIntent: null });
    const [refund, ...more] = await refundRows(bought.warrantyId);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ amount: bought.amount, status: 'COMPLETED' });
    expect(await emailsOf(bought.customer.user.email, 'refund-made')).toHaveLength(1);
    expect((await paypalOrder(bought.orderID)).calls?.refund).toBe(1);
  });
});

describe('a failed inspection whose answer from PayPal is lost', () => {
  it('answers 503 to staff, and the job records the failure once: refund, audit row, e-mail', async () => {
    const bought = await buyWarranty(ctx);
    await paypalControl(ctx, `/orders/${bought.orderID}/refund-answers-lost`, { times: 1 });
    const cut = await staffAct(bought.warrantyId, 'fail', { reason: 'Gearbox noise in third' });
    expect(cut.statusCode).toBe(503);
    expect(cut.json().error.message).toMatch(/not yet confirmed/);
    // Staff cannot pass it while the refund is unsettled.
    const pass = await staffAct(bought.warrantyId, 'pass', {});
    expect(pass.statusCode).toBe(409);

    expect(await runJob()).toMatchObject({ recorded: 1 });
    expect(await warrantyRow(bought.warrantyId)).toMatchObject({ status: 'inspection-failed', refundIntent: null });
    expect(await refundRows(bought.warrantyId)).toHaveLength(1);
    expect(await emailsOf(bought.customer.user.email, 'inspection-failed')).toHaveLength(1);
    expect(await emailsOf(bought.customer.user.email, 'inspection-passed')).toHaveLength(0);
    expect((await paypalOrder(bought.orderID)).calls?.refund).toBe(1);
  });
});

describe('a process killed between PayPal refunding and our write', () => {
  it('a failed inspection: the job records the refund, the audit entry in the staff name and one e-mail', async () => {
    const bought = await buyWarranty(ctx);
    const staffId = await staffIdOf(staff.email);
    const claimed = await claimForRefund(
      db(),
      bought.warrantyId,
      intent('inspection-failed', staffId, { reason: 'Cam belt worn' }),
    );
    expect(claimed).toBe(true);
    // What the dead process did: PayPal refunded with our refund id, and nobody heard the answer.
    const refunded = await refundAtPaypal(bought.warrantyId);
    expect(refunded.status).toBe('COMPLETED');

    expect(await runJob()).toMatchObject({ recorded: 1, released: 0 });
    expect(await warrantyRow(bought.warrantyId)).toMatchObject({ status: 'inspection-failed', refundIntent: null });
    const [refund, ...more] = await refundRows(bought.warrantyId);
    expect(more).toHaveLength(0);
    expect(refund).toMatchObject({ sourceId: refunded.id, amount: bought.amount });
    const emails = await emailsOf(bought.customer.user.email, 'inspection-failed');
    expect(emails).toHaveLength(1);
    expect(emails[0]!.textBody).toContain('Cam belt worn');
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectId, bought.warrantyId), eq(auditLog.action, 'warranty.inspection-failed')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.actorId).toBe(staffId);
    expect((await paypalOrder(bought.orderID)).calls?.refund).toBe(1);

    // A staff "pass" afterwards is refused: a refunded warranty never passes.
    const pass = await staffAct(bought.warrantyId, 'pass', {});
    expect(pass.statusCode).toBe(409);
  });

  it('a claim PayPal never saw is released: nothing refunded, no e-mail, the warranty stands and can be cancelled', async () => {
    const bought = await buyWarranty(ctx);
    expect(await claimForRefund(db(), bought.warrantyId, intent('cooling-off', bought.customer.user._id))).toBe(true);
    expect(await runJob()).toMatchObject({ released: 1, recorded: 0 });
    expect(await warrantyRow(bought.warrantyId)).toMatchObject({
      status: 'under-review',
      cancellationStartedAt: null,
      refundIntent: null,
    });
    expect(await refundRows(bought.warrantyId)).toHaveLength(0);
    expect(await emailsOf(bought.customer.user.email, 'refund-made')).toHaveLength(0);
    expect((await paypalOrder(bought.orderID)).calls?.refund).toBe(0);
    const cancel = await cancelAs(bought);
    expect(cancel.statusCode).toBe(200);
  });

  it('two instances running the job at once finish a claim once', async () => {
    const bought = await buyWarranty(ctx);
    await claimForRefund(db(), bought.warrantyId, intent('cooling-off', bought.customer.user._id));
    await refundAtPaypal(bought.warrantyId);
    const reports = await Promise.all([runJob(), runJob()]);
    expect(reports.reduce((sum, r) => sum + r.recorded, 0)).toBe(1);
    expect(await refundRows(bought.warrantyId)).toHaveLength(1);
    expect(await emailsOf(bought.customer.user.email, 'refund-made')).toHaveLength(1);
  });

  it('a monthly plan cancelled in cooling-off: the GoCardless refund made before the kill is recorded once', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('CX16RCA');
    const first = (await dd.planOf(warrantyId)).instalments[0]!;
    await dd.control('/clock', { to: plusDays(first.chargeDate, 4) });
    await dd.deliverNew();
    const { instalments, transactions: paid } = await dd.planOf(warrantyId);
    expect(instalments[0]!.status).toBe('collected');
    const payment = paid.find((t) => t.kind === 'payment')!;

    const today = londonToday();
    expect(
      await claimForRefund(db(), warrantyId, intent('monthly-cancel', customer.user._id, { decidedOn: today })),
    ).toBe(true);
    const before = await dd.gocardless.refundCollection({
      key: payment.id,
      collectionId: instalments[0]!.providerPaymentId!,
      amountPence: payment.amount,
    });

    expect(await runJob()).toMatchObject({ recorded: 1 });
    const after = await dd.planOf(warrantyId);
    expect(after.plan.status).toBe('cancelled');
    expect(after.warranty).toMatchObject({ status: 'cancelled', cancellationStartedAt: null, refundIntent: null });
    const refunds = after.transactions.filter((t) => t.kind === 'refund');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ sourceId: before.id, amount: payment.amount });
    expect((await dd.emailsTo(customer.user.email)).filter((k) => k === 'direct-debit-cancelled')).toHaveLength(1);
    expect(await runJob()).toMatchObject({ checked: 0 });
  });
});

async function staffIdOf(email: string): Promise<string> {
  const [row] = await db().select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** Refunds the warranty's payment at PayPal with our refund id, as our process would have before dying. */
async function refundAtPaypal(warrantyId: string) {
  const [payment] = await db()
    .select()
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'payment')));
  return ctx.app.adapters.payments.refundCapture({
    captureId: payment!.sourceId,
    requestId: `refund-${payment!.id}`,
    currency: 'GBP',
    note: 'Refund made before the process died',
  });
}
