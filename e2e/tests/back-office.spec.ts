import { readFile } from 'node:fs/promises';
import { appRoutePatterns } from '@kestrel/domain/site/routes';
import type { Page } from '@playwright/test';
import { registerGuestByApi, signInWithToken } from './account-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, test } from './fixtures';
import { buyByApi, isoDaysFromToday, pounds } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * The back office end to end: a staff member signs in with a one-time password, passes one inspection
 * and fails another; each customer sees the outcome; the audit log names the staff member for
 * each action; axe-core finds nothing on any back-office page.
 */

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

async function openWarranty(page: Page, registration: string) {
  await page.goto('/admin');
  await page.getByRole('searchbox', { name: /Search/ }).fill(registration.slice(0, 4) + ' ' + registration.slice(4));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: registration }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(registration);
}

test.describe('the back office', () => {
  test('staff pass one inspection and fail another; customers see both; the audit log names the staff member', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const passing = await registerGuestByApi(page.request);
    const failing = await registerGuestByApi(page.request);
    const toPass = await buyByApi(page.request, passing.token, 'secure-2000-12');
    const toFail = await buyByApi(page.request, failing.token, 'safe-1000-12');
    const staff = await newStaff(page.request);

    await staffSignsIn(page, staff.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Work queue' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Pass: schedule the inspection, then record the pass.
    await openWarranty(page, toPass.registration);
    await expect(page.getByText('Typed in by customer').first()).toBeVisible();
    await page.getByLabel('Date').fill(isoDaysFromToday(2));
    await page.getByRole('textbox', { name: /Garage/ }).fill('Leeds Motor Services, Leeds');
    await page.getByRole('button', { name: 'Schedule inspection' }).click();
    await expect(page.getByText('Inspection scheduled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move inspection' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByRole('button', { name: 'Record passed' }).click();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await dialog(page, /passed/)
      .getByRole('button', { name: 'Yes, record passed' })
      .dblclick();
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('Inspection passed');
    await expect(page.getByText(/^Issued /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Raise balance' })).toBeVisible();

    // Fail: one refund through PayPal, however often the button is pressed.
    await openWarranty(page, toFail.registration);
    await page.getByRole('button', { name: 'Record failed' }).click();
    const fail = dialog(page, /failed/);
    await expect(fail).toContainText(pounds(toFail.amount));
    await fail.getByRole('button', { name: /Record failed and refund/ }).click();
    await expect(fail.getByText('Say why the vehicle failed')).toBeVisible();
    await fail.getByRole('textbox', { name: /Why did the vehicle fail/ }).fill('Timing chain noise and an oil leak.');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await fail.getByRole('button', { name: /Record failed and refund/ }).dblclick();
    await expect(fail).toBeHidden();
    await expect(page.getByRole('table', { name: 'Payments and refunds' }).getByRole('row')).toHaveCount(3);
    await expect(page.getByText('Nothing to do: this warranty is inspection failed.')).toBeVisible();
    const upstream = await page.request.get(`/__emulators/paypal/__control/orders/${toFail.orderID}`);
    expect(((await upstream.json()) as { calls: { refund: number } }).calls.refund).toBe(1);

    // The audit log: each action with the staff member who took it.
    await page.getByRole('link', { name: 'Audit log' }).click();
    for (const action of ['Inspection scheduled', 'Inspection passed', 'Inspection failed and refunded']) {
      await expect(
        page.getByTestId('audit-entry').filter({ hasText: action }).filter({ hasText: staff.email }).first(),
      ).toBeVisible();
    }
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // The customers see the outcome on their dashboards.
    const customerPage = await browser.newPage({ baseURL: new URL(page.url()).origin });
    await signInWithToken(customerPage, passing.token);
    await customerPage.goto('/dashboard/user-dashboard');
    const passedCard = customerPage.getByTestId('warranty-card');
    await expect(passedCard).toContainText('Inspection passed');
    await passedCard.getByRole('button', { name: /See details/i }).click();
    const certificate = customerPage.waitForEvent('download');
    await dialog(customerPage, 'WARRANTY DETAIL').getByRole('button', { name: 'View Certificate' }).click();
    const pdf = await readFile(await (await certificate).path());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    await customerPage.evaluate(() => localStorage.clear());
    await signInWithToken(customerPage, failing.token);
    await customerPage.goto('/dashboard/user-dashboard');
    await expect(customerPage.getByTestId('warranty-card')).toContainText('full refund within 14 business days');
    await customerPage.goto('/dashboard/transaction-history');
    await expect(customerPage.getByText(`−${pounds(toFail.amount)}`).first()).toBeVisible();
    await customerPage.close();
  });

  test('every other back-office page, empty states and dialogs included, has no axe violation', async ({ page }) => {
    test.setTimeout(90_000);
    const staff = await newStaff(page.request, 'Auditor');
    await staffSignsIn(page, staff.email, '/admin/enquiries');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page.getByRole('heading', { name: 'Enquiries' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    await page.goto('/admin/customers');
    await page.getByRole('searchbox', { name: /Search/ }).fill('nobody-at-all');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('No customer matches that search.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await page.getByRole('searchbox', { name: /Search/ }).fill('emma');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('link', { name: 'Emma Thompson' }).click();
    await expect(page.getByRole('heading', { name: 'Emma Thompson' })).toBeVisible();
    await expect(page.getByText('MA70KTE').first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    expect(await page.content()).not.toMatch(/passwordHash|password_hash|\$argon2|\$scrypt/);

    await page.goto('/admin/outbox');
    await expect(page.getByRole('table', { name: /E-mails/ })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Prices: a raised base price shows in the preview; published unchanged, so that the other
    // tests running beside this one keep their prices (the API suite proves a real change).
    await page.goto('/admin/prices');
    await expect(page.getByRole('heading', { name: /Version \d+ is in use/ })).toBeVisible();
    const price = page.getByRole('textbox', { name: 'Secure, £2,000 per claim, 12 months: base price in pounds' });
    const was = await price.inputValue();
    await price.fill(String(Number(was) + 100));
    await page.getByRole('button', { name: /Publish version/ }).click();
    await expect(page.getByText('Preview the change before publishing it.')).toBeVisible();
    await page.getByRole('button', { name: 'Preview the change' }).click();
    const preview = page.getByRole('table', { name: /Preview against version/ });
    await expect(
      preview.getByRole('row').filter({ hasText: 'Secure, £2,000 per claim, 12 months' }).first(),
    ).toContainText('+£');
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);
    await price.fill(was);
    await expect(preview).toBeHidden();
    await page.getByRole('button', { name: 'Preview the change' }).click();
    await expect(preview.getByText('No change').first()).toBeVisible();
    // One project publishes: two publishing together from one version would rightly get a 409.
    if (test.info().project.name === 'desktop') {
      await page.getByRole('textbox', { name: 'What changed and why' }).fill('Browser test: republished unchanged.');
      await page.getByRole('button', { name: /Publish version/ }).click();
      await expect(page.getByText(/published: new quotes use it now/)).toBeVisible();
      await page.goto('/admin/audit');
      await expect(
        page
          .getByTestId('audit-entry')
          .filter({ hasText: 'Prices published' })
          .filter({ hasText: staff.email })
          .first(),
      ).toBeVisible();
    }
  });

  test('every back-office page sends a visitor, and a customer, to the staff sign-in', async ({ page }) => {
    const pages = appRoutePatterns
      .filter((path) => path.startsWith('/admin') && path !== '/admin/login')
      .map((path) => path.replace(':id', '00000000-0000-4000-8000-000000000000'));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    const back = (path: string) => `/admin/login?redirectTo=${encodeURIComponent(path)}`;
    for (const path of pages) {
      await page.goto(path);
      await expect(page, `${path} anonymous`).toHaveURL(back(path));
    }

    const customer = await registerGuestByApi(page.request);
    await signInWithToken(page, customer.token);
    for (const path of pages) {
      await page.goto(path);
      await expect(page, `${path} as a customer`).toHaveURL(`${back(path)}&reason=staff-only`);
    }
    await expect(page.getByText('The back office is for Kestrel staff.')).toBeVisible();
    const res = await page.request.get('/api/admin/audit', { headers: { authorization: `Bearer ${customer.token}` } });
    expect(res.status()).toBe(403);
  });
});
