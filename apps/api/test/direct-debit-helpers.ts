import { eq } from 'drizzle-orm';
import { createGocardlessAdapter } from '../src/adapters/direct-debit/gocardless-adapter';
import { directDebitInstalments, directDebitPlans, outboxEmails, transactions, warranties } from '../src/db/schema';
import { applyPendingEvents } from '../src/modules/direct-debit/apply-events';
import { runDirectDebitJob } from '../src/modules/direct-debit/arrears-job';
import type { DirectDebitContext } from '../src/modules/direct-debit/context';
import { call, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { emulatedVehicle, purchaseBody } from './payments-helpers';

/** GoCardless's emulator as the tests drive it: its controls, its hosted page, its signed events. */
export function directDebitHarness(ctx: TestContext) {
  const base = `${ctx.emulatorBaseUrl}/gocardless`;
  const gocardless = createGocardlessAdapter({
    apiBase: base,
    accessToken: 'kestrel-demo-gocardless-token',
    webhookSecret: 'kestrel-demo-gocardless-webhook-secret',
    timeoutMs: 5000,
  });
  const jobContext = {
    db: ctx.database.db,
    gocardless,
    log: ctx.app.log,
    baseUrl: ctx.config.baseUrl,
  } as unknown as DirectDebitContext;
  const delivered = new Set<string>();

  async function control<T = Record<string, unknown>>(path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/__control${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!response.ok) throw new Error(`GoCardless control ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Posts events to our webhook, signed as GoCardless signs them; answers the status. */
  async function post(ids: string[]) {
    const signed = await control<{ body: string; headers: Record<string, string> }>('/webhooks/sign', { ids });
    const answer = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/gocardless',
      headers: { 'content-type': 'application/json', 'webhook-signature': signed.headers['webhook-signature']! },
      payload: signed.body,
    });
    await applyPendingEvents({ db: ctx.database.db, baseUrl: ctx.config.baseUrl }, gocardless);
    return answer.statusCode;
  }

  /** Every event the emulator made since the last call, delivered in the order made. */
  async function deliverNew() {
    const { events } = await control<{ events: { id: string; resource_type: string; action: string }[] }>('/events');
    const fresh = events.filter((e) => !delivered.has(e.id));
    for (const e of fresh) delivered.add(e.id);
    for (let i = 0; i < fresh.length; i += 50) await post(fresh.slice(i, i + 50).map((e) => e.id));
    return fresh;
  }

  /** The customer fills in the hosted bank-details page; answers where GoCardless sends them back. */
  async function fillBankDetails(authorisationUrl: string) {
    const response = await fetch(authorisationUrl, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=Alex+Driver&sortCode=20-00-00&accountNumber=55779911&confirm=yes',
    });
    if (response.status !== 303) throw new Error(`bank details: ${response.status} ${await response.text()}`);
    return response.headers.get('location')!;
  }

  async function start(token: string, registration: string, plan = 'secure-2000-12') {
    return call(ctx, {
      method: 'POST',
      url: '/api/warranty/direct-debit/start',
      token,
      payload: purchaseBody(emulatedVehicle(registration), plan),
    });
  }

  const complete = (token: string, reference: string) =>
    call(ctx, { method: 'POST', url: '/api/warranty/direct-debit/complete', token, payload: { reference } });

  /** A new customer who has bought monthly: signed in, mandate set up, back on our site. */
  async function buyMonthly(registration: string, plan = 'secure-2000-12') {
    const customer = await registerGuest(ctx);
    const started = await start(customer.token, registration, plan);
    if (started.statusCode !== 200) throw new Error(`start: ${started.statusCode} ${started.body}`);
    const answer = started.json<{ reference: string; authorisationUrl: string; amount: number }>();
    await fillBankDetails(answer.authorisationUrl);
    const completed = await complete(customer.token, answer.reference);
    if (completed.statusCode !== 200) throw new Error(`complete: ${completed.statusCode} ${completed.body}`);
    return { customer, started: answer, warrantyId: completed.json<{ warranty: { _id: string } }>().warranty._id };
  }

  async function planOf(warrantyId: string) {
    const db = ctx.database.db;
    const [plan] = await db.select().from(directDebitPlans).where(eq(directDebitPlans.warrantyId, warrantyId));
    const instalments = await db
      .select()
      .from(directDebitInstalments)
      .where(eq(directDebitInstalments.planId, plan!.id))
      .orderBy(directDebitInstalments.number);
    const [warranty] = await db.select().from(warranties).where(eq(warranties.id, warrantyId));
    const paid = await db.select().from(transactions).where(eq(transactions.warrantyId, warrantyId));
    return { plan: plan!, instalments, warranty: warranty!, transactions: paid };
  }

  async function emailsTo(email: string) {
    return (await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email))).map(
      (row) => row.kind,
    );
  }

  /** The Direct Debit job on `today`; `reconcileBatch` live plans read from GoCardless (default 50). */
  const job = (today: string, reconcileBatch?: number) => runDirectDebitJob(jobContext, { today, reconcileBatch });

  return {
    control,
    post,
    deliverNew,
    fillBankDetails,
    start,
    complete,
    buyMonthly,
    planOf,
    emailsTo,
    job,
    gocardless,
    context: jobContext,
  };
}

export const plusDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A test app and its Direct Debit harness: what each Direct Debit test starts with. */
export async function appWithDirectDebit() {
  const ctx = await createTestApp();
  return { ctx, dd: directDebitHarness(ctx) };
}
export type DirectDebitHarness = ReturnType<typeof directDebitHarness>;
