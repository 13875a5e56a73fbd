import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@kestrel/domain/schemas/admin';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { buyWarranty } from './dashboard-helpers';
import type { TestContext } from './helpers';
import { appWithStaff } from './staff-helpers';

let ctx: TestContext;
let staff: { token: string; email: string };
beforeAll(async () => ({ ctx, staff } = await appWithStaff()));
afterAll(() => ctx.close());

const asStaff = (url: string, payload?: Record<string, unknown>) =>
  call(ctx, { method: payload ? 'POST' : 'GET', url, token: staff.token, payload });

describe('the enquiries inbox', () => {
  it('lists new enquiries, replies by e-mail through the outbox, closes, and audits both', async () => {
    const email = `asker.${Date.now()}@example.com`;
    const sent = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: 'Ava Jones', email, message: 'Does Secure cover the clutch on a 2018 Golf?' },
    });
    expect(sent.statusCode).toBe(201);
    const inbox = (await asStaff('/api/admin/enquiries?status=new')).json<{ items: { id: string; email: string }[] }>();
    const enquiry = inbox.items.find((item) => item.email === email);
    expect(enquiry).toBeDefined();

    const replied = await asStaff(`/api/admin/enquiries/${enquiry?.id}/reply`, {
      message: 'Yes: the clutch is a listed part at every level.',
    });
    expect(replied.statusCode).toBe(200);
    expect(replied.json()).toMatchObject({ enquiry: { status: 'answered' } });
    const reply = await latestEmail(ctx, email, 'enquiry-reply');
    expect(reply.textBody).toContain('the clutch is a listed part');
    expect(reply.textBody).toContain('> Does Secure cover the clutch');

    expect((await asStaff(`/api/admin/enquiries/${enquiry?.id}/close`, {})).json()).toMatchObject({
      enquiry: { status: 'closed' },
    });
    const audit = (await asStaff('/api/admin/audit')).json<{ entries: AuditEntry[] }>().entries;
    expect(audit.slice(0, 2).map((e) => [e.action, e.subjectId, e.actor?.email])).toEqual([
      ['enquiry.closed', enquiry?.id, staff.email],
      ['enquiry.replied', enquiry?.id, staff.email],
    ]);
    expect((await asStaff('/api/admin/enquiries/00000000-0000-4000-8000-000000000000/close', {})).statusCode).toBe(404);
  });
});

describe('customers', () => {
  it('finds a customer and shows their warranties and payments, never a secret', async () => {
    const customer = await registerGuest(ctx, { firstname: 'Rhiannon', lastname: 'Evans' });
    const bought = await buyWarranty(ctx, customer);
    const list = (await asStaff('/api/admin/customers?q=rhiannon%20ev')).json<{
      items: { id: string; email: string }[];
      total: number;
    }>();
    expect(list.items.map((item) => item.email)).toContain(customer.user.email);
    const id = list.items.find((item) => item.email === customer.user.email)?.id ?? '';

    const page = await asStaff(`/api/admin/customers/${id}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({
      customer: { name: 'Rhiannon Evans', email: customer.user.email, signsInWithGoogle: false },
      warranties: [{ id: bought.warrantyId }],
      transactions: [{ _id: bought.transactionId, amount: bought.amount }],
    });
    expect(page.body).not.toMatch(/passwordHash|password_hash|totp|tokenHash|googleSub|\$argon2/);
    // Staff accounts are not customers.
    const me = (await asStaff('/api/admin/me')).json<{ user: { _id: string } }>().user._id;
    expect((await asStaff(`/api/admin/customers/${me}`)).statusCode).toBe(404);
  });
});
