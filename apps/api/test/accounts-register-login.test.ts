import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { call, guestDetails, latestEmail, login, registerGuest, registerWithPassword } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0', BASE_URL: 'https://kestrel.test' });
});
afterAll(() => ctx.close());

const register = (payload: unknown) =>
  call(ctx, { method: 'POST', url: '/api/user/register', payload: payload as object });

describe('POST /api/user/register (guest)', () => {
  it('answers a token, the user and a message, and e-mails a link to set a password', async () => {
    const details = guestDetails({ email: 'Priya.Shah+Guest@Example.com', mobile_no: '+44 7911 123456' });
    const res = await register(details);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new Date(body.expiresAt).getTime() - Date.now()).toBeGreaterThan(86_390_000);
    expect(body.message).toContain("We've emailed you a link to set a password");
    expect(body.user).toEqual({
      _id: expect.any(String),
      firstname: 'Priya',
      lastname: 'Shah',
      email: 'priya.shah+guest@example.com',
      mobile_no: '07911 123456',
      addr: { address: '12 High Street', city: 'Leeds', postcode: 'LS1 4DL' },
      profile_img: null,
      role: 'customer',
      hasPassword: false,
      googleLinked: false,
    });
    const email = await latestEmail(ctx, 'priya.shah+guest@example.com', 'welcome-set-password');
    expect(email.textBody).toMatch(/https:\/\/kestrel\.test\/password\/reset\/[A-Za-z0-9_-]{43}\n/);

    const profile = await call(ctx, { method: 'GET', url: '/api/user/profile', token: body.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user.email).toBe('priya.shah+guest@example.com');
  });

  it('stores the token only as a hash', async () => {
    const { token, user } = await registerGuest(ctx);
    const rows = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user._id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('answers 409 for an e-mail that already has an account, in any letter case', async () => {
    const { details } = await registerGuest(ctx);
    const res = await register({ ...guestDetails(), email: details.email.toUpperCase() });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'EMAIL_IN_USE',
      message: expect.stringContaining('already exists'),
    });
  });

  it.each([
    ['firstname', { firstname: ' ' }, 'Enter your first name'],
    ['lastname', { lastname: '' }, 'Enter your last name'],
    ['email', { email: 'priya@' }, 'Enter a valid email address'],
    ['mobile_no', { mobile_no: '12345' }, 'Enter a valid UK phone number, for example 07911 123456'],
    ['mobile_no', { mobile_no: '+33 1 23 45 67 89' }, 'Enter a valid UK phone number, for example 07911 123456'],
    ['addr.address', { addr: { address: '', city: 'Leeds', postcode: 'LS1 4DL' } }, 'Enter your address'],
    ['addr.city', { addr: { address: '1 A St', city: '', postcode: 'LS1 4DL' } }, 'Enter your town or city'],
    [
      'addr.postcode',
      { addr: { address: '1 A St', city: 'Leeds', postcode: '12345' } },
      'Enter a valid UK postcode, for example SW1A 1AA',
    ],
  ])('answers 400 naming %s', async (field, override, message) => {
    const res = await register(guestDetails(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a role, a password hash or any other unknown field', async () => {
    const res = await register({ ...guestDetails(), role: 'staff' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION_FAILED');
    const hashed = await register({ ...guestDetails(), passwordHash: 'x' });
    expect(hashed.statusCode).toBe(400);
  });

  it('answers 415 to a text/plain body', async () => {
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/user/register',
      payload: JSON.stringify(guestDetails()),
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/user/login', () => {
  it('logs in with the password set from the welcome link; the hash is argon2id', async () => {
    const account = await registerWithPassword(ctx, 'Ünïcødé pässwörd 🚗'.padEnd(64, '!'));
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email.toUpperCase(), password: account.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: account.email, hasPassword: true });
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, account.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives the same answer for a wrong password, an unknown e-mail and a guest with no password', async () => {
    const account = await registerWithPassword(ctx);
    const guest = await registerGuest(ctx);
    const answers = await Promise.all([
      call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: 'wrong password' },
      }),
      call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: 'nobody@example.com', password: 'wrong password' },
      }),
      call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: guest.user.email, password: 'wrong password' },
      }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe('{"error":{"code":"INVALID_CREDENTIALS","message":"Email or password is incorrect"}}');
    }
  });

  it('asks for what is missing', async () => {
    const res = await call(ctx, { method: 'POST', url: '/api/user/login', payload: { email: 'a@example.com' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.password).toBe('Enter your password');
  });

  it('never answers a password hash, token hash or Google subject', async () => {
    const account = await registerWithPassword(ctx);
    const res = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email, password: account.password },
    });
    expect(res.body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|googleSub/);
    const profile = await call(ctx, { method: 'GET', url: '/api/user/profile', token: res.json().token });
    expect(profile.body).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|googleSub/);
  });
});

describe('sessions', () => {
  it('logout revokes the token on the server', async () => {
    const { token } = await registerGuest(ctx);
    const out = await call(ctx, { method: 'POST', url: '/api/user/logout', token });
    expect(out.statusCode).toBe(204);
    const after = await call(ctx, { method: 'GET', url: '/api/user/profile', token });
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('UNAUTHORISED');
  });

  it('refuses a session older than 24 hours', async () => {
    const { token, user } = await registerGuest(ctx);
    await ctx.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user._id));
    const res = await call(ctx, { method: 'GET', url: '/api/user/profile', token });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['no header', undefined],
    ['a made-up token', 'Bearer aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
    ['a malformed bearer', 'Bearer <script>'],
  ])('answers 401 with %s', async (_label, authorization) => {
    const res = await call(ctx, {
      method: 'GET',
      url: '/api/user/profile',
      ...(authorization ? { headers: { authorization } } : {}),
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Your session has ended. Please log in again.');
  });
});

describe('login rate limits', () => {
  it('answers 429 after 10 failures for one account, from any number of addresses', async () => {
    const account = await registerWithPassword(ctx);
    for (let i = 0; i < 10; i += 1) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: account.email, password: `wrong ${i}` },
      });
      expect(res.statusCode).toBe(400);
    }
    const blocked = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email, password: account.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toMatch(/Too many login attempts/);
    // Another account is not affected.
    const other = await registerWithPassword(ctx);
    await expect(login(ctx, other.email, other.password)).resolves.toHaveProperty('token');
  });

  it('answers 429 after 20 attempts from one address, and a forged X-Forwarded-For does not help', async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < 20; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress,
        headers: { 'x-forwarded-for': `203.0.113.${i}` },
        payload: { email: `nobody${i}@example.com`, password: 'guess' },
      });
      expect(res.statusCode).toBe(400);
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/login',
      remoteAddress,
      headers: { 'x-forwarded-for': '198.51.100.7' },
      payload: { email: 'nobody@example.com', password: 'guess' },
    });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });
});
