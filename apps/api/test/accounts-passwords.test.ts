import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passwordTokens } from '../src/db/schema';
import { createTestApp, type TestContext } from './helpers';
import { call, latestEmail, linkToken, login, registerGuest, registerWithPassword } from './accounts-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0', BASE_URL: 'https://kestrel.test' });
});
afterAll(() => ctx.close());

const forgot = (email: string, remoteAddress?: string) =>
  call(ctx, {
    method: 'POST',
    url: '/api/user/password/forgot',
    payload: { email },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const reset = (token: string, password: string, confirmPassword = password) =>
  call(ctx, { method: 'PUT', url: `/api/user/password/reset/${token}`, payload: { password, confirmPassword } });

describe('forgot and reset password', () => {
  it('answers byte-identically for a known and an unknown e-mail, and e-mails only the known one', async () => {
    const account = await registerWithPassword(ctx);
    const known = await forgot(account.email);
    const unknown = await forgot('nobody-at-all@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.headers['content-length']).toBe(unknown.headers['content-length']);
    expect(known.json().message).toContain("we've sent a link to reset your password");

    const email = await latestEmail(ctx, account.email, 'password-reset');
    expect(email.textBody).toMatch(/https:\/\/kestrel\.test\/password\/reset\/[A-Za-z0-9_-]{43}\n/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const strays = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'nobody-at-all@example.com'));
    expect(strays).toHaveLength(0);
  });

  it('resets once, ends every session, and the new password works while the old one does not', async () => {
    const account = await registerWithPassword(ctx);
    const { token: oldSession } = await login(ctx, account.email, account.password);
    await forgot(account.email);
    const link = linkToken((await latestEmail(ctx, account.email, 'password-reset')).textBody);

    const res = await reset(link, 'a brand new passphrase');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Password updated, Login Again.' });
    expect(res.json()).not.toHaveProperty('token');

    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token: oldSession })).statusCode).toBe(401);
    await expect(login(ctx, account.email, 'a brand new passphrase')).resolves.toHaveProperty('token');
    const old = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: account.email, password: account.password },
    });
    expect(old.statusCode).toBe(400);

    const again = await reset(link, 'yet another passphrase');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_RESET_LINK');
    await latestEmail(ctx, account.email, 'password-changed');
  });

  it('lets exactly one of two simultaneous resets with one link through', async () => {
    const guest = await registerGuest(ctx);
    const link = linkToken((await latestEmail(ctx, guest.user.email, 'welcome-set-password')).textBody);
    const answers = await Promise.all([reset(link, 'first of two passwords'), reset(link, 'second of two passwords')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link', async () => {
    const account = await registerWithPassword(ctx);
    await forgot(account.email);
    const link = linkToken((await latestEmail(ctx, account.email, 'password-reset')).textBody);
    await ctx.database.db
      .update(passwordTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordTokens.userId, account.userId));
    const res = await reset(link, 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/expired or has already been used/);
  });

  it.each([
    ['too short', 'short', 'short', 'password', 'Your password must be at least 8 characters'],
    ['too long', 'x'.repeat(129), 'x'.repeat(129), 'password', 'Your password must be 128 characters or fewer'],
    ['not matching', 'a long passphrase', 'a long passphrasf', 'confirmPassword', 'The passwords do not match'],
  ])('refuses a password %s without using the link', async (_label, password, confirmPassword, field, message) => {
    const guest = await registerGuest(ctx);
    const link = linkToken((await latestEmail(ctx, guest.user.email, 'welcome-set-password')).textBody);
    const res = await reset(link, password, confirmPassword);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect((await reset(link, 'now a good passphrase')).statusCode).toBe(200);
  });

  it('refuses a common password, in any letter case', async () => {
    const guest = await registerGuest(ctx);
    const link = linkToken((await latestEmail(ctx, guest.user.email, 'welcome-set-password')).textBody);
    for (const common of ['password1234', 'PASSWORD1234', 'iloveyou', 'qwertyuiop']) {
      const res = await reset(link, common);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.password).toMatch(/too common/);
    }
  });

  it('answers 400 for a link that is not a token', async () => {
    const res = await reset('not%20a%20token', 'a brand new passphrase');
    expect(res.statusCode).toBe(400);
  });

  it('limits forgot-password per address (429) with the same answer for any e-mail', async () => {
    const remoteAddress = '10.8.8.8';
    for (let i = 0; i < 5; i += 1)
      expect((await forgot(`someone${i}@example.com`, remoteAddress)).statusCode).toBe(200);
    const res = await forgot('someone-else@example.com', remoteAddress);
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
  });

  it('limits forgot-password per e-mail across addresses', async () => {
    for (let i = 0; i < 3; i += 1) expect((await forgot('target@example.com')).statusCode).toBe(200);
    expect((await forgot('target@example.com')).statusCode).toBe(429);
  });
});

describe('PUT /api/user/update-password', () => {
  const change = (token: string, payload: object) =>
    call(ctx, { method: 'PUT', url: '/api/user/update-password', token, payload });

  it('changes the password, ends every session and answers a fresh token', async () => {
    const account = await registerWithPassword(ctx);
    const first = await login(ctx, account.email, account.password);
    const second = await login(ctx, account.email, account.password);
    const res = await change(first.token, {
      curPassword: account.password,
      newPassword: 'fresh passphrase here',
      confirmPassword: 'fresh passphrase here',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Your password has been changed. Any other devices have been signed out.');
    for (const old of [first.token, second.token]) {
      expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token: old })).statusCode).toBe(401);
    }
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token: body.token })).statusCode).toBe(200);
    await expect(login(ctx, account.email, 'fresh passphrase here')).resolves.toHaveProperty('token');
  });

  // Each case: the current, new and confirmed passwords typed (PASSWORD is the account's own), the field and its message.
  const fresh = 'fresh passphrase here';
  it.each([
    [
      'a wrong current password',
      ['not my password', fresh, fresh],
      'curPassword',
      'Your current password is incorrect',
    ],
    ['no current password', ['', fresh, fresh], 'curPassword', 'Enter your current password'],
    [
      'a short new password',
      ['PASSWORD', 'short', 'short'],
      'newPassword',
      'Your password must be at least 8 characters',
    ],
    ['a mismatch', ['PASSWORD', fresh, 'fresh passphrase'], 'confirmPassword', 'The new passwords do not match'],
    [
      'the same password',
      ['PASSWORD', 'PASSWORD', 'PASSWORD'],
      'newPassword',
      'Choose a new password that is different from your current one',
    ],
    [
      'a common password',
      ['PASSWORD', 'password1234', 'password1234'],
      'newPassword',
      expect.stringMatching(/too common/),
    ],
  ])('answers 400 with a message for %s', async (_label, typed, field, message) => {
    const account = await registerWithPassword(ctx);
    const { token } = await login(ctx, account.email, account.password);
    const [curPassword, newPassword, confirmPassword] = typed.map((text) =>
      text.replaceAll('PASSWORD', account.password),
    );
    const body = { curPassword, newPassword, confirmPassword };
    const res = await change(token, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toEqual(message);
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token })).statusCode).toBe(200);
  });

  it('tells a guest with no password how to set one', async () => {
    const { token } = await registerGuest(ctx);
    const res = await change(token, {
      curPassword: 'anything',
      newPassword: 'fresh passphrase here',
      confirmPassword: 'fresh passphrase here',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/Use Forgot Password/);
  });

  it('answers 401 without a session', async () => {
    const res = await call(ctx, {
      method: 'PUT',
      url: '/api/user/update-password',
      payload: { curPassword: 'a', newPassword: 'b'.repeat(8), confirmPassword: 'b'.repeat(8) },
    });
    expect(res.statusCode).toBe(401);
  });
});
