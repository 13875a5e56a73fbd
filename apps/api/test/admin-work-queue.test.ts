import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, WorkQueueAnswer } from '@kestrel/domain/schemas/admin';
import { recordAudit } from '../src/modules/audit';
import { call, registerGuest } from './accounts-helpers';
import { buyWarranty, staff as staffSets } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

const queue = async (query = '') => {
  const res = await call(ctx, { url: `/api/admin/warranties${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WorkQueueAnswer>();
};

describe('GET /api/admin/warranties: the work queue', () => {
  it('lists warranties newest first, by status, and finds them by registration, name or e-mail', async () => {
    const customer = await registerGuest(ctx, { firstname: 'Olwen', lastname: 'Pritchard' });
    const first = await buyWarranty(ctx, customer);
    const second = await buyWarranty(ctx, customer, 'safe-1000-12');
    await staffSets(ctx, first.warrantyId, { status: 'inspection-scheduled' });

    const all = await queue();
    expect(all.items.slice(0, 2).map((item) => item.id)).toEqual([second.warrantyId, first.warrantyId]);
    expect(all.items[0]).toMatchObject({
      status: 'under-review',
      registration: second.vehicle.reg_num,
      vehicleVerified: false,
      customer: { name: 'Olwen Pritchard', email: customer.user.email },
      amount: second.amount,
    });
    expect(all.items[0]).not.toHaveProperty('passwordHash');

    expect((await queue('?status=inspection-scheduled')).items.map((i) => i.id)).toContain(first.warrantyId);
    expect((await queue('?status=inspection-scheduled')).items.map((i) => i.id)).not.toContain(second.warrantyId);
    const spaced = `${first.vehicle.reg_num.slice(0, 4)} ${first.vehicle.reg_num.slice(4)}`.toLowerCase();
    expect((await queue(`?q=${encodeURIComponent(spaced)}`)).items.map((i) => i.id)).toEqual([first.warrantyId]);
    expect((await queue('?q=olwen%20prit')).total).toBe(2);
    expect((await queue(`?q=${encodeURIComponent(customer.user.email.toUpperCase())}`)).total).toBe(2);
    expect((await queue('?q=%25')).total).toBe(0); // a typed % is searched for, not a wildcard
  });

  it('pages twenty at a time', async () => {
    const customer = await registerGuest(ctx);
    for (let i = 0; i < 21; i += 1) await buyWarranty(ctx, customer, 'safe-500-3');
    const page1 = await queue(`?q=${encodeURIComponent(customer.user.email)}`);
    const page2 = await queue(`?q=${encodeURIComponent(customer.user.email)}&page=2`);
    expect(page1).toMatchObject({ total: 21, page: 1, pageSize: 20 });
    expect(page1.items).toHaveLength(20);
    expect(page2.items).toHaveLength(1);
  });

  it('answers 400 for a status that does not exist', async () => {
    const res = await call(ctx, { url: '/api/admin/warranties?status=paid', token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });
});

describe('GET /api/admin/audit', () => {
  it('lists staff actions newest first with their actor', async () => {
    const me = await call(ctx, { url: '/api/admin/me', token });
    const actorId = me.json<{ user: { _id: string } }>().user._id;
    await recordAudit(ctx.database.db, {
      actorId,
      action: 'warranty.inspection-scheduled',
      subjectType: 'warranty',
      subjectId: 'w1',
      before: { a: 1 },
      after: { a: 2 },
    });
    await recordAudit(ctx.database.db, {
      actorId,
      action: 'warranty.inspection-passed',
      subjectType: 'warranty',
      subjectId: 'w1',
    });
    const res = await call(ctx, { url: '/api/admin/audit', token });
    const { entries } = res.json<{ entries: AuditEntry[] }>();
    expect(entries.slice(0, 2).map((e) => e.action)).toEqual([
      'warranty.inspection-passed',
      'warranty.inspection-scheduled',
    ]);
    expect(entries[1]).toMatchObject({
      actor: { id: actorId, name: expect.stringContaining('Sam') },
      before: { a: 1 },
      after: { a: 2 },
    });
  });
});
