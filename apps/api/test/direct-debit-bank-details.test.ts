import { londonToday } from '@kestrel/domain/uk/london-date';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitPlans, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { appWithDirectDebit, type DirectDebitHarness, plusDays } from './direct-debit-helpers';
import type { TestContext } from './helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;

beforeAll(async () => ({ ctx, dd } = await appWithDirectDebit()));
afterAll(() => ctx.close());

const post = (token: string, url: string) => call(ctx, { method: 'POST', url, token });

describe('changing the bank details of a monthly plan', () => {
  it('moves the payments still to come onto a new mandate, once; the old mandate is cancelled', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('BD16CHA');
    const before = await dd.planOf(warrantyId);
    const first = before.instalments[0]!;
    await dd.control('/clock', { to: plusDays(first.chargeDate, 4) });
    await dd.deliverNew();
    expect((await dd.planOf(warrantyId)).instalments[0]!.status).toBe('collected');

    const started = await post(customer.token, `/api/warranty/${warrantyId}/direct-debit/bank-details`);
    expect(started.statusCode).toBe(200);
    // Back before the new details are given: nothing changes.
    const early = await post(customer.token, `/api/warranty/${warrantyId}/direct-debit/bank-details/complete`);
    expect(early.statusCode).toBe(409);
    expect((await dd.planOf(warrantyId)).plan.mandateId).toBe(before.plan.mandateId);

    const back = await dd.fillBankDetails(started.json<{ authorisationUrl: string }>().authorisationUrl);
    expect(back).toContain(`/dashboard/user-dashboard?bank-details=${warrantyId}`);
    const answers = await Promise.all(
      [1, 2].map(() => post(customer.token, `/api/warranty/${warrantyId}/direct-debit/bank-details/complete`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json()).toMatchObject({ status: 'active', changing_bank_details: false });

    const after = await dd.planOf(warrantyId);
    expect(after.plan.mandateId).not.toBe(before.plan.mandateId);
    expect(after.plan.scheduleId).not.toBe(before.plan.scheduleId);
    // The collected one stays as it was; the other eleven are on the new schedule, amounts unchanged.
    expect(after.instalments[0]).toMatchObject({ status: 'collected', providerPaymentId: first.providerPaymentId });
    const moved = await dd.gocardless.listPayments({ instalmentSchedule: after.plan.scheduleId! });
    expect(moved).toHaveLength(11);
    expect(after.instalments.slice(1).map((i) => i.providerPaymentId)).toEqual(
      [...moved].sort((a, b) => a.charge_date.localeCompare(b.charge_date)).map((p) => p.id),
    );
    expect(after.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(before.plan.totalAmount);
    expect(moved.every((p) => p.links.mandate === after.plan.mandateId)).toBe(true);
    expect((await dd.gocardless.getMandate(before.plan.mandateId!)).status).toBe('cancelled');
    expect((await dd.gocardless.getInstalmentSchedule(before.plan.scheduleId!)).status).toBe('cancelled');

    // The next collection is taken on the new mandate.
    await dd.control('/clock', { to: plusDays(after.instalments[1]!.chargeDate, 4) });
    await dd.deliverNew();
    const collected = await dd.planOf(warrantyId);
    expect(collected.instalments[1]!.status).toBe('collected');
    expect(collected.plan.status).toBe('active');
  });

  it('a customer who never comes back from the bank-details page: the job finishes the change', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('BD16CHC');
    const before = await dd.planOf(warrantyId);
    const started = await post(customer.token, `/api/warranty/${warrantyId}/direct-debit/bank-details`);
    await dd.fillBankDetails(started.json<{ authorisationUrl: string }>().authorisationUrl);
    await ctx.database.db
      .update(directDebitPlans)
      .set({ updatedAt: sql`now() - interval '5 minutes'` })
      .where(eq(directDebitPlans.id, before.plan.id));
    await dd.job(londonToday());
    const after = await dd.planOf(warrantyId);
    expect(after.plan.mandateId).not.toBe(before.plan.mandateId);
    expect(after.plan.changeBillingRequestId).toBeNull();
    expect((await dd.gocardless.listPayments({ instalmentSchedule: after.plan.scheduleId! })).length).toBe(12);
  });

  it("answers 404 for another customer's plan", async () => {
    const { warrantyId } = await dd.buyMonthly('BD16CHB');
    const stranger = await registerGuest(ctx);
    expect((await post(stranger.token, `/api/warranty/${warrantyId}/direct-debit/bank-details`)).statusCode).toBe(404);
    expect(
      (await post(stranger.token, `/api/warranty/${warrantyId}/direct-debit/bank-details/complete`)).statusCode,
    ).toBe(404);
  });
});

describe('renewing a monthly warranty', () => {
  it('reuses the active mandate: no bank-details page, a new schedule on the same mandate', async () => {
    const { warrantyId, customer } = await dd.buyMonthly('RN16MDA');
    const first = await dd.planOf(warrantyId);
    // Its cover ends within the renewal window (60 days), so the same vehicle may be bought again.
    await ctx.database.db
      .update(warranties)
      .set({ expiryDate: plusDays(londonToday(), 30) })
      .where(eq(warranties.id, warrantyId));
    // Before the customer presses the button, the server says which Direct Debit will be used.
    const mandateOf = async (reg: string, token = customer.token) => {
      const asked = await call(ctx, { method: 'GET', url: `/api/warranty/direct-debit/mandate?reg_num=${reg}`, token });
      expect(asked.statusCode, asked.body).toBe(200);
      return asked.json<{ mandate: string; mandate_reference: string | null }>();
    };
    expect(await mandateOf('rn16 mda')).toEqual({
      mandate: 'existing',
      mandate_reference: first.plan.mandateReference,
    });
    expect(first.plan.mandateReference).toBeTruthy();
    expect(await mandateOf('RN16MDB')).toEqual({ mandate: 'new', mandate_reference: null });
    // Another customer's mandate is never theirs.
    expect(await mandateOf('RN16MDA', (await registerGuest(ctx)).token)).toEqual({
      mandate: 'new',
      mandate_reference: null,
    });

    const started = await dd.start(customer.token, 'RN16MDA');
    expect(started.statusCode).toBe(200);
    const answer = started.json<{ reference: string; authorisationUrl: string; mandate: string }>();
    // Straight back to our return page: GoCardless's page is not needed.
    expect(answer.mandate).toBe('existing');
    expect(answer.authorisationUrl).toContain(`/purchase/direct-debit/return?plan=${answer.reference}`);
    const completed = await dd.complete(customer.token, answer.reference);
    expect(completed.statusCode).toBe(200);
    const renewal = await dd.planOf(completed.json<{ warranty: { _id: string } }>().warranty._id);
    expect(renewal.plan).toMatchObject({ status: 'active', mandateId: first.plan.mandateId });
    expect(renewal.plan.scheduleId).not.toBe(first.plan.scheduleId);
    expect(renewal.instalments).toHaveLength(12);

    // Another vehicle, or a plan in arrears, is set up at the bank as a first purchase.
    const other = await dd.start(customer.token, 'RN16MDB');
    expect(other.json<{ authorisationUrl: string; mandate: string }>()).toMatchObject({
      mandate: 'new',
      authorisationUrl: expect.stringContaining('/flow/'),
    });
  });
});
