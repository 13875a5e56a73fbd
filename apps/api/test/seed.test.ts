import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { demoCustomer } from '../src/db/seed-accounts';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { call, login } from './accounts-helpers';
import { myTransactions, myWarranties } from './dashboard-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
});
afterAll(() => ctx.close());

describe('the demo seed', () => {
  it('runs once per database, and its customer logs in with the password the README gives', async () => {
    expect(await seedDemoData(ctx.database.db)).toBe(true);
    expect(await seedDemoData(ctx.database.db)).toBe(false);
    const rows = await ctx.database.db.select().from(users);
    expect(rows.filter((row) => row.email === demoCustomer.email)).toHaveLength(1);
    const session = await login(ctx, demoCustomer.email, demoCustomer.password);
    expect(session.user).toMatchObject({ firstname: 'Emma', role: 'customer' });

    // Her dashboard: cover in force with its certificate, cover ending soon (renewable), cover ended.
    const summary = await myWarranties(ctx, session.token);
    expect(summary.activeWarranty).toMatchObject({ active: 3, upcoming: 0, expired: 1 });
    const byRegistration = Object.fromEntries(summary.warranties.map((w) => [w.vehicleDetails.reg_num, w]));
    expect(byRegistration.MA70KTE).toMatchObject({
      cover_state: 'active',
      can_renew: false,
      can_cancel: false,
      document: { url: expect.any(String) },
    });
    expect(byRegistration.KP17RFE).toMatchObject({ cover_state: 'active', can_renew: true });
    expect(byRegistration.OU65NFE).toMatchObject({ cover_state: 'expired', remaining_days: 0 });
    // A monthly warranty (DESIGN §8.2), up to date: the instalments due so far are its receipts.
    expect(byRegistration.LB68MTH).toMatchObject({ cover_state: 'active' });
    const monthly = await call(ctx, { method: 'GET', url: '/api/warranty/direct-debit', token: session.token });
    const [plan] = monthly.json<{ plans: { status: string; arrears: number; instalments: { status: string }[] }[] }>()
      .plans;
    expect(plan).toMatchObject({ status: 'active', arrears: 0 });
    const collected = plan!.instalments.filter((i) => i.status === 'collected').length;
    expect(collected).toBeGreaterThanOrEqual(2);
    expect(plan!.instalments).toHaveLength(12);
    expect(await myTransactions(ctx, session.token)).toHaveLength(3 + collected);
  });
});
