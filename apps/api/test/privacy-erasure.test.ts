import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erasedEmail, erasureMessages } from '@kestrel/domain/privacy/erasure';
import { exportCustomerData } from '../src/modules/privacy/export-data';
import { call, latestEmail, registerGuest } from './accounts-helpers';
import { buyWarranty, staff } from './dashboard-helpers';
import { createTestApp, type TestContext } from './helpers';
import { distinctCustomer, whereTextOccurs } from './privacy-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const erase = (token: string, password: string) =>
  call(ctx, { method: 'POST', url: '/api/privacy/erase', token, payload: { password } });

async function totals() {
  const [row] = rowsOf<{ orders: number; transactions: number; count: number }>(
    await ctx.database.db.execute(sql`select
      (select coalesce(sum(amount), 0)::int from payment_orders) as orders,
      (select coalesce(sum(amount), 0)::int from transactions) as transactions,
      (select count(*)::int from transactions) as count`),
  );
  return row;
}

/** The identifying texts of a customer as the database may hold them. */
function identifiers(customer: Awaited<ReturnType<typeof distinctCustomer>>) {
  const { details } = customer;
  const mobile = details.mobile_no.replace(/\s/g, '').replace(/^0/, '');
  return {
    name: [details.firstname, details.lastname],
    email: [details.email],
    phone: [mobile],
    postcode: [details.addr.postcode],
  };
}

describe('Delete my account (UK GDPR Art. 17; docs/privacy.md)', () => {
  it('asks for the password again: a wrong one is refused on the field and nothing changes', async () => {
    const alice = await distinctCustomer(ctx);
    const res = await erase(alice.token, 'not my password');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ password: erasureMessages.wrongPassword });
    expect((await call(ctx, { url: '/api/user/profile', token: alice.token })).statusCode).toBe(200);
  });

  it('is refused while a warranty is in force, saying why and the way out', async () => {
    const alice = await distinctCustomer(ctx);
    await buyWarranty(ctx, alice);
    const res = await erase(alice.token, alice.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ account: erasureMessages.warrantyInForce });
    expect(erasureMessages.warrantyInForce).toMatch(/Cancel it|end date/);
    expect((await call(ctx, { url: '/api/user/profile', token: alice.token })).statusCode).toBe(200);
  });

  it('is refused while a complaint is open or with the arbiter, and allowed once it is answered', async () => {
    const alice = await distinctCustomer(ctx);
    const made = await call(ctx, {
      method: 'POST',
      url: '/api/complaints',
      token: alice.token,
      payload: { subject: 'service', description: 'Nobody called me back.' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const res = await erase(alice.token, alice.password);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.fields).toEqual({ account: erasureMessages.openComplaint });
    const id = made.json<{ complaint: { id: string } }>().complaint.id;
    await ctx.database.db.execute(sql`update complaints set status = 'responded', outcome = 'upheld',
      outcome_reasons = 'Sorry.', responded_at = now() where id = ${id}`);
    expect((await erase(alice.token, alice.password)).statusCode).toBe(200);
    // The complaint stays, under the pseudonymous account (the complaints rule).
    expect(rowsOf(await ctx.database.db.execute(sql`select id from complaints where id = ${id}`))).toHaveLength(1);
  });

  it('erases the customer at once: details gone everywhere, records kept under a pseudonym, totals unchanged', async () => {
    const alice = await distinctCustomer(ctx);
    const bob = await distinctCustomer(ctx);
    const bought = await buyWarranty(ctx, alice);
    await staff(ctx, bought.warrantyId, { status: 'cancelled' });
    await buyWarranty(ctx, bob);
    const enquiry = await call(ctx, {
      method: 'POST',
      url: '/api/enquiry',
      payload: { fullname: alice.details.firstname, email: alice.details.email, message: 'Please ring me back.' },
    });
    expect(enquiry.statusCode).toBe(201);
    const secondDevice = (
      await call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: alice.details.email, password: alice.password },
      })
    ).json<{ token: string }>().token;
    // A safe retry's kept answer repeats her details (docs/api.md): erasure forgets it too.
    const keyed = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-profile',
      token: alice.token,
      headers: { 'idempotency-key': `profile-${alice.userId}` },
      payload: alice.details,
    });
    expect(keyed.statusCode, keyed.body).toBe(200);
    const before = await totals();

    const res = await erase(alice.token, alice.password);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: erasureMessages.erased });

    // Every session ends; the details no longer sign in.
    for (const token of [alice.token, secondDevice]) {
      expect((await call(ctx, { url: '/api/user/profile', token })).statusCode).toBe(401);
    }
    const login = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: alice.details.email, password: alice.password },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.code).toBe('INVALID_CREDENTIALS');

    // The confirmation went to the address before it was removed, and names no one.
    const confirmation = await latestEmail(ctx, alice.details.email, 'account-erased');
    expect(confirmation.textBody).not.toContain(alice.details.firstname);

    // No text column anywhere holds the name, phone or postcode; the e-mail only as that confirmation's address.
    const found = identifiers(alice);
    for (const [what, texts] of Object.entries(found)) {
      for (const text of texts) {
        const where = await whereTextOccurs(ctx, text);
        expect(where, `${what} ${text}`).toEqual(what === 'email' ? ['outbox_emails.to_address'] : []);
      }
    }

    // The financial records stay, under the pseudonymous account, and still balance.
    expect(await totals()).toEqual(before);
    const kept = await exportCustomerData(ctx.database.db, alice.userId);
    expect(kept.tables.users).toEqual([
      expect.objectContaining({ email: erasedEmail(alice.userId), firstname: 'Erased', postcode: '' }),
    ]);
    expect(kept.tables.warranties).toHaveLength(1);
    expect(kept.tables.transactions).toHaveLength(1);
    expect(kept.tables.payment_orders).toHaveLength(1);
    for (const table of ['password_tokens', 'profile_images', 'enquiries'] as const) {
      expect(kept.tables[table], table).toEqual([]);
    }
    expect(kept.tables.sessions?.every((session) => session.revoked_at !== null)).toBe(true);
    // Earlier e-mails keep their kind and date, not their text.
    expect(kept.tables.outbox_emails?.length).toBeGreaterThan(0);
    for (const email of kept.tables.outbox_emails ?? [])
      expect(email).toMatchObject({ text_body: '', subject: '[erased]' });

    // Another customer is untouched.
    const bobProfile = await call(ctx, { url: '/api/user/profile', token: bob.token });
    expect(bobProfile.statusCode).toBe(200);
    expect(bobProfile.json().user.email).toBe(bob.details.email);
    expect(await whereTextOccurs(ctx, bob.details.lastname)).toEqual(['users.lastname']);

    // The same e-mail can register again, as a new customer.
    const again = await registerGuest(ctx, { ...alice.details });
    expect(again.user._id).not.toBe(alice.userId);

    // And a second erasure of the same account finds nothing.
    const twice = await erase(alice.token, alice.password);
    expect(twice.statusCode).toBe(401);
  });

  it('"sign out everywhere" ends every other session and keeps this device signed in with a fresh token', async () => {
    const alice = await distinctCustomer(ctx);
    const other = (
      await call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: alice.details.email, password: alice.password },
      })
    ).json<{ token: string }>().token;
    const res = await call(ctx, { method: 'POST', url: '/api/privacy/sign-out-everywhere', token: alice.token });
    expect(res.statusCode).toBe(200);
    const fresh = res.json<{ token: string }>().token;
    expect(fresh).not.toBe(alice.token);
    expect((await call(ctx, { url: '/api/user/profile', token: other })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/user/profile', token: alice.token })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/user/profile', token: fresh })).statusCode).toBe(200);
  });
});
