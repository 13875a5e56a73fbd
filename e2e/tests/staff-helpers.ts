import type { APIRequestContext, Page } from '@playwright/test';
import { totpCode } from '../../apps/api/src/modules/staff/totp';
import { uniqueEmail } from './account-helpers';
import { expect } from './fixtures';

export const staffPassword = 'a long staff passphrase';

/** A new staff account, made as `npm run admin:create` makes it (through the demo-only fixture). */
export async function newStaff(request: APIRequestContext, lastname = 'Reviewer') {
  const email = uniqueEmail('staff');
  const res = await request.post('/__emulators/staff/accounts', {
    data: { email, password: staffPassword, firstname: 'Alex', lastname },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, name: `Alex ${lastname}` };
}

/**
 * Signs in at /admin/login as a new staff member would: password, then the authenticator setup
 * (the secret read off the page, its code worked out as an app would), then the recovery codes.
 */
export async function staffSignsIn(page: Page, email: string, from = '/admin') {
  await page.goto(from);
  await expect(page).toHaveURL(/\/admin\/login\?redirectTo=/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(staffPassword);
  await page.getByRole('button', { name: 'Continue' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '') ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByRole('textbox', { name: 'One-time code' }).fill(totpCode(secret, new Date()));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  return secret;
}
