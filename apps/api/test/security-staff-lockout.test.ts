import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';
import { newStaff, staffPassword } from './staff-helpers';
import { totpCode } from '../src/modules/staff/totp';

/*
 * Issue #35 finding 6: ten wrong passwords for a staff e-mail from anywhere locked the owner out
 * (429, Retry-After: 900, again and again). Staff now have the known-device rule customers have: a
 * device becomes known only after both factors, and failures from it count against it alone.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const COOKIE = 'kw_staff_device';

const step1 = (email: string, password: string, device?: string) =>
  call(ctx, {
    method: 'POST',
    url: '/api/admin/login',
    payload: { email, password },
    ...(device ? { cookies: { [COOKIE]: device } } : {}),
  });

const step2 = (payload: Record<string, string>, device?: string) =>
  call(ctx, {
    method: 'POST',
    url: '/api/admin/login/verify',
    payload,
    ...(device ? { cookies: { [COOKIE]: device } } : {}),
  });

/** Signs a new staff member in with both factors; answers their device cookie and recovery codes. */
async function ownerWithDevice() {
  const email = await newStaff(ctx);
  const first = (await step1(email, staffPassword)).json<{ challenge: string; setup: { secret: string } }>();
  const verified = await step2({ challenge: first.challenge, code: totpCode(first.setup.secret, new Date()) });
  expect(verified.statusCode).toBe(200);
  const cookie = verified.cookies.find((c) => c.name === COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin/login' });
  return { email, device: cookie!.value, codes: verified.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('staff sign-in that strangers cannot block', () => {
  it('ten wrong passwords from elsewhere throttle strangers, but the owner’s device signs in with both factors', async () => {
    const owner = await ownerWithDevice();
    for (let i = 0; i < 10; i += 1) expect((await step1(owner.email, `wrong ${i}`)).statusCode).toBe(400);

    const stranger = await step1(owner.email, staffPassword);
    expect(stranger.statusCode).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(800);

    const fromOwnDevice = await step1(owner.email, staffPassword, owner.device);
    expect(fromOwnDevice.statusCode).toBe(200);
    const { challenge } = fromOwnDevice.json<{ challenge: string }>();
    const session = await step2({ challenge, recoveryCode: owner.codes[0]! }, owner.device);
    expect(session.statusCode).toBe(200);
    expect(session.json()).toHaveProperty('token');
  });

  it('a device becomes known only after the second factor, and a password alone sets no cookie', async () => {
    const email = await newStaff(ctx);
    const first = await step1(email, staffPassword);
    expect(first.statusCode).toBe(200);
    expect(first.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
    const wrongCode = await step2({ challenge: first.json<{ challenge: string }>().challenge, code: '000000' });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.cookies.find((c) => c.name === COOKIE)).toBeUndefined();
  });

  it('failures from the owner’s device count against it alone; a forged or another account’s cookie counts as none', async () => {
    const owner = await ownerWithDevice();
    const other = await ownerWithDevice();
    for (let i = 0; i < 10; i += 1) {
      expect((await step1(owner.email, `wrong ${i}`, owner.device)).statusCode).toBe(400);
    }
    expect((await step1(owner.email, staffPassword, owner.device)).statusCode).toBe(429);
    // The account's own count is untouched by the device's failures…
    expect((await step1(owner.email, staffPassword)).statusCode).toBe(200);
    // …and a cookie made for another staff member, or forged, is the account's count, not a device's.
    for (let i = 0; i < 10; i += 1) {
      expect((await step1(owner.email, `wrong ${i}`, other.device)).statusCode).toBe(400);
    }
    const forged = `${owner.device.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await step1(owner.email, staffPassword, forged)).statusCode).toBe(429);
    expect((await step1(owner.email, staffPassword, other.device)).statusCode).toBe(429);
  });
});
