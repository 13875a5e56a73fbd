import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { demoCustomer, fillLogin, registerGuestByApi, uniqueEmail } from './account-helpers';

/**
 * The sign-in pages beyond the happy paths of sign-in.spec.ts: what each form says before it
 * calls the server, the ways Google sign-in stops short, and the offers made when an account
 * already exists. Every test makes its own users (parallel desktop and phone runs, one database).
 */

/** Counts calls to one API path, to prove a page refused something without asking the server. */
function countCalls(page: Page, path: string): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) calls.count += 1;
  });
  return calls;
}

const existingGoogleUser = /Eleanor Whitfield/;

test.describe('the login form', () => {
  test('says what is missing or malformed before asking the server', async ({ page }) => {
    const logins = countCalls(page, '/api/user/login');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter your email address', { exact: true })).toBeVisible();
    await expect(page.getByText('Enter your password', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
    await page.getByLabel('Password', { exact: true }).fill('whatever it is');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(logins.count).toBe(0);
  });

  test('lets the password be shown, and keeps it pasteable', async ({ page }) => {
    await page.goto('/auth/login');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await expect(password).toHaveAttribute('autocomplete', 'current-password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('ignores a redirectTo that leaves the site', async ({ page }) => {
    await page.goto(`/login?redirectTo=${encodeURIComponent('//example.org/steal')}`);
    await fillLogin(page, demoCustomer.email, demoCustomer.password);
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
  });
});

test.describe('Google sign-in', () => {
  test('from /auth/login goes on to /purchase/details', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await page.getByRole('button', { name: existingGoogleUser }).click();
    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(page.getByRole('button', { name: existingGoogleUser })).toBeVisible();
  });

  test('from a protected page returns to that page', async ({ page }) => {
    await page.goto('/purchase/cover');
    await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent('/purchase/cover')}`);
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await page.getByRole('button', { name: existingGoogleUser }).click();
    await expect(page).toHaveURL(/\/purchase\/cover$/);
  });

  test('cancelled at Google comes back to /login and says so', async ({ page }) => {
    await page.goto('/auth/login-method');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Google sign-in was cancelled.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('googleSignIn'))).toBeNull();
  });

  test('a callback with no sign-in under way is refused without calling the server', async ({ page }) => {
    const logins = countCalls(page, '/api/user/login');
    await page.goto('/auth/google-callback#id_token=an.unasked.token&state=someone-elses');
    await expect(page.getByRole('alert')).toHaveText('We could not complete Google sign-in. Please try again.');
    await expect(page).toHaveURL(/\/auth\/google-callback$/);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Back to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(logins.count).toBe(0);
  });

  test('a Google address that belongs to a password account is not merged', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    // /login has an Email box too: wait for Google's page before filling in.
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(demoCustomer.email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Emma');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/auth\/google-callback$/);
    await expect(page.getByRole('alert').first()).toContainText('signs in with a password');
    await expect(page.getByRole('button', { name: /Emma Thompson/ })).toHaveCount(0);
  });

  test('says so when Google sign-in is switched off', async ({ page }) => {
    // The deployment decides this (GET /api/config); the test server has it on, so answer as one without.
    await page.route('**/api/config', (route) => route.fulfill({ json: { google: null } }));
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login with Google' }).click();
    await expect(page.getByText('Google sign-in is not available right now.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Login with Google' })).toBeEnabled();
  });

  test('/auth/login-with-google passes the e-mail on as the login hint', async ({ page }) => {
    const email = uniqueEmail('google.hint');
    await page.goto('/auth/login-with-google');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login with Google');
    await page.getByRole('textbox', { name: 'Email' }).fill('half@');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter a valid email address')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();

    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  });
});

test.describe('registration', () => {
  test('an address that already has an account is told how to get in', async ({ page }) => {
    const { user } = await registerGuestByApi(page.request);
    await page.goto('/auth/reg-as-guest');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Again');
    await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('07911 123456');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Station Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Bristol');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('BS1 4DJ');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText(/An account with this email address already exists/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/reg-as-guest$/);
    await expect(page.getByRole('link', { name: 'set a password' })).toBeVisible();
    await page
      .getByText('This email address already has an account.')
      .getByRole('link', { name: 'Login as Guest' })
      .click();
    await expect(page).toHaveURL(/\/auth\/login-as-guest$/);
  });

  test('a malformed phone number and postcode are shown against their fields', async ({ page }) => {
    const registrations = countCalls(page, '/api/user/register');
    await page.goto('/auth/reg-as-guest');
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toHaveAttribute('inputmode', 'tel');
    await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
    await page.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail('guest'));
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('12345');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Station Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Bristol');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('NOWHERE');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByText('Enter a valid UK phone number, for example 07911 123456')).toBeVisible();
    await expect(page.getByText('Enter a valid UK postcode, for example SW1A 1AA')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Phone Number' })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    expect(registrations.count).toBe(0);
  });

  test('/auth/details-missing without a Google sign-in explains and links to login', async ({ page }) => {
    await page.goto('/auth/details-missing');
    await expect(page.getByText('This page completes a sign-up with Google.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('passwords', () => {
  test('forgot password checks the address first', async ({ page }) => {
    const sends = countCalls(page, '/api/user/password/forgot');
    await page.goto('/auth/forgot-password-mail');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Enter your email address', { exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
    expect(sends.count).toBe(0);
  });

  test('reset says when the passwords differ, and when the link is not valid', async ({ page }) => {
    await page.goto('/password/reset/an-example-token-that-is-long');
    await page.getByLabel('New Password', { exact: true }).fill('a long new passphrase');
    await page.getByLabel('Confirm Password', { exact: true }).fill('a different passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('The passwords do not match')).toBeVisible();
    await expect(page.getByLabel('Confirm Password', { exact: true })).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Confirm Password', { exact: true }).fill('a long new passphrase');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText(/This link has expired or has already been used/)).toBeVisible();
    await expect(page).toHaveURL(/\/password\/reset\//);
    await expect(page.getByRole('button', { name: 'Update password' })).toBeEnabled();
  });
});
