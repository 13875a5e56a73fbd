import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WarrantyStatus } from '@kestrel/domain/schemas/purchase';
import { closedStatuses } from '@kestrel/domain/warranty/warranty-status';
import {
  resumable,
  statusAfter,
  transitionNames,
  warrantyTransitions,
  type WarrantyTransition,
} from '@kestrel/domain/warranty/warranty-transitions';
import { auditLog, outboxEmails, transactions, warranties } from '../src/db/schema';
import { rowsOf } from '../src/db/tx';
import { call } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { appWithStaff } from './staff-helpers';

/**
 * Staff actions racing each other and the refund path, on the whole app. A trigger records every
 * write of a warranty's status or certificate with what it found, so each race is checked at the
 * moment of each write (against the domain's transitions table) as well as by where it ended.
 */
let ctx: TestContext;
let staff: { token: string; email: string };
const RUNS = process.env.DATABASE_URL ? 100 : 20;

beforeAll(async () => {
  ({ ctx, staff } = await appWithStaff());
  await ctx.database.db.execute(sql`
    create table test_warranty_writes (
      warranty_id uuid, old_status text, new_status text, claim_held boolean, certificate_issued boolean)`);
  await ctx.database.db.execute(sql`
    create function test_record_warranty_write() returns trigger language plpgsql as $$
    begin
      if old.status is distinct from new.status
        or (old.certificate_issued_at is null and new.certificate_issued_at is not null) then
        insert into test_warranty_writes values (new.id, old.status, new.status,
          old.cancellation_started_at is not null,
          old.certificate_issued_at is null and new.certificate_issued_at is not null);
      end if;
      return new;
    end $$`);
  await ctx.database.db.execute(
    sql`create trigger test_record_warranty_write after update on warranties for each row execute function test_record_warranty_write()`,
  );
});
afterAll(() => ctx.close());

const act = (id: string, action: string, payload: Record<string, unknown> = {}) =>
  call(ctx, { method: 'POST', url: `/api/admin/warranties/${id}/${action}`, token: staff.token, payload });
const pass = (id: string) => act(id, 'pass');
const fail = (id: string) => act(id, 'fail', { reason: 'Corrosion on the brake lines' });
const cancel = (token: string, id: string) =>
  call(ctx, { method: 'POST', url: `/api/warranty/cancel/${id}`, token, payload: {} });
const after = async <T>(ms: number, go: () => Promise<T>) => (await sleep(ms), go());

/** Everything a race left: the warranty, its refunds, its audit entries and the customer's e-mails. */
async function outcome(warrantyId: string, email: string) {
  const db = ctx.database.db;
  const [warranty] = await db.select().from(warranties).where(eq(warranties.id, warrantyId));
  const refunds = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.warrantyId, warrantyId), eq(transactions.kind, 'refund')));
  const audit = await db.select().from(auditLog).where(eq(auditLog.subjectId, warrantyId));
  const emails = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
  const writes = rowsOf<{
    old_status: WarrantyStatus;
    new_status: WarrantyStatus;
    claim_held: boolean;
    certificate_issued: boolean;
  }>(await db.execute(sql`select * from test_warranty_writes where warranty_id = ${warrantyId}`));
  const count = (kind: string) => emails.filter((e) => e.kind === kind).length;
  return { warranty: warranty!, refunds, audit, writes, count };
}

/** Whether some transition of the table moves `from` to `to` with the refund claim as it was. */
function allowedByTable(from: WarrantyStatus, to: WarrantyStatus, claimHeld: boolean): boolean {
  return transitionNames.some((name) => {
    const t: WarrantyTransition = warrantyTransitions[name];
    if (!t.from.includes(from)) return false;
    if (t.refundClaim === 'forbidden' && claimHeld) return false;
    if (t.refundClaim === 'required' && !claimHeld) return false;
    if (t.to === 'resumed' && from === 'suspended') return resumable(to);
    return statusAfter(name, from) === to;
  });
}

/** The rules every race must keep, whoever won it. */
function expectNeverRefundedAndPassed(o: Awaited<ReturnType<typeof outcome>>) {
  for (const write of o.writes) {
    if (write.old_status !== write.new_status)
      expect(allowedByTable(write.old_status, write.new_status, write.claim_held), JSON.stringify(write)).toBe(true);
    // A certificate comes only with a pass, never while a refund is being made.
    if (write.certificate_issued) {
      expect(write.claim_held, JSON.stringify(write)).toBe(false);
      expect(write.new_status).toBe('inspection-passed');
    }
  }
  const refunded = o.refunds.length > 0 || closedStatuses.includes(o.warranty.status);
  if (refunded) expect(o.warranty.status).not.toBe('inspection-passed');
  if (o.warranty.status === 'inspection-passed') {
    expect(o.refunds).toEqual([]);
    expect(o.warranty.cancellationStartedAt).toBeNull();
  }
  // A pass answered once is audited and e-mailed once; a certificate at most once.
  const passes = o.audit.filter((a) => a.action === 'warranty.inspection-passed').length;
  expect(passes).toBeLessThanOrEqual(1);
  expect(o.count('inspection-passed')).toBe(passes);
  expect(o.count('certificate-issued')).toBeLessThanOrEqual(passes);
}

describe('staff actions racing', () => {
  it('ten passes at once: one 200 and nine 409s, one audit entry, one e-mail, one certificate', async () => {
    const bought = await buyWarranty(ctx);
    const answers = await Promise.all(Array.from({ length: 10 }, () => pass(bought.warrantyId)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(409)]);
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json()).toEqual({
        error: { code: 'CONFLICT', message: 'A warranty that is inspection passed cannot be passed.' },
      });
    const o = await outcome(bought.warrantyId, bought.customer.user.email);
    expect(o.audit.filter((a) => a.action === 'warranty.inspection-passed')).toHaveLength(1);
    expect(o.count('inspection-passed')).toBe(1);
    expect(o.count('certificate-issued')).toBe(1);
    expectNeverRefundedAndPassed(o);
  });

  it('a pass while a refund is being made is refused in words, and changes nothing', async () => {
    const bought = await buyWarranty(ctx);
    // The refund claim as a cancellation holds it, between taking it and finishing.
    await ctx.database.db
      .update(warranties)
      .set({ cancellationStartedAt: sql`now()` })
      .where(eq(warranties.id, bought.warrantyId));
    for (const [action, payload] of [
      ['pass', {}],
      ['inspection', { date: '2026-12-03', garage: 'Leeds Motor Services' }],
    ] as const) {
      const refused = await act(bought.warrantyId, action, payload);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toMatch(/refund is being made/);
    }
    const o = await outcome(bought.warrantyId, bought.customer.user.email);
    expect(o.warranty.status).toBe('under-review');
    expect(o.audit).toEqual([]);
    expect(o.writes).toEqual([]);
  });

  it(`a cooling-off cancel racing a pass, ${RUNS} times: never refunded and passed`, { timeout: 600_000 }, async () => {
    const seen = new Set<string>();
    for (let run = 0; run < RUNS; run += 1) {
      const bought = await buyWarranty(ctx);
      const gap = Math.floor(Math.random() * 41);
      const [cancelled, passed] = await Promise.all(
        run % 2 === 0
          ? [cancel(bought.customer.token, bought.warrantyId), after(gap, () => pass(bought.warrantyId))]
          : [after(gap, () => cancel(bought.customer.token, bought.warrantyId)), pass(bought.warrantyId)],
      );
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect([200, 409]).toContain(passed.statusCode);
      const o = await outcome(bought.warrantyId, bought.customer.user.email);
      expect(o.warranty.status).toBe('cancelled');
      expect(o.refunds).toHaveLength(1);
      if (passed.statusCode === 409) expect(o.warranty.certificateIssuedAt).toBeNull();
      expectNeverRefundedAndPassed(o);
      seen.add(`pass ${passed.statusCode}`);
    }
    // Both orders were exercised, or the race proved little.
    expect([...seen].sort()).toEqual(['pass 200', 'pass 409']);
  });

  it(
    `a failed inspection racing six passes, ${RUNS} times: never refunded and passed`,
    { timeout: 600_000 },
    async () => {
      for (let run = 0; run < RUNS; run += 1) {
        const bought = await buyWarranty(ctx);
        const answers = await Promise.all([
          after(Math.floor(Math.random() * 21), () => fail(bought.warrantyId)),
          ...Array.from({ length: 6 }, () => after(Math.floor(Math.random() * 41), () => pass(bought.warrantyId))),
        ]);
        for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
        const o = await outcome(bought.warrantyId, bought.customer.user.email);
        expectNeverRefundedAndPassed(o);
        expect(['inspection-passed', 'inspection-failed']).toContain(o.warranty.status);
        if (o.warranty.status === 'inspection-failed') expect(o.refunds).toHaveLength(1);
        // Either the failure won and no pass did, or one pass won and the failure was refused.
        const passes = answers.slice(1).filter((a) => a.statusCode === 200).length;
        expect(passes).toBe(o.warranty.status === 'inspection-passed' ? 1 : 0);
        expect(answers[0].statusCode).toBe(o.warranty.status === 'inspection-failed' ? 200 : 409);
      }
    },
  );
});
