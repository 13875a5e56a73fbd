import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../src/db/schema';
import { call, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' });
  token = (await staffSignIn(ctx)).token;
});
afterAll(() => ctx.close());

describe('the outbox in the back office', () => {
  it('lists every e-mail by recipient and status, and sends a failed one again once', async () => {
    const customer = await registerGuest(ctx);
    const list = await call(ctx, { url: `/api/admin/outbox?to=${encodeURIComponent(customer.user.email)}`, token });
    expect(list.statusCode).toBe(200);
    const [welcome] = list.json<{ items: { id: string; kind: string; status: string }[] }>().items;
    expect(welcome).toMatchObject({ kind: 'welcome-set-password', status: 'pending' });

    const notFailed = await call(ctx, {
      method: 'POST',
      url: `/api/admin/outbox/${welcome?.id}/resend`,
      token,
      payload: {},
    });
    expect(notFailed.statusCode).toBe(409);

    await ctx.database.db
      .update(outboxEmails)
      .set({ status: 'failed', attempts: 5, lastError: 'SMTP 550' })
      .where(eq(outboxEmails.id, welcome?.id ?? ''));
    const failed = await call(ctx, { url: '/api/admin/outbox?status=failed', token });
    expect(failed.json<{ items: { id: string; lastError: string }[] }>().items).toContainEqual(
      expect.objectContaining({ id: welcome?.id, lastError: 'SMTP 550' }),
    );
    const resent = await call(ctx, {
      method: 'POST',
      url: `/api/admin/outbox/${welcome?.id}/resend`,
      token,
      payload: {},
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ email: { status: 'pending', attempts: 0, lastError: null } });
    const again = await call(ctx, {
      method: 'POST',
      url: `/api/admin/outbox/${welcome?.id}/resend`,
      token,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
  });
});
