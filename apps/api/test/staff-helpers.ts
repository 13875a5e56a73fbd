import { totpCode } from '../src/modules/staff/totp';
import { createStaff } from '../src/modules/staff/create-staff';
import { call } from './accounts-helpers';
import { createTestApp, type TestContext } from './helpers';

let staffCount = 0;
export const staffPassword = 'a long staff passphrase';

/** A staff account made as `npm run admin:create` makes it. */
export async function newStaff(ctx: TestContext) {
  staffCount += 1;
  const email = `staff.${staffCount}.${Date.now()}@kestrel.test`;
  await createStaff(ctx.database.db, {
    email,
    password: staffPassword,
    firstname: 'Sam',
    lastname: `Staff${staffCount}`,
  });
  return email;
}

export async function staffStep1(ctx: TestContext, email: string, password = staffPassword) {
  return call(ctx, { method: 'POST', url: '/api/admin/login', payload: { email, password } });
}

/** Signs a staff member in through both steps (setting up TOTP the first time). */
export async function staffSignIn(ctx: TestContext, email?: string) {
  const address = email ?? (await newStaff(ctx));
  const step1 = await staffStep1(ctx, address);
  if (step1.statusCode !== 200) throw new Error(`staff login: ${step1.statusCode} ${step1.body}`);
  const { challenge, setup } = step1.json<{ challenge: string; setup: { secret: string } | null }>();
  if (!setup) throw new Error('expected a first sign-in with setup');
  const step2 = await call(ctx, {
    method: 'POST',
    url: '/api/admin/login/verify',
    payload: { challenge, code: totpCode(setup.secret, new Date()) },
  });
  if (step2.statusCode !== 200) throw new Error(`staff verify: ${step2.statusCode} ${step2.body}`);
  const answer = step2.json<{ token: string; recoveryCodes: string[] }>();
  return { email: address, secret: setup.secret, token: answer.token, recoveryCodes: answer.recoveryCodes };
}

/** A test app and a staff member signed in to it: what each back-office test starts with. */
export async function appWithStaff(): Promise<{ ctx: TestContext; staff: { token: string; email: string } }> {
  const ctx = await createTestApp();
  return { ctx, staff: await staffSignIn(ctx) };
}

/** The same, answering just the staff member's token beside the app. */
export async function appWithStaffToken(): Promise<{ ctx: TestContext; staffToken: string }> {
  const { ctx, staff } = await appWithStaff();
  return { ctx, staffToken: staff.token };
}
