import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, outboxEmails } from '../src/db/schema';
import { outboxRepository } from '../src/modules/outbox/outbox-repository';
import { call, latestEmail, linkToken, registerWithPassword } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let staff: Awaited<ReturnType<typeof staffSignIn>>;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
  staff = await staffSignIn(ctx);
});
afterAll(() => ctx.close());

async function askForReset(email: string) {
  await call(ctx, { method: 'POST', url: '/api/user/password/forgot', payload: { email } });
  return latestEmail(ctx, email, 'password-reset');
}

describe('no live secret is shown to staff', () => {
  it('the outbox shows a reset e-mail with its link removed, and the read is audited', async () => {
    const customer = await registerWithPassword(ctx);
    const reset = await askForReset(customer.email);
    const liveToken = linkToken(reset.textBody);

    const list = await call(ctx, {
      url: `/api/admin/outbox?to=${encodeURIComponent(customer.email)}`,
      token: staff.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(liveToken);
    const shown = list.json<{ items: { id: string; kind: string; text: string }[] }>().items;
    expect(shown.find((item) => item.id === reset.id)?.text).toContain('/password/reset/[link removed]');

    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'outbox-email.viewed'), eq(auditLog.subjectId, reset.id)));
    expect(audited).toEqual([expect.objectContaining({ actorId: expect.any(String), subjectType: 'email' })]);

    // The attack that worked: the link staff could copy. It is still the customer's, unused.
    const takeover = await call(ctx, {
      method: 'PUT',
      url: `/api/user/password/reset/${liveToken}`,
      payload: { password: 'staff chose this one', confirmPassword: 'staff chose this one' },
    });
    expect(takeover.statusCode).toBe(200); // only because the test read the database, not the API
  });

  it('resending a failed reset e-mail writes a fresh link, never the old one', async () => {
    const customer = await registerWithPassword(ctx);
    const reset = await askForReset(customer.email);
    const oldToken = linkToken(reset.textBody);
    await ctx.database.db
      .update(outboxEmails)
      .set({ status: 'failed', attempts: 5, lastError: 'SMTP 550' })
      .where(eq(outboxEmails.id, reset.id));
    const resent = await call(ctx, {
      method: 'POST',
      url: `/api/admin/outbox/${reset.id}/resend`,
      token: staff.token,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.body).not.toMatch(/\/password\/reset\/[A-Za-z0-9_-]{20,}/);
    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, reset.id));
    expect(row?.status).toBe('pending');
    const freshToken = linkToken(row?.textBody ?? '');
    expect(freshToken).not.toBe(oldToken);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'email.resent'), eq(auditLog.subjectId, reset.id)));
    expect(audit?.after).toMatchObject({ freshLink: true });
  });

  it('a delivered e-mail keeps no usable secret', async () => {
    const customer = await registerWithPassword(ctx);
    const reset = await askForReset(customer.email);
    await outboxRepository(ctx.database.db).markSent(reset.id);
    const [row] = await ctx.database.db.select().from(outboxEmails).where(eq(outboxEmails.id, reset.id));
    expect(row?.textBody).toContain('/password/reset/[link removed]');
    expect(row?.textBody).not.toContain(linkToken(reset.textBody));
  });

  it("a staff read of a customer's page is audited", async () => {
    const customer = await registerWithPassword(ctx);
    const page = await call(ctx, { url: `/api/admin/customers/${customer.userId}`, token: staff.token });
    expect(page.statusCode).toBe(200);
    const audited = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'customer.viewed'), eq(auditLog.subjectId, customer.userId)));
    expect(audited).toHaveLength(1);
  });
});
