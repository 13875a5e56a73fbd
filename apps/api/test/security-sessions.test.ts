import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@kestrel/domain/schemas/admin';
import { createTestApp, type TestContext } from './helpers';
import { call, latestEmail, linkToken, login, registerWithPassword } from './accounts-helpers';
import { staffSignIn } from './staff-helpers';

/**
 * SECURITY A5 (docs/security.md, finding 8): the session cookie's flags, the CSRF defence of writes it
 * authenticates, idle and absolute timeouts (on a clock the test moves), sign-out, reset, and
 * accounts staff disable.
 */

let offsetMs = 0;
const HOUR = 3_600_000;
const MINUTE = 60_000;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ OUTBOX_POLL_MS: '0' }, { clock: () => new Date(Date.now() + offsetMs) });
});
afterAll(() => ctx.close());

type Inject = Parameters<typeof call>[1];
/** A request as our own pages send it: the cookie, our Origin, a JSON body for writes. */
const fromPage = (cookie: string, options: Inject) =>
  call(ctx, {
    ...options,
    headers: {
      origin: new URL(ctx.config.baseUrl).origin,
      'sec-fetch-site': 'same-origin',
      cookie: `kw_session=${cookie}`,
      ...options.headers,
    },
  });
const profile = (cookie: string) => fromPage(cookie, { method: 'GET', url: '/api/user/profile' });

async function cookieSignIn() {
  const account = await registerWithPassword(ctx);
  const res = await call(ctx, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email: account.email, password: account.password },
  });
  expect(res.statusCode).toBe(200);
  const cookie = res.cookies.find((c) => c.name === 'kw_session');
  return { ...account, res, cookie: cookie!.value, token: res.json<{ token: string }>().token };
}

describe('the session cookie', () => {
  it('is set at login: HttpOnly, SameSite=Lax, path /, not Secure on plain http, ending with the session', async () => {
    offsetMs = 0;
    const { res, cookie, token, email, password } = await cookieSignIn();
    const set = res.cookies.find((c) => c.name === 'kw_session');
    expect(set).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(set?.secure).toBeFalsy();
    expect(set?.domain).toBeUndefined();
    expect(Math.abs(new Date(set!.expires!).getTime() - (Date.now() + 24 * HOUR))).toBeLessThan(5 * MINUTE);
    expect(cookie).toBe(token);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await profile(cookie)).statusCode).toBe(200);
    // A new token at every sign-in (SECURITY A5).
    const again = await login(ctx, email, password);
    expect(again.token).not.toBe(cookie);
  });

  it('is __Host- prefixed and Secure where the site is served over https', async () => {
    const secure = await createTestApp({ OUTBOX_POLL_MS: '0', BASE_URL: 'https://kestrel.test' });
    try {
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/user/register',
        payload: {
          firstname: 'Hana',
          lastname: 'Ito',
          email: 'hana.secure@example.com',
          mobile_no: '07911 123456',
          addr: { address: '1 Quay Street', city: 'Bristol', postcode: 'BS1 4DJ' },
        },
      });
      expect(res.statusCode).toBe(200);
      const set = res.cookies.find((c) => c.name === '__Host-kw_session');
      expect(set).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
      expect(set?.domain).toBeUndefined();
      expect(res.cookies.find((c) => c.name === 'kw_session')).toBeUndefined();
      const me = await secure.app.inject({
        method: 'GET',
        url: '/api/user/profile',
        cookies: { '__Host-kw_session': set!.value },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  }, 60_000);
});

describe('writes the cookie authenticates (CSRF)', () => {
  const logout = (cookie: string, headers: Record<string, string>, payload: unknown = {}) =>
    fromPage(cookie, { method: 'POST', url: '/api/user/logout', headers, payload: payload as object });

  it.each([
    ['a text/plain body', { 'content-type': 'text/plain' }, 'x'],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=1'],
    ['another Origin', { origin: 'https://evil.example' }, {}],
    ['no Origin', { origin: '' }, {}],
    ['an opaque Origin', { origin: 'null' }, {}],
    ['Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }, {}],
  ])('refuses %s with 403 and leaves the session alone', async (_label, headers, payload) => {
    const { cookie } = await cookieSignIn();
    const res = await logout(cookie, headers, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('FORBIDDEN');
    expect((await profile(cookie)).statusCode).toBe(200);
  });

  it('lets a JSON write from our own page through, and a bearer client needs no Origin', async () => {
    const { cookie, email, password } = await cookieSignIn();
    expect((await logout(cookie, {})).statusCode).toBe(204);
    const { token } = await login(ctx, email, password);
    const bearer = await call(ctx, { method: 'POST', url: '/api/user/logout', token });
    expect(bearer.statusCode).toBe(204);
  });
});

describe('ending a session', () => {
  it('sign-out revokes the session and clears the cookie; the cookie replayed is refused', async () => {
    const { cookie } = await cookieSignIn();
    const res = await fromPage(cookie, { method: 'POST', url: '/api/user/logout', payload: {} });
    expect(res.statusCode).toBe(204);
    const cleared = res.cookies.find((c) => c.name === 'kw_session');
    expect(cleared?.value).toBe('');
    expect(new Date(cleared!.expires!).getTime()).toBeLessThan(Date.now());
    expect((await profile(cookie)).statusCode).toBe(401);
  });

  it('a password reset ends every session and clears the cookie', async () => {
    const { cookie, email } = await cookieSignIn();
    await call(ctx, { method: 'POST', url: '/api/user/password/forgot', payload: { email } });
    const link = linkToken((await latestEmail(ctx, email, 'password-reset')).textBody);
    const res = await call(ctx, {
      method: 'PUT',
      url: `/api/user/password/reset/${link}`,
      headers: { cookie: `kw_session=${cookie}` },
      payload: { password: 'a brand new passphrase', confirmPassword: 'a brand new passphrase' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'kw_session')?.value).toBe('');
    expect((await profile(cookie)).statusCode).toBe(401);
  });
});

describe('timeouts', () => {
  it('a customer session ends after 2 hours idle; each request moves the idle clock on', async () => {
    offsetMs = 0;
    const { cookie } = await cookieSignIn();
    offsetMs = 1 * HOUR + 59 * MINUTE;
    expect((await profile(cookie)).statusCode).toBe(200);
    offsetMs = 3 * HOUR + 50 * MINUTE;
    expect((await profile(cookie)).statusCode).toBe(200);
    offsetMs = 5 * HOUR + 51 * MINUTE;
    expect((await profile(cookie)).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('a customer session ends 24 hours after sign-in however busy it is', async () => {
    offsetMs = 0;
    const { cookie } = await cookieSignIn();
    for (let hours = 1; hours <= 23; hours += 1) {
      offsetMs = hours * HOUR;
      expect((await profile(cookie)).statusCode).toBe(200);
    }
    offsetMs = 24 * HOUR + MINUTE;
    expect((await profile(cookie)).statusCode).toBe(401);
    offsetMs = 0;
  });

  it('a staff session ends after 30 minutes idle, and 12 hours after sign-in', async () => {
    offsetMs = 0;
    const idle = await staffSignIn(ctx);
    const me = (token: string) => call(ctx, { method: 'GET', url: '/api/admin/me', token });
    offsetMs = 29 * MINUTE;
    expect((await me(idle.token)).statusCode).toBe(200);
    offsetMs = 60 * MINUTE;
    expect((await me(idle.token)).statusCode).toBe(401);

    offsetMs = 0;
    const busy = await staffSignIn(ctx);
    for (let minutes = 25; minutes < 12 * 60; minutes += 25) {
      offsetMs = minutes * MINUTE;
      expect((await me(busy.token)).statusCode).toBe(200);
    }
    offsetMs = 12 * HOUR + MINUTE;
    expect((await me(busy.token)).statusCode).toBe(401);
    offsetMs = 0;
  });
});

describe('staff disable an account', () => {
  it('ends its sessions at once, refuses its sign-in with ACCOUNT_DISABLED, audits both ways', async () => {
    offsetMs = 0;
    const staff = await staffSignIn(ctx);
    const customer = await cookieSignIn();
    const admin = (url: string) => call(ctx, { method: 'POST', url, token: staff.token, payload: {} });

    const off = await admin(`/api/admin/customers/${customer.userId}/disable`);
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ disabled: true, message: expect.stringContaining('every session') });
    expect((await profile(customer.cookie)).statusCode).toBe(401);
    expect((await call(ctx, { method: 'GET', url: '/api/user/profile', token: customer.token })).statusCode).toBe(401);

    const refused = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: customer.email, password: customer.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: expect.stringContaining('This account has been disabled'),
    });
    expect(refused.cookies.find((c) => c.name === 'kw_session')).toBeUndefined();
    // A wrong password learns nothing about it.
    const wrong = await call(ctx, {
      method: 'POST',
      url: '/api/user/login',
      payload: { email: customer.email, password: 'not the password at all' },
    });
    expect(wrong.statusCode).toBe(400);

    const detail = await call(ctx, {
      method: 'GET',
      url: `/api/admin/customers/${customer.userId}`,
      token: staff.token,
    });
    expect(detail.json().customer.disabled).toBe(true);

    expect((await admin(`/api/admin/customers/${customer.userId}/enable`)).json().disabled).toBe(false);
    expect((await login(ctx, customer.email, customer.password)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const audit = (await call(ctx, { method: 'GET', url: '/api/admin/audit', token: staff.token })).json<{
      entries: AuditEntry[];
    }>().entries;
    const mine = audit.filter((e) => e.subjectId === customer.userId && e.action !== 'customer.viewed');
    expect(mine.map((e) => [e.action, e.actor?.email])).toEqual([
      ['customer.enabled', staff.email],
      ['customer.disabled', staff.email],
    ]);
  });

  it('is staff only, and 404 for an id that is not a customer', async () => {
    const staff = await staffSignIn(ctx);
    const customer = await cookieSignIn();
    const asCustomer = await call(ctx, {
      method: 'POST',
      url: `/api/admin/customers/${customer.userId}/disable`,
      token: customer.token,
      payload: {},
    });
    expect(asCustomer.statusCode).toBe(403);
    const staffRow = (await call(ctx, { method: 'GET', url: '/api/admin/me', token: staff.token })).json().user._id;
    for (const id of [staffRow, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(ctx, {
        method: 'POST',
        url: `/api/admin/customers/${id}/disable`,
        token: staff.token,
        payload: {},
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
