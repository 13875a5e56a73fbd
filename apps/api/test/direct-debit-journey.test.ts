import { formatPence } from '@kestrel/domain/pricing/money';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directDebitPlans, outboxEmails, warranties } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { appWithDirectDebit, type DirectDebitHarness } from './direct-debit-helpers';
import { createTestApp, type TestContext } from './helpers';
import { createOrder, emulatedVehicle, purchaseBody } from './payments-helpers';

let ctx: TestContext;
let dd: DirectDebitHarness;

beforeAll(async () => ({ ctx, dd } = await appWithDirectDebit()));
afterAll(() => ctx.close());

const count = async (table: typeof warranties | typeof directDebitPlans) =>
  (await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

describe('buying monthly by Direct Debit', () => {
  it('prices on the server, sends the customer to the bank-details page and on return makes one warranty and one schedule', async () => {
    const customer = await registerGuest(ctx);
    // What a full payment of the same request would cost: the same price, to the penny.
    const paypal = await createOrder(ctx, customer.token, purchaseBody(emulatedVehicle('KS73MNE'), 'secure-2000-12'));
    const price = paypal.json<{ amount: number }>().amount;

    const started = await dd.start(customer.token, 'KS73MNE');
    expect(started.statusCode).toBe(200);
    const answer = started.json<{
      reference: string;
      amount: number;
      monthly: number;
      instalments: { amount: number }[];
      authorisationUrl: string;
    }>();
    expect(answer.reference).toMatch(/^KD-\d{2}-\d{7}$/);
    expect(answer.amount).toBe(price);
    expect(answer.instalments).toHaveLength(12);
    expect(answer.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(price);
    expect(answer.monthly).toBe(answer.instalments[0]!.amount);

    // Back before the bank details are given: nothing made.
    const early = await dd.complete(customer.token, answer.reference);
    expect(early.statusCode).toBe(409);

    const back = await dd.fillBankDetails(answer.authorisationUrl);
    expect(back).toContain(`/purchase/direct-debit/return?plan=${answer.reference}`);

    // A double return and a refresh: one warranty, one schedule.
    const answers = await Promise.all([1, 2, 3].map(() => dd.complete(customer.token, answer.reference)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json<{ warranty: { _id: string } }>().warranty._id));
    expect(ids.size).toBe(1);
    const warrantyId = [...ids][0]!;

    const { plan, instalments, warranty, transactions } = await dd.planOf(warrantyId);
    expect(warranty.status).toBe('under-review');
    expect(warranty.price).toBe(price);
    expect(plan.status).toBe('active');
    expect(instalments).toHaveLength(12);
    expect(instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(price);
    expect(transactions).toHaveLength(0);
    const atProvider = await dd.gocardless.listPayments({ instalmentSchedule: plan.scheduleId! });
    expect(atProvider).toHaveLength(12);
    expect(atProvider.reduce((sum, p) => sum + p.amount, 0)).toBe(price);

    const confirmation = (await dd.emailsTo(customer.user.email)).filter((k) => k === 'order-confirmation');
    expect(confirmation).toHaveLength(1);
    // The key facts on a durable medium, saying how the price is paid.
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.toAddress, customer.user.email), eq(outboxEmails.kind, 'order-confirmation')));
    expect(mail!.textBody).toContain('YOUR KEY FACTS');
    expect(mail!.textBody).toContain(
      `The total price is ${formatPence(price)}, paid by Direct Debit in 12 monthly payments`,
    );
    expect(mail!.textBody).not.toContain('paid today');

    const view = await call(ctx, {
      method: 'GET',
      url: `/api/warranty/${warrantyId}/direct-debit`,
      token: customer.token,
    });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      reference: answer.reference,
      status: 'active',
      arrears: 0,
      next_collection: { charge_date: instalments[0]!.chargeDate, amount: instalments[0]!.amount },
    });

    // The cooling-off cancel of a full payment would leave the Direct Debit running: refused, by phone for now.
    const cancel = await call(ctx, {
      method: 'POST',
      url: `/api/warranty/cancel/${warrantyId}`,
      token: customer.token,
      payload: {},
    });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json<{ error: { message: string } }>().error.message).toMatch(/Direct Debit/);
    expect((await dd.planOf(warrantyId)).warranty.status).toBe('under-review');

    // Another customer: 404 for the schedule and for completing the plan.
    const stranger = await registerGuest(ctx);
    const peek = await call(ctx, {
      method: 'GET',
      url: `/api/warranty/${warrantyId}/direct-debit`,
      token: stranger.token,
    });
    expect(peek.statusCode).toBe(404);
    expect((await dd.complete(stranger.token, answer.reference)).statusCode).toBe(404);
  });

  it('refuses a plan paid in full only, and ignores an amount the browser sends', async () => {
    const customer = await registerGuest(ctx);
    const sixMonths = await dd.start(customer.token, 'RE24HCV', 'secure-2000-6');
    expect(sixMonths.statusCode).toBe(409);
    const tampered = await call(ctx, {
      method: 'POST',
      url: '/api/warranty/direct-debit/start',
      token: customer.token,
      payload: { ...purchaseBody(emulatedVehicle('RE24HCV')), amount: 100, price: 100 },
    });
    // Either refused as an unknown field, or priced by the server regardless: never 100p.
    if (tampered.statusCode === 200) expect(tampered.json<{ amount: number }>().amount).not.toBe(100);
    else expect(tampered.statusCode).toBe(400);
  });

  it('loses nothing and doubles nothing when our write fails after GoCardless made the schedule', async () => {
    const customer = await registerGuest(ctx);
    const started = (await dd.start(customer.token, 'OE25SKD')).json<{ reference: string; authorisationUrl: string }>();
    await dd.fillBankDetails(started.authorisationUrl);
    const warrantiesBefore = await count(warranties);

    // The process dies between GoCardless's answer and our write: here the write itself fails.
    await ctx.database.db.execute(sql`
      create or replace function fail_instalments() returns trigger language plpgsql as $$
      begin raise exception 'killed before the write'; end $$`);
    await ctx.database.db.execute(
      sql`create trigger kill_write before insert on direct_debit_instalments for each statement execute function fail_instalments()`,
    );
    const killed = await dd.complete(customer.token, started.reference);
    expect(killed.statusCode).toBe(500);
    expect(await count(warranties)).toBe(warrantiesBefore);
    await ctx.database.db.execute(sql`drop trigger kill_write on direct_debit_instalments`);

    // Restarted: the retry finds the schedule GoCardless already made and completes once.
    const again = await dd.complete(customer.token, started.reference);
    expect(again.statusCode).toBe(200);
    expect(await count(warranties)).toBe(warrantiesBefore + 1);
    const { plan, instalments } = await dd.planOf(again.json<{ warranty: { _id: string } }>().warranty._id);
    const mandatePayments = await fetch(
      `${ctx.emulatorBaseUrl}/gocardless/payments?mandate=${plan.mandateId}&limit=500`,
      { headers: { authorization: 'Bearer kestrel-demo-gocardless-token', 'gocardless-version': '2015-07-06' } },
    );
    expect(((await mandatePayments.json()) as { payments: unknown[] }).payments).toHaveLength(12);
    expect(instalments).toHaveLength(12);
  });

  it('answers 503 with a clear message when GoCardless cannot be reached, and makes nothing', async () => {
    const broken = await createTestApp({ GOCARDLESS_API_BASE: 'http://127.0.0.1:9/gocardless' });
    try {
      const customer = await registerGuest(broken);
      const answer = await call(broken, {
        method: 'POST',
        url: '/api/warranty/direct-debit/start',
        token: customer.token,
        payload: purchaseBody(emulatedVehicle('BV74TKL')),
      });
      expect(answer.statusCode).toBe(503);
      expect(answer.json<{ error: { message: string } }>().error.message).toMatch(/Direct Debit provider/);
      expect(await broken.database.db.select().from(directDebitPlans)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
