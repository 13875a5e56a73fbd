import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { totpCode } from '../src/modules/staff/totp';
import { call, login, registerGuest } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { newStaff, staffPassword, staffSignIn, staffStep1 } from './staff-helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const verify = (payload: Record<string, unknown>) =>
  call(ctx, { method: 'POST', url: '/api/admin/login/verify', payload });

describe('every back-office route is staff only, with a second factor', () => {
  it('answers 401 without a session, 403 to a customer and to staff without a one-time code', async () => {
    const routes = ctx.app.adminRoutes;
    expect(routes.length).toBeGreaterThanOrEqual(3);
    const customer = await registerGuest(ctx);
    const staffEmail = await newStaff(ctx);
    // A staff password through the customers' login: a session, but without the second factor.
    const passwordOnly = await login(ctx, staffEmail, staffPassword);
    const staff = await staffSignIn(ctx);

    for (const route of routes) {
      const url = route.url.replace(/:(\w+)/g, '00000000-0000-4000-8000-000000000000');
      const request = {
        method: route.method as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        payload: route.method === 'GET' ? undefined : {},
      };
      expect((await call(ctx, request)).statusCode, `${route.method} ${url} anonymous`).toBe(401);
      expect(
        (await call(ctx, { ...request, token: customer.token })).statusCode,
        `${route.method} ${url} customer`,
      ).toBe(403);
      const halfSignedIn = await call(ctx, { ...request, token: passwordOnly.token });
      expect(halfSignedIn.statusCode, `${route.method} ${url} staff without a code`).toBe(403);
      expect(halfSignedIn.json()).toMatchObject({ error: { message: expect.stringContaining('one-time code') } });
      const asStaff = await call(ctx, { ...request, token: staff.token });
      expect([401, 403], `${route.method} ${url} as staff`).not.toContain(asStaff.statusCode);
      expect(asStaff.statusCode, `${route.method} ${url} as staff`).toBeLessThan(500);
    }
  });
});

describe('staff sign-in with a one-time password', () => {
  it('sets up TOTP at the first sign-in and gives ten recovery codes once', async () => {
    const email = await newStaff(ctx);
    const step1 = await staffStep1(ctx, email);
    expect(step1.statusCode).toBe(200);
    const { challenge, setup } = step1.json<{ challenge: string; setup: { secret: string; otpauthUrl: string } }>();
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);

    const wrong = await verify({
      challenge,
      code: '000000' === totpCode(setup.secret, new Date()) ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(400);
    const code = totpCode(setup.secret, new Date());
    const right = await verify({ challenge, code });
    expect(right.statusCode).toBe(200);
    const answer = right.json<{ token: string; recoveryCodes: string[]; user: Record<string, unknown> }>();
    expect(answer.recoveryCodes).toHaveLength(10);
    expect(answer.user).not.toHaveProperty('totpSecret');
    expect(JSON.stringify(answer.user)).not.toContain(setup.secret);
    expect((await call(ctx, { url: '/api/admin/me', token: answer.token })).statusCode).toBe(200);

    // The challenge is spent; the next sign-in asks for a code without showing the secret again.
    expect((await verify({ challenge, code })).statusCode).toBe(400);
    const again = await staffStep1(ctx, email);
    expect(again.json()).toMatchObject({ setup: null });
    // The same code cannot be used twice.
    const replay = await verify({ challenge: again.json<{ challenge: string }>().challenge, code });
    expect(replay.statusCode).toBe(400);
  });

  it('takes a recovery code once, instead of a code', async () => {
    const staff = await staffSignIn(ctx);
    const [code] = staff.recoveryCodes;
    const first = (await staffStep1(ctx, staff.email)).json<{ challenge: string }>();
    expect((await verify({ challenge: first.challenge, recoveryCode: code })).statusCode).toBe(200);
    const second = (await staffStep1(ctx, staff.email)).json<{ challenge: string }>();
    expect((await verify({ challenge: second.challenge, recoveryCode: code })).statusCode).toBe(400);
  });

  it('refuses a customer, a wrong password and a malformed code with the same words', async () => {
    const customer = await registerGuest(ctx);
    const notStaff = await staffStep1(ctx, customer.user.email, 'whatever password');
    const email = await newStaff(ctx);
    const wrongPassword = await staffStep1(ctx, email, 'not the password at all');
    expect(notStaff.statusCode).toBe(400);
    expect(wrongPassword.statusCode).toBe(400);
    expect(notStaff.json()).toEqual(wrongPassword.json());
    const malformed = await verify({ challenge: 'x', code: '12ab' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
  });

  it('npm run admin:create promotes an existing account and ends its sessions', async () => {
    const customer = await registerGuest(ctx);
    const { createStaff } = await import('../src/modules/staff/create-staff');
    expect(await createStaff(ctx.database.db, { email: customer.user.email, password: staffPassword })).toMatchObject({
      created: false,
    });
    expect((await call(ctx, { url: '/api/user/profile', token: customer.token })).statusCode).toBe(401);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.email, customer.user.email));
    expect(row?.role).toBe('staff');
    await expect(createStaff(ctx.database.db, { email: 'x@kestrel.test', password: 'short' })).rejects.toThrow(
      /12 characters/,
    );
  });
});
