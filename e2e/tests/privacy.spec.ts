import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { customerWithPassword, demoCustomer, fillLogin } from './account-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/** Signs in through the login page and lands on "Your data". */
async function signInToYourData(page: Page, email: string, password: string) {
  await page.goto('/dashboard/your-data');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL('/dashboard/your-data');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your data');
}

test.describe('your data (docs/privacy.md)', () => {
  test('sign out everywhere else ends the other sign-in and keeps this one', async ({ page, browser }) => {
    const customer = await customerWithPassword(page.request);
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signInToYourData(otherPage, customer.email, customer.password);
    await signInToYourData(page, customer.email, customer.password);
    await expect(page.getByRole('button', { name: /^Sign out of / })).toHaveCount(1);
    await page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await expect(page.getByText('You have been signed out on every other device.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sign out of / })).toHaveCount(0);
    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login|\/auth/);
    await other.close();
  });

  test('the demo customer downloads everything we hold as one JSON file', async ({ page }) => {
    await signInToYourData(page, demoCustomer.email, demoCustomer.password);
    await expect(page.getByText(/\(this device\)/)).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('kestrel-my-data.json');
    const data = JSON.parse(await readFile((await file.path()) ?? '', 'utf8')) as {
      format: string;
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(data.format).toBe('kestrel-my-data');
    expect(data.tables.users?.[0]?.email).toBe(demoCustomer.email);
    expect(data.tables.warranties?.length).toBeGreaterThan(0);
    expect(Object.keys(data.tables.users?.[0] ?? {})).not.toContain('password_hash');
  });

  test('a fresh customer deletes their account after giving the password again', async ({ page }) => {
    const customer = await customerWithPassword(page.request);
    await signInToYourData(page, customer.email, customer.password);
    await expect(page.getByRole('heading', { name: 'What we keep, and why' })).toBeVisible();

    const password = page.getByLabel('Your password', { exact: true });
    await password.fill('not the password');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByText('Your password is incorrect.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await password.fill(customer.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Your account has been deleted.')).toBeVisible();

    // The old details no longer sign in.
    const login = await page.request.post('/api/user/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(400);
  });
});

test.describe('data requests in the back office (docs/privacy.md)', () => {
  test('staff record an erasure request that came by phone and erase the account', async ({ page }) => {
    const customer = await customerWithPassword(page.request);
    const staff = await newStaff(page.request, 'Privacy');
    await staffSignsIn(page, staff.email, '/admin/privacy');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data requests' })).toBeVisible();

    await page.getByLabel('What they asked for').selectOption('erasure');
    await page.getByLabel('How it came').selectOption('phone');
    await page.getByLabel('Who asked').fill('Sam Guest');
    await page.getByLabel('Received on').fill('2026-01-31');
    await page.getByLabel('Customer account e-mail').fill(customer.email);
    await page.getByLabel('How you checked who they are').fill('Called back on the number on the account.');
    await page.getByRole('button', { name: 'Record request' }).click();
    const card = page.getByRole('listitem').filter({ hasText: 'Due 2026-02-28' }).first();
    await expect(card).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await card.getByRole('button', { name: 'Erase the account' }).click();
    await expect(page.getByText('Account erased; request closed.')).toBeVisible();
    const login = await page.request.post('/api/user/login', {
      data: { email: customer.email, password: customer.password },
    });
    expect(login.status()).toBe(400);
  });
});
