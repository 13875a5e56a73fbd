import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PrivacyExport, PrivacyRequest } from '@kestrel/domain/schemas/privacy';
import { call } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { distinctCustomer, whereTextOccurs } from './privacy-helpers';
import { appWithStaffToken } from './staff-helpers';

let ctx: TestContext;
let staffToken: string;
beforeAll(async () => ({ ctx, staffToken } = await appWithStaffToken()));
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function record(body: Record<string, unknown>) {
  const res = await call(ctx, { method: 'POST', url: '/api/admin/privacy-requests', token: staffToken, payload: body });
  return res;
}
const recorded = (customer: Awaited<ReturnType<typeof distinctCustomer>>, kind: string) => ({
  kind,
  channel: 'phone',
  requester: `${customer.details.firstname} ${customer.details.lastname}`,
  receivedOn: '2026-01-31',
  customerEmail: customer.details.email,
  identityCheck: 'Called back on the mobile number on the account; confirmed the postcode.',
});
async function auditActions(subjectId: string) {
  return rowsOf<{ action: string }>(
    await ctx.database.db.execute(
      sql`select action from audit_log where subject_id = ${subjectId} order by created_at`,
    ),
  ).map((row) => row.action);
}

describe('data requests handled by staff (docs/privacy.md)', () => {
  it('records a request with its due date one calendar month on, and answers an access request with the export', async () => {
    const alice = await distinctCustomer(ctx);
    const res = await record(recorded(alice, 'access'));
    expect(res.statusCode, res.body).toBe(201);
    const request = res.json<{ request: PrivacyRequest }>().request;
    expect(request).toMatchObject({ dueOn: '2026-02-28', customerId: alice.userId, outcome: null, closedAt: null });

    const list = await call(ctx, { url: '/api/admin/privacy-requests', token: staffToken });
    expect(list.json<{ requests: PrivacyRequest[] }>().requests.map((r) => r._id)).toContain(request._id);

    const exported = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${request._id}/export`,
      token: staffToken,
    });
    expect(exported.statusCode).toBe(200);
    const data = exported.json<PrivacyExport>();
    expect(data.customerId).toBe(alice.userId);
    expect(data.tables.privacy_requests).toEqual([expect.objectContaining({ id: request._id })]);
    expect(await auditActions(request._id)).toEqual(['privacy.request-recorded', 'privacy.exported']);

    // Answered once: a second export of the same request is refused.
    const again = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${request._id}/export`,
      token: staffToken,
    });
    expect(again.statusCode).toBe(409);
  });

  it('erases on request as the customer could, refusing while a warranty is in force', async () => {
    const bob = await distinctCustomer(ctx);
    await buyWarranty(ctx, bob);
    const busy = (await record(recorded(bob, 'erasure'))).json<{ request: PrivacyRequest }>().request;
    const refused = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${busy._id}/erase`,
      token: staffToken,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.fields.account).toMatch(/warranty in force/);

    const carol = await distinctCustomer(ctx);
    const request = (await record(recorded(carol, 'erasure'))).json<{ request: PrivacyRequest }>().request;
    const erased = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${request._id}/erase`,
      token: staffToken,
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().request).toMatchObject({ outcome: 'erased', requester: 'Erased customer' });
    expect((await call(ctx, { url: '/api/user/profile', token: carol.token })).statusCode).toBe(401);
    expect(await whereTextOccurs(ctx, carol.details.lastname)).toEqual([]);
  });

  it('refuses with a reason, and is staff only', async () => {
    const dan = await distinctCustomer(ctx);
    const request = (await record(recorded(dan, 'objection'))).json<{ request: PrivacyRequest }>().request;
    const res = await call(ctx, {
      method: 'POST',
      url: `/api/admin/privacy-requests/${request._id}/refuse`,
      token: staffToken,
      payload: { reason: 'The caller could not confirm the account’s details.' },
    });
    expect(res.json().request).toMatchObject({
      outcome: 'refused',
      outcomeReason: 'The caller could not confirm the account’s details.',
    });
    expect(await auditActions(request._id)).toEqual(['privacy.request-recorded', 'privacy.refused']);
    expect((await call(ctx, { url: '/api/admin/privacy-requests', token: dan.token })).statusCode).toBe(403);
    expect(
      (await record({ ...recorded(dan, 'access'), customerEmail: 'nobody@example.com' })).json().error.fields,
    ).toHaveProperty('customerEmail');
  });
});
