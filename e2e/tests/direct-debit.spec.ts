import { emailTo, uniqueEmail, registerAsGuest } from './account-helpers';
import { accessibilityViolations, expect, expectNoUuidShown, test } from './fixtures';
import { declare, fillTypedOctavia, freshRegistration, isoDaysFromToday } from './purchase-helpers';

/**
 * Issue 19: a warranty bought monthly by Direct Debit through the GoCardless emulator's hosted
 * bank-details page, from the payment step to the dashboard's schedule. Desktop only: one journey.
 */
test.describe('paying monthly by Direct Debit', () => {
  test.skip(({ isMobile }) => isMobile, 'one journey, in the desktop project');

  test('chooses monthly on the payment step, sets up the Direct Debit on the bank-details page and sees the schedule', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('monthly');
    await page.goto('/purchase/vehicle-details');
    await page.getByRole('textbox', { name: 'Registration' }).fill(freshRegistration('KM'));
    await page.getByRole('textbox', { name: 'Current Mileage' }).fill('52000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await registerAsGuest(page, email);
    await fillTypedOctavia(page, '2WD');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose your cover' })).toBeVisible();
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await page.getByLabel('Plan Start Date').fill(isoDaysFromToday(1));
    await page.getByLabel('Purchase Date').fill(isoDaysFromToday(-400));
    await page.getByRole('group', { name: 'Service History' }).getByText('Yes').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your quote' })).toBeVisible();
    const level = page.locator('details').filter({ has: page.locator('summary', { hasText: 'Safe' }) });
    if ((await level.getAttribute('open')) === null) await level.locator('summary').click();
    // The plan tiles say what paying monthly costs, for the plans that may be paid monthly.
    await expect(level).toContainText(/or £[\d,]+\.\d\d a month for 12 months/);
    await level.locator('input[type="radio"][value="safe-1000-12"]').check();
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // Step 5: pay in full or monthly; the schedule is shown before leaving for the bank.
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    const monthly = page.getByRole('radio', { name: /Pay monthly: £[\d,]+\.\d\d a month for 12 months/ });
    await monthly.check();
    const schedule = page.getByRole('table', { name: 'Your payments' });
    await expect(schedule.getByRole('row')).toHaveCount(13);
    await declare(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Set up a Direct Debit of £[\d,]+\.\d\d a month$/ }).click();

    // The GoCardless emulator's hosted page: the Direct Debit Guarantee, the bank details.
    await expect(page).toHaveURL(/\/__emulators\/gocardless\/flow\//);
    await expect(page.getByRole('heading', { level: 1, name: /Set up a Direct Debit/ })).toBeVisible();
    await expect(page.getByText(/Direct Debit Guarantee/).first()).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByLabel('Account holder name').fill('Alex Driver');
    await page.getByLabel('Sort code').fill('20-00-00');
    await page.getByLabel('Account number').fill('55779911');
    await page.getByLabel(/I am the account holder/).check();
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

    // Back on our site: the warranty is made once, then the dashboard shows the schedule.
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/, { timeout: 20_000 });
    await expect(page.getByTestId('warranty-card')).toContainText('Under Review');
    const plans = page.getByRole('region', { name: 'Your monthly payments' });
    await expect(plans).toContainText('Up to date');
    await expect(plans).toContainText(/Next payment\s*£[\d,]+\.\d\d on \d{1,2} \w+ \d{4}/);
    await expect(plans.getByRole('table', { name: /Payment schedule for/ }).getByRole('row')).toHaveCount(13);
    await expectNoUuidShown(page);
    expect(await accessibilityViolations(page)).toEqual([]);

    const confirmation = await emailTo(request, email, 'order-confirmation');
    expect(confirmation.text).toContain('YOUR PAYMENT SCHEDULE');
    expect(confirmation.text).toContain('THE DIRECT DEBIT GUARANTEE');
  });
});
