import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from './account-helpers';
import { expect, test } from './fixtures';
import { isoDaysFromToday } from './purchase-helpers';

/**
 * A keyboard-only purchase (docs/accessibility.md): a warranty bought from step 1 to the dashboard with
 * the keyboard alone — Tab to reach each control, typing, Enter, Space and the arrow keys; the
 * mouse is never used. A control Tab cannot reach fails the test. Desktop only: a phone has no
 * keyboard to tab with, and the registration (from the emulator's set) can be sold once.
 */
/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Tabs to a field and types over whatever it holds (Ctrl+A selects it first). */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

// Chromium's date fields take digits segment by segment in the locale's order: pin it.
test.use({ locale: 'en-US' });

/** A date field takes its segments as typed digits, in the browser locale's order (en-US here). */
const dateKeys = (iso: string) => {
  const [year, month, day] = iso.split('-');
  return `${month}${day}${year}`;
};

test('a warranty bought with the keyboard alone', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'keyboard journey on the desktop layout');
  test.setTimeout(90_000);
  await page.goto('/purchase/vehicle-details');
  await typeInto(page, page.getByRole('textbox', { name: 'Registration' }), 'GX22RTU');
  await typeInto(page, page.getByRole('textbox', { name: 'Current Mileage' }), '21000');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/auth\/login-method$/);
  await tabTo(page, page.getByRole('link', { name: /Continue As Guest/i }));
  await page.keyboard.press('Enter');
  await typeInto(page, page.getByRole('textbox', { name: 'First Name' }), 'Kay');
  await typeInto(page, page.getByRole('textbox', { name: 'Last Name' }), 'Board');
  await typeInto(page, page.getByRole('textbox', { name: 'Email' }), uniqueEmail('keyboard'));
  await typeInto(page, page.getByRole('textbox', { name: 'Phone Number' }), '07911 123456');
  await typeInto(page, page.getByRole('textbox', { name: 'Address' }), '4 Mill Lane');
  await typeInto(page, page.getByRole('textbox', { name: 'City' }), 'York');
  await typeInto(page, page.getByRole('textbox', { name: 'Postcode' }), 'YO1 7HH');
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'We found your vehicle' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose your cover' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: 'Continue', exact: true }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Your warranty details' })).toBeVisible();
  await typeInto(page, page.getByLabel('Plan Start Date'), dateKeys(isoDaysFromToday(1)));
  await typeInto(page, page.getByLabel('Purchase Date'), dateKeys(isoDaysFromToday(-400)));
  await expect(page.getByLabel('Plan Start Date')).toHaveValue(isoDaysFromToday(1));
  const serviceHistory = page.getByRole('group', { name: 'Service History' });
  await tabTo(page, serviceHistory.getByRole('radio').first());
  await page.keyboard.press('Space');
  await expect(serviceHistory.getByRole('radio').first()).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
  // Into the first level's plans: Tab reaches the group's first plan, Space chooses it.
  const firstPlan = page.locator('input[type="radio"]').first();
  if (!(await firstPlan.isVisible())) {
    await tabTo(page, page.locator('summary').first());
    await page.keyboard.press('Enter');
  }
  await tabTo(page, firstPlan);
  await page.keyboard.press('Space');
  await expect(firstPlan).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  const declaration = page.getByRole('checkbox', { name: /I know of no fault with the vehicle/ });
  await tabTo(page, declaration);
  await page.keyboard.press('Space');
  await expect(declaration).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: /^Pay £[\d,]+\.\d\d now with PayPal$/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/__emulators\/paypal\/checkoutnow\?token=/);
  await tabTo(page, page.getByRole('button', { name: 'Pay now' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
  await expect(page.getByTestId('warranty-card')).toContainText('GX22RTU');
});
