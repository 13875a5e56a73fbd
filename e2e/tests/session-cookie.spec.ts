import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import {
  customerWithPassword,
  fillLogin,
  SESSION_COOKIE,
  sessionCookie,
  signInWithGoogleAsEleanor,
} from './account-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * SECURITY A5 (docs/security.md, finding 8): the session is an HttpOnly, SameSite cookie, and no session token sits in
 * any storage a script on the page can read, through sign-in, Google, sign-out and a disabled
 * account.
 */

/** Everything a script on the page can read: document.cookie, localStorage and sessionStorage. */
const scriptReadable = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i) ?? '')}`);
    return [document.cookie, ...dump(localStorage), ...dump(sessionStorage)].join('\n');
  });

async function expectCookieSession(page: Page) {
  const cookie = await sessionCookie(page);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const readable = await scriptReadable(page);
  expect(readable).not.toContain(cookie!.value);
  expect(readable).not.toContain(SESSION_COOKIE);
  expect(readable).not.toMatch(/userToken|tokenExpiration/);
  return cookie!.value;
}

test.describe('the session cookie', () => {
  test('sign in, use the dashboard, sign out: the session is only ever an HttpOnly cookie', async ({ page }) => {
    const customer = await customerWithPassword(page.request);
    await page.goto('/dashboard/user-dashboard');
    await fillLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL('/dashboard/user-dashboard');
    const token = await expectCookieSession(page);

    await page.goto('/dashboard/transaction-history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/dashboard/profile');
    await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
    await expectCookieSession(page);

    // A write from the page without a JSON body is refused, session cookie or not (CSRF defence).
    const plain = await page.evaluate(async () => {
      const res = await fetch('/api/user/logout', {
        method: 'POST',
        body: 'x',
        headers: { 'content-type': 'text/plain' },
      });
      return res.status;
    });
    expect(plain).toBe(403);

    await page.getByRole('button', { name: /Sam Guest/ }).click();
    await page.locator('#account-panel').getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => sessionCookie(page)).toBeNull();
    // The old cookie, replayed, is refused: the server ended the session.
    const replay = await page.request.get('/api/user/profile', { headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(replay.status()).toBe(401);
  });

  test('Google sign-in leaves no token in storage either', async ({ page }) => {
    await signInWithGoogleAsEleanor(page);
    await expectCookieSession(page);
    // The sign-in's binding is spent with it.
    expect((await page.context().cookies()).find((c) => c.name === 'kw_google')).toBeUndefined();
  });

  // Disable, then enable, in the same dialog on a page that stays open; the API tests
  // (security-sessions.test.ts) prove disable and enable as well.
  test('staff disable an account from the back office: the customer is signed out and told why', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const customer = await customerWithPassword(request);
    const login = await request.post('/api/user/login', { data: customer });
    const { user } = (await login.json()) as { user: { _id: string } };

    const customerPage = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await customerPage.goto('/login');
    await fillLogin(customerPage, customer.email, customer.password);
    await expect(customerPage.getByRole('button', { name: /Sam Guest/ })).toBeVisible();
    await expectCookieSession(customerPage);

    const staff = await newStaff(page.request, 'Access');
    await staffSignsIn(page, staff.email, `/admin/customers/${user._id}`);
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sam Guest');
    await page.getByRole('button', { name: 'Disable account' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, disable account' }).click();
    await expect(page.getByText("Sam Guest's account is disabled: it cannot sign in.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enable account' })).toBeVisible();

    // The next call the customer's page makes is refused (401): the browser signs out.
    await customerPage.goto('/dashboard/profile');
    await expect(customerPage.getByRole('link', { name: 'Login' })).toBeVisible();
    await customerPage.goto('/dashboard/profile');
    await expect(customerPage).toHaveURL(/\/login\?redirectTo=/);
    await fillLogin(customerPage, customer.email, customer.password);
    await expect(customerPage.getByText(/This account has been disabled/)).toBeVisible();
    await customerPage.close();

    await page.getByRole('button', { name: 'Enable account' }).click();
    await page.getByRole('button', { name: 'Yes, enable account' }).click();
    await expect(page.getByText("Sam Guest's account is active.")).toBeVisible();
  });
});
