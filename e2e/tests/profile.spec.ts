import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { customerWithPassword, fillLogin, registerGuestByApi, sessionCookie, signInWithToken } from './account-helpers';

/** A real 1×1 PNG, small enough to keep inline. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const NOT_AN_IMAGE = 'Please choose a JPEG, PNG or WebP picture.';
const RED = 'rgb(179, 38, 30)';
const GREEN = 'rgb(22, 101, 52)';

/** Each test its own customer (Sam Guest, with a password): projects run in parallel on one database. */
async function signInToProfile(page: Page) {
  const customer = await customerWithPassword(page.request);
  await page.goto('/dashboard/profile');
  await fillLogin(page, customer.email, customer.password);
  await expect(page).toHaveURL('/dashboard/profile');
  await expect(page.getByRole('heading', { name: 'Personal information' })).toBeVisible();
  return customer;
}

/** The session the browser holds: its HttpOnly cookie (no script on the page can read it). */
const heldToken = async (page: Page) => (await sessionCookie(page))?.value ?? null;

const profileStatus = async (page: Page, token: string) =>
  (await page.request.get('/api/user/profile', { headers: { authorization: `Bearer ${token}` } })).status();

test.describe('my profile', () => {
  test('personal information is validated, saved with a toast and still there after a reload', async ({ page }) => {
    await signInToProfile(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My profile');
    await expect(page).toHaveTitle(/^My profile \|/);
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('readonly', '');
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('BS1 4DJ');

    await page.getByRole('textbox', { name: 'Postcode' }).fill('not a postcode');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Enter a valid UK postcode, for example SW1A 1AA')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toBeFocused();

    await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('07400654321');
    await page.getByRole('textbox', { name: 'Address' }).fill('22 Mill Lane');
    await page.getByRole('textbox', { name: 'Town or city' }).fill('Leeds');
    await page.getByRole('textbox', { name: 'Postcode' }).fill('ls1 4ap');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: /Robin Guest/ })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Robin');
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveValue('07400 654321');
    await expect(page.getByRole('textbox', { name: 'Address' })).toHaveValue('22 Mill Lane');
    await expect(page.getByRole('textbox', { name: 'Town or city' })).toHaveValue('Leeds');
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('LS1 4AP');
    await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Robin Guest');
  });

  test('a new picture shows in the header and the navbar, with a toast', async ({ page }) => {
    await signInToProfile(page);
    const header = page.getByRole('img', { name: 'Your profile picture' });
    await expect(header).toHaveAttribute('src', '/images/default-avatar.svg');

    await page.getByRole('button', { name: 'Edit profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile picture' });
    await expect(dialog).toBeVisible();
    const upload = dialog.getByRole('button', { name: 'Upload' });
    await expect(upload).toBeDisabled();

    await dialog.getByLabel('Choose a picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(dialog.getByRole('img', { name: 'Preview of the chosen picture' })).toHaveAttribute('src', /^blob:/);
    await upload.click();
    await expect(page.getByText('Profile picture updated successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Edit profile picture' })).toBeFocused();
    await expect(header).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('button', { name: /Sam Guest/ }).locator('img')).toHaveAttribute('src', /^blob:/);
  });

  test('an SVG, and a web page named .png, are refused with a message', async ({ page }) => {
    await signInToProfile(page);
    await page.getByRole('button', { name: 'Edit profile picture' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile picture' });
    const input = dialog.getByLabel('Choose a picture');

    // Refused here, by its type.
    await input.setInputFiles({
      name: 'me.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    });
    await expect(dialog.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
    await expect(dialog.getByRole('button', { name: 'Upload' })).toBeDisabled();

    // Passes the browser's check by its name; the server reads the content and refuses it.
    await input.setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><title>x</title><script>alert(1)</script>'),
    });
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(NOT_AN_IMAGE);
    await expect(dialog.getByLabel('Choose a picture')).toHaveAttribute('aria-invalid', 'true');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      '/images/default-avatar.svg',
    );
  });

  test('changing the password: a wrong one in red; success in green, and the old token is refused', async ({
    page,
  }) => {
    const customer = await signInToProfile(page);
    const current = page.getByLabel('Current password', { exact: true });
    const fresh = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password', { exact: true });
    const change = page.getByRole('button', { name: 'Change password' });

    await current.fill('not my password at all');
    await fresh.fill('a brand new passphrase');
    await confirm.fill('a brand new passphrase');
    await change.click();
    const failure = page.getByRole('alert').filter({ hasText: 'Your current password is incorrect' });
    await expect(failure).toBeVisible();
    await expect(failure.locator('p')).toHaveCSS('color', RED);
    await expect(current).toBeFocused();

    const oldToken = await heldToken(page);
    expect(oldToken).toBeTruthy();
    await current.fill(customer.password);
    await change.click();
    const success = page.getByRole('status').filter({ hasText: 'Your password has been changed' });
    await expect(success).toBeVisible();
    await expect(success.locator('p')).toHaveCSS('color', GREEN);
    await expect(failure).toHaveCount(0);
    await expect(current).toHaveValue('');
    await expect(fresh).toHaveValue('');

    const newToken = await heldToken(page);
    expect(newToken).not.toBe(oldToken);
    expect(await profileStatus(page, oldToken ?? '')).toBe(401);
    expect(await profileStatus(page, newToken ?? '')).toBe(200);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Sam');
  });

  test('a guest without a password is shown how to set one instead of the form', async ({ page }) => {
    const { token } = await registerGuestByApi(page.request);
    await signInWithToken(page, token, {}, '/');
    await page.goto('/dashboard/profile');
    await expect(page.getByText('You have not set a password yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/auth/forgot-password-mail',
    );
    await expect(page.getByLabel('Current password')).toHaveCount(0);
  });

  test('logout from the navbar goes home and the token stops working', async ({ page }) => {
    await signInToProfile(page);
    const token = await heldToken(page);
    const account = page.getByRole('button', { name: /Sam Guest/ });

    await account.click();
    const panel = page.locator('#account-panel');
    await expect(panel.getByRole('link')).toHaveText([
      'Dashboard',
      'Transaction History',
      'Purchase History',
      'Claims',
      'Complaints',
      'My Profile',
      'Your data',
    ]);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(account).toBeFocused();

    await account.click();
    await panel.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect.poll(() => profileStatus(page, token ?? '')).toBe(401);
  });

  test('the page and the picture dialog have no accessibility violations', async ({ page }) => {
    await signInToProfile(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    const edit = page.getByRole('button', { name: 'Edit profile picture' });
    await edit.click();
    const dialog = page.getByRole('dialog', { name: 'Edit profile picture' });
    await expect(dialog.getByLabel('Choose a picture')).toBeFocused();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();
  });
});
