import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRetention } from '../src/modules/privacy/retention-job';
import { retentionSteps } from '../src/modules/privacy/retention-repository';
import { call, registerGuest } from './accounts-helpers';
import { makeClaim, warrantyInForce } from './claims-helpers';
import { buyWarranty, typedFocus } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { createOrder, purchaseBody } from './payments-helpers';
import { distinctCustomer } from './privacy-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ RETENTION_JOB_MS: '0' });
});
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const DAY = 86_400_000;

const tables = [
  'users',
  'sessions',
  'password_tokens',
  'payment_orders',
  'transactions',
  'warranties',
  'enquiries',
  'outbox_emails',
  'retention_runs',
  'vehicle_history_checks',
] as const;

async function count(table: string, where = sql`true`): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await ctx.database.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${where}`),
  );
  return row?.n ?? 0;
}
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(table);
  counts.blankedEmails = await count('outbox_emails', sql`text_body = ''`);
  return counts;
}
const zeroes = () => Object.fromEntries(retentionSteps.map((step) => [step.name, 0]));

describe('the retention job (docs/privacy.md), run with the clock moved past each period', () => {
  it('removes exactly what the schedule says, when it says, and a second run changes nothing', async () => {
    const start = new Date();
    // A customer who bought (financial records), a guest who did nothing, a guest who abandoned an order.
    const buyer = await distinctCustomer(ctx);
    const bought = await buyWarranty(ctx, buyer);
    const idle = await registerGuest(ctx);
    const abandoner = await registerGuest(ctx);
    const abandoned = await createOrder(ctx, abandoner.token, purchaseBody(typedFocus()));
    expect(abandoned.statusCode).toBe(200);
    const enquiry = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: 'Ann Other', email: 'ann.other@example.com', message: 'Do you cover vans as well?' },
    });
    expect(enquiry.statusCode).toBe(201);
    // The outbox has sent everything queued so far.
    await ctx.database.db.execute(
      sql`update outbox_emails set status = 'sent', sent_at = ${start.toISOString()}::timestamptz`,
    );
    const emails = await count('outbox_emails');

    const run = async (days: number) => {
      const before = await snapshot();
      const report = await runRetention(ctx.database.db, new Date(start.getTime() + days * DAY));
      const after = await snapshot();
      const again = await runRetention(ctx.database.db, new Date(start.getTime() + days * DAY));
      expect(again.counts, 'a second run changes nothing').toEqual(zeroes());
      return { report: report.counts, before, after };
    };

    // Today: nothing has passed its period.
    const today = await run(0);
    expect(today.report).toEqual(zeroes());

    // A month on: ended sessions (30 days) and used or expired password links (7 days) go; nothing else.
    const month = await run(31);
    expect(month.report).toEqual({
      ...zeroes(),
      sessions: month.before.sessions,
      'password-tokens': month.before.password_tokens,
    });
    expect(month.after).toMatchObject({
      sessions: 0,
      password_tokens: 0,
      users: month.before.users,
      enquiries: month.before.enquiries,
    });

    // Three months on: the abandoned order, then both guests with no purchase; sent e-mails lose their text.
    const quarter = await run(91);
    expect(quarter.report).toEqual({
      ...zeroes(),
      'abandoned-orders': 1,
      'guest-accounts': 2,
      'outbox-bodies': emails,
    });
    expect(await count('users', sql`id in (${idle.user._id}, ${abandoner.user._id})`)).toBe(0);
    expect(await count('users', sql`id = ${buyer.userId}`)).toBe(1);
    expect(quarter.after.blankedEmails).toBe(emails);

    // A year on: the enquiry, and the MOT history answers of the sales' checks (the sale keeps its own copy).
    const year = await run(366);
    expect(year.before.vehicle_history_checks).toBeGreaterThan(0);
    expect(year.report).toEqual({ ...zeroes(), enquiries: 1, 'mot-checks': year.before.vehicle_history_checks });

    // Two years on: the record that e-mails were sent, and the job's own earlier runs.
    const twoYears = await run(2 * 365 + 1);
    expect(twoYears.report).toMatchObject({ 'outbox-rows': emails });
    expect(twoYears.report['retention-runs']).toBeGreaterThan(0);

    // The financial records outlive all of it.
    expect(await count('warranties', sql`id = ${bought.warrantyId}`)).toBe(1);
    expect(await count('transactions', sql`id = ${bought.transactionId}`)).toBe(1);
    expect(await count('payment_orders', sql`user_id = ${buyer.userId}`)).toBe(1);
  });

  it('records each run with its counts and its finish', async () => {
    const report = await runRetention(ctx.database.db, new Date());
    const [row] = rowsOf<{ counts: Record<string, number>; finished_at: string | null }>(
      await ctx.database.db.execute(sql`select counts, finished_at from retention_runs where id = ${report.runId}`),
    );
    expect(row?.finished_at).not.toBeNull();
    expect(row?.counts).toEqual(report.counts);
  });

  it('an interrupted run stops between steps, is recorded without a finish, and the next run completes the work', async () => {
    await registerGuest(ctx);
    const stop = new AbortController();
    stop.abort();
    const later = new Date(Date.now() + 100 * DAY);
    const interrupted = await runRetention(ctx.database.db, later, stop.signal);
    expect(interrupted.counts).toEqual({});
    const [row] = rowsOf<{ finished_at: string | null }>(
      await ctx.database.db.execute(sql`select finished_at from retention_runs where id = ${interrupted.runId}`),
    );
    expect(row?.finished_at).toBeNull();
    const next = await runRetention(ctx.database.db, later);
    expect(next.counts['guest-accounts']).toBe(1);
  });

  it('forgets an erased account’s confirmation e-mail once it has been sent', async () => {
    const customer = await distinctCustomer(ctx);
    const erased = await call(ctx, {
      method: 'POST',
      url: '/api/privacy/erase',
      token: customer.token,
      payload: { password: customer.password },
    });
    expect(erased.statusCode).toBe(200);
    const confirmation = sql`kind = 'account-erased' and to_address = ${customer.details.email}`;
    expect((await runRetention(ctx.database.db)).counts['erasure-confirmations']).toBe(0);
    await ctx.database.db.execute(sql`update outbox_emails set status = 'sent', sent_at = now() where ${confirmation}`);
    expect((await runRetention(ctx.database.db)).counts['erasure-confirmations']).toBe(1);
    expect(await count('outbox_emails', sql`lower(to_address) = ${customer.details.email}`)).toBe(0);
  });
});

describe('the retention job and claims', () => {
  it('removes the files of a withdrawn claim after six months and revoked garage links after 30 days, nothing else of the claim', async () => {
    const bought = await warrantyInForce(ctx);
    const { claim } = await makeClaim(ctx, bought.customer.token, bought.warrantyId);
    const claimId = claim.id;
    await ctx.database.db
      .execute(sql`insert into claim_files (claim_id, kind, uploaded_by, filename, content_type, size, data)
      values (${claimId}, 'photo', 'customer', 'dashboard.jpg', 'image/jpeg', 3, decode('010203', 'hex'))`);
    const withdrawnAt = new Date();
    await ctx.database.db
      .execute(sql`update claims set status = 'withdrawn', updated_at = ${withdrawnAt.toISOString()}::timestamptz
      where id = ${claimId}`);
    await ctx.database.db
      .execute(sql`update claim_garage_links set revoked_at = ${withdrawnAt.toISOString()}::timestamptz
      where claim_id = ${claimId}`);
    const ofClaim = (table: string) => count(table, sql`claim_id = ${claimId}`);
    expect(await ofClaim('claim_files')).toBe(1);
    expect(await ofClaim('claim_garage_links')).toBe(1);

    const at = (days: number) => runRetention(ctx.database.db, new Date(withdrawnAt.getTime() + days * DAY));
    expect((await at(29)).counts['garage-links']).toBe(0);
    expect((await at(31)).counts['garage-links']).toBe(1);
    expect(await ofClaim('claim_files')).toBe(1);
    expect((await at(182)).counts['closed-claim-files']).toBe(0);
    expect((await at(184)).counts['closed-claim-files']).toBe(1);
    expect(await ofClaim('claim_files')).toBe(0);
    // The claim and its timeline stay (a financial record).
    expect(await count('claims', sql`id = ${claimId}`)).toBe(1);
    expect(await ofClaim('claim_events')).toBeGreaterThan(0);
  });
});

describe('the retention job and complaints', () => {
  it('keeps a guest who complained, and the complaint, while deleting another idle guest in the same run', async () => {
    const complainer = await registerGuest(ctx);
    const idle = await registerGuest(ctx);
    const made = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: complainer.token,
      payload: { subject: 'service', description: 'Nobody answered my enquiry.' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const report = await runRetention(ctx.database.db, new Date(Date.now() + 100 * DAY));
    // The step did not fail on the complaint's reference to the guest: the idle guest went.
    expect(report.counts['guest-accounts']).toBeGreaterThanOrEqual(1);
    expect(await count('users', sql`id = ${idle.user._id}`)).toBe(0);
    expect(await count('users', sql`id = ${complainer.user._id}`)).toBe(1);
    expect(await count('complaints', sql`user_id = ${complainer.user._id}`)).toBe(1);
  });
});
