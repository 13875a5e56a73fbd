import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { totpCode } from '../src/modules/staff/totp';
import { call, registerGuest, registerWithPassword } from './accounts-helpers';
import { captureLog, createTestApp, type TestContext } from './helpers';
import { staffSignIn } from './staff-helpers';

const log = captureLog();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { logStream: log.stream });
});
afterAll(() => ctx.close());

const signIn = (email: string, password: string, device?: string) =>
  call(ctx, {
    method: 'POST',
    url: '/api/user/login',
    payload: { email, password },
    ...(device ? { cookies: { kw_device: device } } : {}),
  });

function deviceCookie(res: Awaited<ReturnType<typeof signIn>>): string {
  const cookie = res.cookies.find((c) => c.name === 'kw_device');
  if (!cookie) throw new Error('no device cookie');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/user/login' });
  return cookie.value;
}

const securityEvents = () =>
  log.entries().flatMap((entry) => (entry.security ? [entry.security as Record<string, unknown>] : []));

describe('brute force without lock-out', () => {
  it('ten wrong passwords from ten addresses throttle strangers, but the owner’s device still gets in', async () => {
    const owner = await registerWithPassword(ctx);
    const device = deviceCookie(await signIn(owner.email, owner.password));
    for (let i = 0; i < 10; i += 1) expect((await signIn(owner.email, `wrong ${i}`)).statusCode).toBe(400);

    const stranger = await signIn(owner.email, owner.password);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(stranger.headers['retry-after'])).toBeLessThanOrEqual(900);

    const fromOwnDevice = await signIn(owner.email, owner.password, device);
    expect(fromOwnDevice.statusCode).toBe(200);
    expect(fromOwnDevice.json()).toHaveProperty('token');
  });

  it('a device has its own limit, and a cookie made for another account or forged does not count', async () => {
    const owner = await registerWithPassword(ctx);
    const other = await registerWithPassword(ctx);
    const otherDevice = deviceCookie(await signIn(other.email, other.password));
    const ownDevice = deviceCookie(await signIn(owner.email, owner.password));
    for (let i = 0; i < 10; i += 1) {
      expect((await signIn(owner.email, `wrong ${i}`, ownDevice)).statusCode).toBe(400);
    }
    expect((await signIn(owner.email, owner.password, ownDevice)).statusCode).toBe(429);
    // The account's own count is untouched by the device's failures…
    expect((await signIn(owner.email, owner.password)).statusCode).toBe(200);
    // …and another account's cookie, or a forged one, is a stranger's.
    for (let i = 0; i < 10; i += 1) await signIn(owner.email, `wrong again ${i}`, otherDevice);
    expect((await signIn(owner.email, owner.password, otherDevice)).statusCode).toBe(429);
    const forged = `${ownDevice.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await signIn(owner.email, owner.password, forged)).statusCode).toBe(429);
  });

  it('every 429 carries Retry-After: sign-in per address, forgot password, route limits', async () => {
    const account = await registerWithPassword(ctx);
    let forgot = null;
    for (let i = 0; i < 5 && !forgot; i += 1) {
      const res = await call(ctx, {
        method: 'POST',
        url: '/api/user/password/forgot',
        payload: { email: account.email },
      });
      if (res.statusCode === 429) forgot = res;
    }
    expect(forgot?.statusCode).toBe(429);
    expect(Number(forgot?.headers['retry-after'])).toBeGreaterThan(0);

    let perAddress = null;
    for (let i = 0; i < 25 && !perAddress; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/user/login',
        remoteAddress: '10.8.8.8',
        payload: { email: `nobody${i}@example.com`, password: 'wrong password' },
      });
      if (res.statusCode === 429) perAddress = res;
    }
    expect(Number(perAddress?.headers['retry-after'])).toBeGreaterThan(0);

    let routeLimit = null;
    for (let i = 0; i < 12 && !routeLimit; i += 1) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `/api/user/password/reset/${'x'.repeat(43)}`,
        remoteAddress: '10.7.7.7',
        payload: { password: 'a new passphrase', confirmPassword: 'a new passphrase' },
      });
      if (res.statusCode === 429) routeLimit = res;
    }
    expect(Number(routeLimit?.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the security-event log', () => {
  it('logs a failed sign-in, a failed second factor, a 401 and a refused read, without secrets', async () => {
    const customer = await registerGuest(ctx);
    await signIn(customer.user.email, 'not the password');
    const staff = await staffSignIn(ctx);
    const step1 = await call(ctx, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: 'a long staff passphrase' },
    });
    await call(ctx, {
      method: 'POST',
      url: '/api/admin/login/verify',
      payload: { challenge: step1.json().challenge, code: '000000' },
    });
    await call(ctx, { url: '/api/user/profile', token: 'x'.repeat(43) });
    const someoneElses = '00000000-0000-4000-8000-000000000001';
    for (const url of [
      `/api/warranty/my-warranty/${someoneElses}`,
      `/api/download-pdf/certificate/${someoneElses}`,
      `/api/download-pdf/receipt/${someoneElses}`,
      `/api/transaction/my-transaction/${someoneElses}`,
    ]) {
      await call(ctx, { url, token: customer.token });
    }

    const events = securityEvents();
    expect(events).toContainEqual(expect.objectContaining({ event: 'sign-in-failed', route: '/api/user/login' }));
    expect(events).toContainEqual(
      expect.objectContaining({ event: 'second-factor-failed', route: '/api/admin/login/verify' }),
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        event: 'unauthenticated',
        route: '/api/user/profile',
        reason: 'unknown or ended session',
      }),
    );
    const refused = events.filter((event) => event.event === 'refused-read' && event.resourceId === someoneElses);
    expect(refused.map((event) => event.route)).toEqual([
      '/api/warranty/my-warranty/:id',
      '/api/download-pdf/certificate/:id',
      '/api/download-pdf/receipt/:id',
      '/api/transaction/my-transaction/:id',
    ]);
    expect(refused[0]).toMatchObject({
      userId: customer.user._id,
      ip: expect.any(String),
      at: expect.stringMatching(/Z$/),
    });
    const text = log.text();
    for (const secret of ['not the password', customer.token, 'x'.repeat(43), 'a long staff passphrase']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('staff TOTP secrets encrypted at rest', () => {
  it('stores the secret sealed, and a secret stored in clear before is sealed at the next sign-in', async () => {
    const staff = await staffSignIn(ctx);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, staff.email));
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect(row?.totpSecret).not.toContain(staff.secret);

    await ctx.database.db.update(users).set({ totpSecret: staff.secret }).where(eq(users.email, staff.email));
    const step1 = await call(ctx, {
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: staff.email, password: 'a long staff passphrase' },
    });
    expect(step1.statusCode).toBe(200);
    const [after] = await ctx.database.db.select().from(users).where(eq(users.email, staff.email));
    expect(after?.totpSecret).toMatch(/^v1\./);
    const step2 = await call(ctx, {
      method: 'POST',
      url: '/api/admin/login/verify',
      payload: { challenge: step1.json().challenge, code: totpCode(staff.secret, new Date(Date.now() + 30_000)) },
    });
    expect(step2.statusCode).toBe(200);
  });
});
