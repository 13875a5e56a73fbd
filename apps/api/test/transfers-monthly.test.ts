import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MonthlyPlanView } from '@kestrel/domain/schemas/direct-debit';
import type { TransferOfferAnswer, WarrantyTransferAnswer } from '@kestrel/domain/schemas/transfers';
import { asc, eq, sql } from 'drizzle-orm';
import {
  directDebitEvents,
  directDebitInstalments,
  directDebitPlans,
  transactions,
  warranties,
  warrantyTransfers,
} from '../src/db/schema';
import { finishTakeovers } from '../src/modules/transfers';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { staff } from './dashboard-helpers';
import { directDebitHarness, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';
import { captureOnWarranty, daysFromToday, paypalControl } from './payments-helpers';
import { appWithStaff } from './staff-helpers';
import { accept, message, offer, startedTransfer } from './transfers-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;
let team: { token: string };
beforeAll(async () => {
  ({ ctx, staff: team } = await appWithStaff());
  dd = directDebitHarness(ctx);
});
afterAll(() => ctx.close());

const post = (token: string, url: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url, token, payload });
const takeOver = (token: string, linkToken: string) =>
  post(token, `/api/transfers/accept/${linkToken}/direct-debit`, { declaration: true });
const complete = (token: string, transferId: string) =>
  post(token, `/api/transfers/${transferId}/direct-debit/complete`);

/** The plans of a warranty, oldest first, each with its instalments. */
async function plansOf(warrantyId: string) {
  const db = ctx.database.db;
  const plans = await db
    .select()
    .from(directDebitPlans)
    .where(eq(directDebitPlans.warrantyId, warrantyId))
    .orderBy(asc(directDebitPlans.createdAt));
  return Promise.all(
    plans.map(async (plan) => ({
      plan,
      instalments: await db
        .select()
        .from(directDebitInstalments)
        .where(eq(directDebitInstalments.planId, plan.id))
        .orderBy(asc(directDebitInstalments.number)),
    })),
  );
}

/**
 * A monthly warranty past cooling-off with its inspection passed and its first instalment
 * collected, a transfer started, and the new owner signed in: what each test starts from.
 */
async function monthlyTransfer(registration: string) {
  const bought = await dd.buyMonthly(registration);
  await staff(ctx, bought.warrantyId, {
    status: 'inspection-passed',
    startDate: daysFromToday(-30),
    purchasedAt: `${daysFromToday(-40)}T10:00:00.000Z`,
  });
  const [first] = (await plansOf(bought.warrantyId))[0]!.instalments;
  await dd.control('/clock', { to: plusDays(first!.chargeDate, 4) });
  await dd.deliverNew();
  const seller = bought.customer;
  const started = await startedTransfer(ctx, seller.token, bought.warrantyId);
  const newOwner = await registerGuest(ctx, {
    firstname: 'Sam',
    lastname: 'Okafor',
    email: started.details.newOwnerEmail,
  });
  return { ...bought, seller, newOwner, ...started };
}

describe('a warranty paid monthly passes to the new owner, who takes the rest over by Direct Debit', () => {
  it('moves the remaining instalments to the new owner’s mandate once; the seller’s Direct Debit stops; nothing is collected twice', async () => {
    const bought = await dd.buyMonthly('TM16MON');
    const seller = bought.customer;
    await staff(ctx, bought.warrantyId, {
      status: 'inspection-passed',
      startDate: daysFromToday(-30),
      purchasedAt: `${daysFromToday(-40)}T10:00:00.000Z`,
    });
    const [{ plan: sellerPlan, instalments }] = (await plansOf(bought.warrantyId)) as [
      Awaited<ReturnType<typeof plansOf>>[number],
    ];
    await dd.control('/clock', { to: plusDays(instalments[0]!.chargeDate, 4) });
    await dd.deliverNew();
    const price = sellerPlan.totalAmount;
    const left = price - instalments[0]!.amount;

    // The holder is told what the new owner takes over; nothing refuses the transfer.
    const asked = await call(ctx, { url: `/api/transfers/warranty/${bought.warrantyId}`, token: seller.token });
    expect(asked.json<WarrantyTransferAnswer>()).toMatchObject({
      refusal: null,
      monthly: { stillToPay: left, instalments: 11, words: expect.stringContaining('their own Direct Debit') },
    });
    const { linkToken, transferId, details } = await startedTransfer(ctx, seller.token, bought.warrantyId);

    // The new owner reads the instalments they take over.
    const shown = (await offer(ctx, linkToken)).json<TransferOfferAnswer>();
    expect(shown.monthly).toMatchObject({ stillToPay: left, refusal: null });
    expect(shown.monthly!.instalments.map((i) => i.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(shown.monthly!.words.join(' ')).toContain('Direct Debit Guarantee');

    const newOwner = await registerGuest(ctx, { firstname: 'Sam', lastname: 'Okafor', email: details.newOwnerEmail });
    // Accepting without a Direct Debit is refused: the instalments must be taken over.
    const plain = await accept(ctx, newOwner.token, linkToken);
    expect(plain.statusCode).toBe(409);
    expect(message(plain)).toContain('set up your Direct Debit');

    const started = await takeOver(newOwner.token, linkToken);
    expect(started.statusCode, started.body).toBe(200);
    const { authorisationUrl } = started.json<{ authorisationUrl: string }>();
    // Back before the bank details are given: nothing changes.
    const early = await complete(newOwner.token, transferId);
    expect(early.statusCode).toBe(409);
    expect(message(early)).toContain('not been confirmed');
    expect((await plansOf(bought.warrantyId))[0]!.plan.status).toBe('active');
    // Nobody else can finish it.
    expect((await complete((await registerGuest(ctx)).token, transferId)).statusCode).toBe(404);

    const back = await dd.fillBankDetails(authorisationUrl);
    expect(back).toContain(`/transfer/direct-debit/return?transfer=${transferId}`);
    const answers = await Promise.all([1, 2].map(() => complete(newOwner.token, transferId)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({ warrantyId: bought.warrantyId });

    const [warranty] = await ctx.database.db.select().from(warranties).where(eq(warranties.id, bought.warrantyId));
    expect(warranty!.userId).toBe(newOwner.user._id);
    const [sellers, theirs, ...more] = await plansOf(bought.warrantyId);
    expect(more).toHaveLength(0);
    expect(sellers!.plan).toMatchObject({ status: 'cancelled', cancelReason: 'transferred', userId: seller.user._id });
    expect(sellers!.instalments.map((i) => [i.number, i.status])).toEqual([[1, 'collected']]);
    expect(theirs!.plan).toMatchObject({
      status: 'active',
      userId: newOwner.user._id,
      transferId,
      orderId: null,
      totalAmount: left,
    });
    expect(theirs!.plan.mandateId).not.toBe(sellerPlan.mandateId);
    expect(theirs!.instalments.map((i) => i.number)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);

    // At GoCardless: the seller's schedule and mandate cancelled; the new owner's schedule of eleven, once.
    expect((await dd.gocardless.getInstalmentSchedule(sellerPlan.scheduleId!)).status).toBe('cancelled');
    expect((await dd.gocardless.getMandate(sellerPlan.mandateId!)).status).toBe('cancelled');
    const payments = await dd.gocardless.listPayments({ instalmentSchedule: theirs!.plan.scheduleId! });
    expect(payments).toHaveLength(11);
    expect(payments.every((p) => p.links.mandate === theirs!.plan.mandateId)).toBe(true);
    expect(payments.reduce((sum, p) => sum + p.amount, 0)).toBe(left);

    // Each is told; the new owner gets the Direct Debit notice and the Guarantee.
    const toSeller = await latestEmail(ctx, seller.user.email, 'transfer-accepted-holder');
    expect(toSeller.textBody).toContain('Your Direct Debit for this warranty has stopped today');
    const toNewOwner = await latestEmail(ctx, newOwner.user.email, 'transfer-accepted-new-owner');
    expect(toNewOwner.textBody).toContain('YOUR DIRECT DEBIT');
    expect(toNewOwner.textBody).toContain('THE DIRECT DEBIT GUARANTEE');
    expect(toNewOwner.textBody).toContain(theirs!.plan.reference);

    // The new owner's dashboard shows their plan only; the seller's shows theirs, ended.
    const mine = await call(ctx, { url: `/api/warranty/${bought.warrantyId}/direct-debit`, token: newOwner.token });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json<MonthlyPlanView>().instalments).toHaveLength(11);
    expect(
      (await call(ctx, { url: `/api/warranty/${bought.warrantyId}/direct-debit`, token: seller.token })).statusCode,
    ).toBe(404);

    // The next collection is the new owner's, from their mandate; nothing more is taken from the seller.
    await dd.control('/clock', { to: plusDays(theirs!.instalments[0]!.chargeDate, 4) });
    await dd.deliverNew();
    const paid = await ctx.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.warrantyId, bought.warrantyId));
    expect(paid.map((t) => [t.userId, t.amount]).sort()).toEqual(
      [
        [seller.user._id, instalments[0]!.amount],
        [newOwner.user._id, theirs!.instalments[0]!.amount],
      ].sort(),
    );
    // Every event about the seller's stopped schedule was applied, none left failing.
    const stuck = await ctx.database.db
      .select()
      .from(directDebitEvents)
      .where(sql`${directDebitEvents.processedAt} is null or ${directDebitEvents.attempts} > 0`);
    expect(stuck).toEqual([]);
  });

  it('a takeover cut short after the decision is finished once, by the job; meanwhile it cannot be stopped', async () => {
    const t = await monthlyTransfer('TM16CUT');
    const db = ctx.database.db;
    const started = await takeOver(t.newOwner.token, t.linkToken);
    await dd.fillBankDetails(started.json<{ authorisationUrl: string }>().authorisationUrl);
    // Killed after GoCardless made the schedule, before our record: the new plan's insert is refused.
    await db.execute(
      sql.raw(`create or replace function refuse_takeover() returns trigger language plpgsql as $$
        begin
          if new.transfer_id is not null then raise exception 'killed before the takeover was recorded'; end if;
          return new;
        end $$`),
    );
    await db.execute(
      sql.raw(
        'create trigger refuse_takeover before insert on direct_debit_plans for each row execute function refuse_takeover()',
      ),
    );
    try {
      expect((await complete(t.newOwner.token, t.transferId)).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql.raw('drop trigger refuse_takeover on direct_debit_plans'));
      await db.execute(sql.raw('drop function refuse_takeover()'));
    }
    const [cut] = await db.select().from(warrantyTransfers).where(eq(warrantyTransfers.id, t.transferId));
    expect(cut).toMatchObject({ status: 'pending' });
    expect(cut!.takeoverDecidedAt).not.toBeNull();
    // The seller's plan is held for the takeover from its decision.
    expect((await plansOf(t.warrantyId))[0]!.plan.takeoverTransferId).toBe(t.transferId);
    // Decided: the seller can no longer cancel it, nor staff refuse it.
    const cancelled = await post(t.seller.token, `/api/transfers/warranty/${t.warrantyId}/cancel`);
    expect(cancelled.statusCode).toBe(409);
    expect(message(cancelled)).toContain('can no longer be stopped');
    const refused = await post(team.token, `/api/admin/transfers/${t.transferId}/refuse`, { reason: 'Checking' });
    expect(refused.statusCode).toBe(409);

    // The job finishes it once the new owner has been gone a while; a second run does nothing more.
    await db
      .update(warrantyTransfers)
      .set({ takeoverDecidedAt: sql`now() - interval '5 minutes'` })
      .where(eq(warrantyTransfers.id, t.transferId));
    const context = { db, baseUrl: ctx.config.baseUrl, directDebit: dd.context };
    expect(await finishTakeovers(context)).toBe(1);
    expect(await finishTakeovers(context)).toBe(0);
    const [, theirs] = await plansOf(t.warrantyId);
    expect(theirs!.plan.userId).toBe(t.newOwner.user._id);
    const payments = await dd.gocardless.listPayments({ instalmentSchedule: theirs!.plan.scheduleId! });
    expect(payments).toHaveLength(11);
    expect(theirs!.instalments.map((i) => i.providerPaymentId).sort()).toEqual(payments.map((p) => p.id).sort());
  });

  it('waits while a collection is at the seller’s bank, and refuses a warranty with a missed payment', async () => {
    const t = await monthlyTransfer('TM16WAT');
    const db = ctx.database.db;
    const [{ instalments }] = (await plansOf(t.warrantyId)) as [Awaited<ReturnType<typeof plansOf>>[number]];
    await db
      .update(directDebitInstalments)
      .set({ status: 'submitted' })
      .where(eq(directDebitInstalments.id, instalments[1]!.id));
    expect((await offer(ctx, t.linkToken)).json<TransferOfferAnswer>().monthly!.refusal).toContain(
      "being collected from the seller's bank account",
    );
    const waiting = await takeOver(t.newOwner.token, t.linkToken);
    expect(waiting.statusCode).toBe(409);
    expect(message(waiting)).toContain('Please accept once it has been taken');

    // A missed payment: the holder is asked to pay it first, and the new owner cannot take over.
    await db
      .update(directDebitInstalments)
      .set({ status: 'failed', failureCause: 'insufficient_funds' })
      .where(eq(directDebitInstalments.id, instalments[1]!.id));
    const missed = await takeOver(t.newOwner.token, t.linkToken);
    expect(missed.statusCode).toBe(409);
    expect(message(missed)).toContain('A monthly payment was missed');
  });
});

describe('or the seller pays the rest by card first', () => {
  const approvedPayOff = async (token: string, warrantyId: string) => {
    const opened = await post(token, `/api/warranty/${warrantyId}/pay-off/order`);
    expect(opened.statusCode, opened.body).toBe(200);
    const { orderID } = opened.json<{ orderID: string }>();
    await paypalControl(ctx, `/orders/${orderID}/approve`);
    return orderID;
  };

  it('a plan paid off by card hands over a warranty paid in full: the new owner accepts with no Direct Debit', async () => {
    const t = await monthlyTransfer('TM16PAY');
    const orderID = await approvedPayOff(t.seller.token, t.warrantyId);
    expect((await captureOnWarranty(ctx, t.seller.token, t.warrantyId, orderID)).statusCode).toBe(200);

    expect((await offer(ctx, t.linkToken)).json<TransferOfferAnswer>().monthly).toBeNull();
    const accepted = await accept(ctx, t.newOwner.token, t.linkToken);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [plan, ...more] = await plansOf(t.warrantyId);
    expect(more).toHaveLength(0);
    expect(plan!.plan).toMatchObject({ status: 'completed', userId: t.seller.user._id });
    expect(plan!.instalments.every((i) => i.status === 'collected')).toBe(true);
  });

  it('a pay-off under way and a decided takeover exclude each other: whichever holds the plan first', async () => {
    // The seller's pay-off holds the plan (approved, captured meanwhile): the new owner waits.
    const first = await monthlyTransfer('TM16HLA');
    const started = await takeOver(first.newOwner.token, first.linkToken);
    await dd.fillBankDetails(started.json<{ authorisationUrl: string }>().authorisationUrl);
    await ctx.database.db
      .update(directDebitPlans)
      .set({ payoffOrderId: sql`gen_random_uuid()` })
      .where(eq(directDebitPlans.warrantyId, first.warrantyId));
    const waiting = await complete(first.newOwner.token, first.transferId);
    expect(waiting.statusCode).toBe(409);
    expect(message(waiting)).toContain('paying the rest of the plan by card');
    const [held] = await plansOf(first.warrantyId);
    expect(held!.plan).toMatchObject({ status: 'active', takeoverTransferId: null });

    // A decided takeover holds the plan: the seller can no longer pay it off, cancel it or change its bank.
    const second = await monthlyTransfer('TM16HLB');
    const again = await takeOver(second.newOwner.token, second.linkToken);
    await dd.fillBankDetails(again.json<{ authorisationUrl: string }>().authorisationUrl);
    await ctx.database.db
      .update(warrantyTransfers)
      .set({ takeoverDecidedAt: sql`now()` })
      .where(eq(warrantyTransfers.id, second.transferId));
    await ctx.database.db
      .update(directDebitPlans)
      .set({ takeoverTransferId: second.transferId })
      .where(eq(directDebitPlans.warrantyId, second.warrantyId));
    const payOff = await call(ctx, { url: `/api/warranty/${second.warrantyId}/pay-off`, token: second.seller.token });
    expect(payOff.json<{ allowed: boolean }>().allowed).toBe(false);
    expect((await post(second.seller.token, `/api/warranty/${second.warrantyId}/pay-off/order`)).statusCode).toBe(409);
    const cancel = await post(second.seller.token, `/api/warranty/${second.warrantyId}/direct-debit/cancel`);
    expect(cancel.statusCode).toBe(409);
    expect(message(cancel)).toContain('new owner is taking this plan over');
    // The takeover itself finishes.
    expect((await complete(second.newOwner.token, second.transferId)).statusCode).toBe(200);
  });
});
