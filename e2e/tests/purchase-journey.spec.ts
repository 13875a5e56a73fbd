import type { Page } from '@playwright/test';
import { emailTo, uniqueEmail, registerAsGuest } from './account-helpers';
import { expect, expectNoUuidShown, hydrated, test } from './fixtures';
import { coverAndWarrantyDetails, declare, fillTypedOctavia, freshRegistration } from './purchase-helpers';

/**
 * The whole purchase: a warranty bought in demo mode from a landing page to the dashboard, for a
 * registration in the vehicle-data emulator's set (priced from our lookup), and for one the lookup
 * cannot find (typed in by hand, sold marked unverified). Desktop and phone run in parallel against
 * one database, and a registration can hold one live warranty: each project buys its own vehicles.
 */
const vehicles = {
  desktop: { found: 'WA21BHN', foundMileage: '47300' },
  phone: { found: 'YK71TGD', foundMileage: '19400' },
} as const;

/** Steps 3 to 5 and the PayPal emulator's approval page, for whichever vehicle is stored. */
async function chooseCoverAndPay(page: Page, plan: { level: string; id: string }) {
  await coverAndWarrantyDetails(page);
  const level = page.locator('details').filter({ has: page.locator('summary', { hasText: plan.level }) });
  if ((await level.getAttribute('open')) === null) await level.locator('summary').click();
  await level.locator(`input[type="radio"][value="${plan.id}"]`).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
  await expect(page.getByText('Order Summary')).toBeVisible();
  const pay = page.getByRole('button', { name: /^Pay £[\d,]+\.\d\d now with PayPal$/ });
  const label = (await pay.textContent()) ?? '';
  await expect(page.getByRole('region', { name: /Key facts/ })).toBeVisible();
  await declare(page);
  await pay.click();

  // The PayPal emulator's buyer page, on the site's own origin.
  await expect(page).toHaveURL(/\/__emulators\/paypal\/checkoutnow\?token=/);
  await expect(page.getByText(label.replace(/^Pay | now with PayPal$/g, ''), { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Pay now' }).click();

  await expect(
    page.getByText('Thank you for your purchase! Your warranty details will be delivered to your email shortly.'),
  ).toBeVisible();
  // The confirmation gives the certificate number and the order's reference, never an internal id.
  await expect(page.getByText(/Your certificate number is KW-\d{2}-\d{7} \(order KO-\d{2}-\d{7}\)/)).toBeVisible();
  await expectNoUuidShown(page);
  await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
}

test.describe('buying a warranty in demo mode', () => {
  test('from the car landing page to the dashboard, for a vehicle our lookup finds', async ({
    page,
    request,
  }, testInfo) => {
    const vehicle = vehicles[testInfo.project.name as keyof typeof vehicles];
    const email = uniqueEmail('buyer');

    await page.goto('/car-warranty');
    await hydrated(page);
    const price = page.getByRole('region', { name: 'Get an instant price' });
    await price.getByRole('textbox', { name: 'Your registration' }).fill(vehicle.found);
    await price.getByRole('textbox', { name: 'Your mileage' }).fill(vehicle.foundMileage);
    await price.getByRole('button', { name: 'Get my price' }).click();
    await price.getByRole('link', { name: 'Get my quote' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your vehicle');
    await expect(page.getByRole('textbox', { name: 'Registration' })).toHaveValue(vehicle.found);
    await page.getByRole('button', { name: 'Continue' }).click();
    await registerAsGuest(page, email);

    await expect(page.getByRole('heading', { name: 'We found your vehicle' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await chooseCoverAndPay(page, { level: 'Secure', id: 'secure-2000-12' });

    // The dashboard shows the new warranty, under review, with its certificate number.
    await expect(page.getByTestId('warranty-card')).toContainText(vehicle.found);
    await expect(page.getByTestId('warranty-card')).toContainText('Under Review');
    await expect(page.getByTestId('warranty-card')).toContainText(/Certificate number\s*KW-\d{2}-\d{7}/);
    await expectNoUuidShown(page);

    const confirmation = await emailTo(request, email, 'order-confirmation');
    expect(confirmation.text).toContain(vehicle.found);
    expect(confirmation.text).toContain('Secure, £2,000 per claim, 12 months');
    expect(confirmation.text).not.toContain('could not confirm your vehicle details');
    expect(confirmation.text).toMatch(/Certificate number: KW-\d{2}-\d{7}/);

    // The purchase is over: the stored vehicle, plan and dates are cleared 5 s later (spec §4).
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('selectedPlan')), { timeout: 10_000 })
      .not.toContain('secure-2000-12');
    // And the registration now has a live warranty.
    const check = await request.post('/api/warranty/check', { data: { reg_num: vehicle.found } });
    expect(check.status()).toBe(409);
  });

  test('for a registration the lookup cannot find: typed in by hand, sold marked unverified', async ({
    page,
    request,
  }) => {
    const registration = freshRegistration('KW');
    const email = uniqueEmail('manual');

    await page.goto('/purchase/vehicle-details');
    await page.getByRole('textbox', { name: 'Registration' }).fill(registration);
    await page.getByRole('textbox', { name: 'Current Mileage' }).fill('52000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await registerAsGuest(page, email);

    await expect(
      page.getByText("We couldn't fetch your vehicle details. Please enter them manually:", { exact: true }),
    ).toBeVisible();
    await fillTypedOctavia(page, '2WD');
    await page.getByRole('button', { name: 'Continue' }).click();

    await chooseCoverAndPay(page, { level: 'Safe', id: 'safe-1000-6' });

    const confirmation = await emailTo(request, email, 'order-confirmation');
    expect(confirmation.text).toContain(registration);
    expect(confirmation.text).toContain('could not confirm your vehicle details');
  });
});
