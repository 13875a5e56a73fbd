import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/db/seed';
import { demoCustomer } from '../src/db/seed-accounts';
import { users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { call, login } from './accounts-helpers';
import { myTransactions, myWarranties } from './dashboard-helpers';
import type { MyClaimAnswer } from '@kestrel/domain/schemas/claim-answers';
import { checkClaimFile } from '../src/modules/claims/claim-file-checks';

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
    expect(summary.activeWarranty).toMatchObject({ upcoming: 0, expired: 1 });
    const byRegistration = Object.fromEntries(summary.warranties.map((w) => [w.vehicleDetails.reg_num, w]));
    expect(byRegistration.MA70KTE).toMatchObject({
      cover_state: 'active',
      can_renew: false,
      can_cancel: false,
      document: { url: expect.any(String) },
    });
    expect(byRegistration.KP17RFE).toMatchObject({ cover_state: 'active', can_renew: true });
    expect(byRegistration.OU65NFE).toMatchObject({ cover_state: 'expired', remaining_days: 0 });
    // Monthly warranties (DESIGN §8.2): one up to date, one in arrears; collected instalments are receipts.
    expect(byRegistration.LB68MTH).toMatchObject({ cover_state: 'active' });
    const monthly = await call(ctx, { method: 'GET', url: '/api/warranty/direct-debit', token: session.token });
    type Plan = { registration: string; status: string; arrears: number; instalments: { status: string }[] };
    const plans = Object.fromEntries(monthly.json<{ plans: Plan[] }>().plans.map((p) => [p.registration, p]));
    expect(plans.LB68MTH).toMatchObject({ status: 'active', arrears: 0 });
    expect(['in-arrears', 'suspended']).toContain(plans.YC19ARR!.status);
    expect(plans.YC19ARR!.arrears).toBeGreaterThan(0);
    // In arrears the cover stands; suspended (a failed first instalment) it does not.
    expect(summary.activeWarranty.active).toBe(plans.YC19ARR!.status === 'in-arrears' ? 4 : 3);
    expect(plans.YC19ARR!.instalments.filter((i) => i.status === 'failed')).toHaveLength(1);
    const collected = Object.values(plans).flatMap((p) => p.instalments.filter((i) => i.status === 'collected')).length;
    expect(plans.LB68MTH!.instalments.filter((i) => i.status === 'collected').length).toBeGreaterThanOrEqual(2);
    expect(await myTransactions(ctx, session.token)).toHaveLength(3 + collected);
  });

  it("gives her a paid claim with a photo and the garage's estimate, and one awaiting the garage", async () => {
    await seedDemoData(ctx.database.db);
    const session = await login(ctx, demoCustomer.email, demoCustomer.password);
    const list = await call(ctx, { url: '/api/claims/my-claims', token: session.token });
    const claims = list.json<{ claims: { id: string; status: { value: string } }[] }>().claims;
    expect(claims.map((c) => c.status.value).sort()).toEqual(['paid', 'reported']);
    const paid = claims.find((c) => c.status.value === 'paid')!;
    const { claim } = (
      await call(ctx, { url: `/api/claims/my-claims/${paid.id}`, token: session.token })
    ).json<MyClaimAnswer>();
    expect(claim.files).toMatchObject([
      { kind: 'photo', uploadedBy: 'customer', contentType: 'image/jpeg' },
      { kind: 'estimate', uploadedBy: 'garage', contentType: 'application/pdf' },
    ]);
    expect(claim.timeline.filter((e) => e.kind === 'file-added')).toHaveLength(2);
    for (const file of claim.files) {
      const download = await call(ctx, { url: file.url, token: session.token });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(file.size);
      // What the seed keeps passes the checks any upload goes through.
      const checked = await checkClaimFile({ filename: file.filename, data: new Uint8Array(download.rawPayload) });
      expect(checked.contentType).toBe(file.contentType);
    }
  });
});
