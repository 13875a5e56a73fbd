import { appRoutePatterns, protectedPaths } from '@kestrel/domain/site/routes';
import { accessibilityViolations, expect, test } from './fixtures';
import {
  customerWithPassword,
  demoCustomer,
  emailTo,
  fillLogin,
  resetPath,
  signInWithGoogleAsEleanor,
  uniqueEmail,
} from './account-helpers';

test.describe('signing in', () => {
  test('a guest registers and lands on /purchase/details signed in @smoke', async ({ page }) => {
    const email = uniqueEmail('guest');
    await page.goto('/auth/login-method');
    await page.getByRole('link', { name: 'Continue As Guest' }).click();
    await expect(page).toHaveURL(/\/auth\/reg-as-guest$/);

    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Enter your first name')).toBeVisible();
    await expect(
      page.getByText('Enter a valid UK postcode, for example SW1A 1AA').or(page.getByText('Enter your postcode')),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'First Name' })).toBeFocused();

    await page.getByRole('textbox', { name: 'First Name' }).fill('Sam');
    await page.getByRole('textbox', { name: 'Last Name' }).fill('Guest');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('07911 123456');
    await page.getByRole('textbox', { name: 'Address' }).fill('1 Station Road');
    await page.getByRole('textbox', { name: 'City' }).fill('Bristol');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('bs1 4dj');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(page.getByText(/Welcome, Sam! Your account is ready/)).toBeVisible();
    await expect(page.getByRole('button', { name: /Sam Guest/ })).toBeVisible();
    await emailTo(page.request, email, 'welcome-set-password');
  });

  for (const [path, destination] of [
    ['/login', '/dashboard/user-dashboard'],
    ['/auth/login', '/purchase/details'],
    ['/auth/login-as-guest', '/purchase/details'],
  ] as const) {
    test(`a password login from ${path} goes to ${destination}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path.endsWith('guest') ? 'Login as Guest' : 'Login',
      );
      await expect(page.getByRole('button', { name: 'Login with Google' })).toHaveCount(path.endsWith('guest') ? 0 : 1);
      await fillLogin(page, demoCustomer.email, 'not the password');
      await expect(page.getByText('Email or password is incorrect')).toBeVisible();
      await fillLogin(page, demoCustomer.email, demoCustomer.password);
      await expect(page).toHaveURL(new RegExp(`${destination}$`));
      await expect(page.getByRole('button', { name: /Emma Thompson/ })).toBeVisible();
    });
  }

  test('each protected route goes to /login and back after login', async ({ page }) => {
    // The site map's protected pages: step 2 on and every dashboard page without a parameter.
    const dashboard = appRoutePatterns.filter((path) => path.startsWith('/dashboard/') && !path.includes(':'));
    for (const path of [...protectedPaths, ...dashboard]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(path)}`);
      await fillLogin(page, demoCustomer.email, demoCustomer.password);
      await expect(page).toHaveURL(path);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('Google sign-in through the emulator for an existing account', async ({ page }) => {
    await signInWithGoogleAsEleanor(page);
  });

  test('Google sign-in for a new account goes through /auth/details-missing', async ({ page }) => {
    const email = uniqueEmail('google.new');
    await page.goto('/auth/login-method');
    await page.getByRole('button', { name: 'Continue With Google' }).click();
    await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Gwen');
    await page.getByRole('textbox', { name: /Last name/ }).fill('Hughes');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page).toHaveURL(/\/auth\/details-missing$/);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'First Name' })).toHaveValue('Gwen');
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'Phone Number' }).fill('020 7946 0958');
    await page.getByRole('textbox', { name: 'Address' }).fill('5 Quay Street');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('CF10 1EU');
    await page.getByRole('textbox', { name: 'City' }).fill('Cardiff');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(page.getByText('Welcome, Gwen! Your account is ready.')).toBeVisible();
    await expect(page.getByRole('button', { name: /Gwen Hughes/ })).toBeVisible();
  });

  test('a Google answer whose state does not match is refused without calling the server', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/user/login')) logins.push(request.url());
    });
    await page.goto('/login');
    await page.evaluate(() =>
      sessionStorage.setItem('googleSignIn', JSON.stringify({ state: 'mine', nonce: 'n'.repeat(32), next: '/' })),
    );
    await page.goto('/auth/google-callback#state=theirs&id_token=forged');
    await expect(page.getByRole('alert').filter({ hasText: 'We could not complete Google sign-in' })).toBeVisible();
    expect(logins).toEqual([]);
    await expect(page).toHaveURL(/\/auth\/google-callback$/);
  });

  test('forgot password → e-mail → reset → login with the new password; the old session is refused', async ({
    page,
  }) => {
    const account = await customerWithPassword(page.request);
    const before = await page.request.post('/api/user/login', {
      data: { email: account.email, password: account.password },
    });
    const { token: oldToken } = (await before.json()) as { token: string };

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/auth\/forgot-password-mail$/);
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('button', { name: 'Resend' })).toBeVisible();
    await expect(page.getByText(/we've sent a link to reset your password/).first()).toBeVisible();

    const link = resetPath((await emailTo(page.request, account.email, 'password-reset')).text);
    await page.goto(link);
    await page.getByLabel('New Password', { exact: true }).fill('my new passphrase 2026');
    await page.getByLabel('Confirm Password', { exact: true }).fill('my new passphrase 2026');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password updated, Login Again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const old = await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${oldToken}` } });
    expect(old.status()).toBe(401);
    await fillLogin(page, account.email, 'my new passphrase 2026');
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
  });

  // The site map's sign-in pages (Google's callback only passes through), a reset link's page too.
  const signInPages = appRoutePatterns.filter(
    (path) => path === '/login' || (path.startsWith('/auth/') && path !== '/auth/google-callback'),
  );
  for (const path of [...signInPages, '/password/reset/an-example-token-that-is-long']) {
    test(`${path} passes axe-core`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }
});
