import type { APIRequestContext } from '@playwright/test';
import { registerGuestByApi, signInWithToken, uniqueEmail } from './account-helpers';
import { accessibilityViolations, expect, expectNoUuidShown, test } from './fixtures';
import { buyMonthlyByApi, declare, freshRegistration, isoDaysFromToday, pounds, staffSets } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * Monthly payments (DESIGN §8.2), the parts the journey in direct-debit.spec.ts does not walk:
 * the back office's list of monthly plans (/admin/direct-debit, "Monthly plans") with a plan's
 * status, and its warranty page with the next payment; and the customer's change of bank details
 * through the GoCardless emulator's hosted page, back to a confirmation; and a renewal on the
 * mandate the customer already has, which the payment step says plainly (no bank-details page).
 * Each test buys its own monthly warranty through the API for its own new customer and vehicle
 * (one live warranty a registration), so the desktop and phone projects never share one.
 */

/** The customer's own view of the plan (GET /api/warranty/:id/direct-debit), to compare the pages with. */
async function planSeenByCustomer(request: APIRequestContext, token: string, id: string) {
  const res = await request.get(`/api/warranty/${id}/direct-debit`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as {
    reference: string;
    mandate_reference: string | null;
    next_collection: { charge_date: string; amount: number } | null;
  };
}

/** "3 December 2026", as the pages write a date. */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

test.describe('monthly plans: the back office, a change of bank details, a renewal', () => {
  test('staff see a monthly plan in the list with its status, and its next payment on the warranty', async ({
    page,
    request,
  }) => {
    const customer = await registerGuestByApi(request, uniqueEmail('monthly-staff'));
    const bought = await buyMonthlyByApi(request, customer.token, freshRegistration('MP'));
    const plan = await planSeenByCustomer(request, customer.token, bought.warrantyId);
    expect(plan.next_collection).not.toBeNull();

    const staff = await newStaff(request);
    await staffSignsIn(page, staff.email, '/admin/direct-debit');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin\/direct-debit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly plans' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Monthly plans, newest first' });
    const row = table.getByRole('row').filter({ hasText: bought.registration });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(plan.reference);
    await expect(row).toContainText('Up to date');
    await expect(row).toContainText(customer.user.email);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The filters: an up-to-date plan is not in arrears.
    await page.getByRole('combobox', { name: 'Show' }).selectOption('arrears');
    await expect(page).toHaveURL(/filter=arrears/);
    await expect(table.getByRole('row').filter({ hasText: bought.registration })).toHaveCount(0);
    await page.getByRole('combobox', { name: 'Show' }).selectOption('');
    await expect(row).toHaveCount(1);

    // The warranty's Direct Debit panel: the status and the next payment, as GoCardless will take it.
    await row.getByRole('link', { name: bought.registration }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/warranties/${bought.warrantyId}$`));
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Direct Debit' }) });
    await expect(panel).toContainText(`${plan.reference} · active`);
    const next = plan.next_collection!;
    await expect(panel).toContainText(`Next payment${pounds(next.amount)} on ${longDate(next.charge_date)}`);
    await expect(panel.getByRole('table', { name: 'Collections' }).getByRole('row')).toHaveCount(13);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('the customer changes their bank details on GoCardless’s page and comes back to a confirmation', async ({
    page,
    request,
  }) => {
    const customer = await registerGuestByApi(request, uniqueEmail('monthly-bank'));
    const bought = await buyMonthlyByApi(request, customer.token, freshRegistration('MB'));
    const before = await planSeenByCustomer(request, customer.token, bought.warrantyId);

    await signInWithToken(page, customer.token, {}, '/auth/login-method');
    await page.goto('/dashboard/user-dashboard');
    const plans = page.getByRole('region', { name: 'Your monthly payments' });
    await expect(plans).toContainText(bought.registration);
    await expect(plans).toContainText('Up to date');
    await plans.getByRole('button', { name: `Change bank details for ${bought.registration}` }).click();

    // The GoCardless emulator's hosted page, for the new account.
    await expect(page).toHaveURL(/\/__emulators\/gocardless\/flow\//);
    await expect(page.getByText(/Direct Debit Guarantee/).first()).toBeVisible();
    await page.getByLabel('Account holder name').fill('Alex Driver');
    await page.getByLabel('Sort code').fill('40-47-84');
    await page.getByLabel('Account number').fill('70872490');
    await page.getByLabel(/I am the account holder/).check();
    await page.getByRole('button', { name: 'Set up Direct Debit' }).click();

    // Back on the dashboard: the change is confirmed, and the plan carries on on the new mandate.
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard/, { timeout: 20_000 });
    await expect(page.getByText(/Your bank details are changed/)).toBeVisible({ timeout: 20_000 });
    await expect(page).not.toHaveURL(/bank-details=/);
    await expect(plans).toContainText('Up to date');
    await expect
      .poll(async () => (await planSeenByCustomer(request, customer.token, bought.warrantyId)).mandate_reference)
      .not.toBe(before.mandate_reference);
    const after = await planSeenByCustomer(request, customer.token, bought.warrantyId);
    expect(after.next_collection?.amount).toBe(before.next_collection?.amount);
    await expect(plans).toContainText(after.mandate_reference ?? 'no mandate reference');
    await expectNoUuidShown(page);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a monthly warranty renewed on its existing Direct Debit says so, and never visits the bank-details page', async ({
    page,
    request,
  }) => {
    const customer = await registerGuestByApi(request, uniqueEmail('monthly-renew'));
    const bought = await buyMonthlyByApi(request, customer.token, freshRegistration('MR'));
    // Inspection passed and the cover ends within the renewal window (60 days).
    await staffSets(request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-340) });
    const plans = await request.get('/api/level/plan/', {
      params: { engineSize: 1399, bhp: 148, driveType: '2WD', mileage: 38_000, dateFirstReg: '2019-05-20' },
    });
    const { levelsAndPlans } = (await plans.json()) as {
      levelsAndPlans: { plansByClaim: { plans: { _id: string; price: number }[] }[] }[];
    };
    const price = levelsAndPlans
      .flatMap((level) => level.plansByClaim.flatMap((group) => group.plans))
      .find((plan) => plan._id === 'safe-1000-12')?.price;
    expect(price).toBeGreaterThan(0);

    await signInWithToken(page, customer.token, {}, '/auth/login-method');
    await page.goto('/dashboard/user-dashboard');
    await page.getByTestId('warranty-card').getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(/\/purchase\/details$/);
    // The rest of the renewal's purchase (dates and plan) as steps 3 and 4 leave it.
    await page.evaluate(
      ({ price, start }) => {
        const put = (name: string, value: unknown) =>
          localStorage.setItem(name, JSON.stringify({ state: { value }, version: 0 }));
        put('vehicleInfo', { purchaseDate: '2024-01-10', serviceHistory: true });
        put('warrantyDetails', { planStartDate: start });
        put('selectedPlan', { _id: 'safe-1000-12', price, month: 12, cover: 'safe', claimLimit: 1000 });
      },
      { price, start: isoDaysFromToday(30) },
    );
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/dashboard/payments');
    await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
    await page.getByRole('radio', { name: /Pay monthly: £[\d,]+\.\d\d a month for 12 months/ }).check();
    const pay = page.getByRole('button', { name: /^Pay £[\d,]+\.\d\d a month by your existing Direct Debit$/ });
    await expect(pay).toBeVisible();
    await expect(page.getByText('You do not need to give your bank details again')).toBeVisible();
    await expect(page.getByRole('button', { name: /Set up a Direct Debit/ })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await declare(page);
    await pay.click();

    // Straight to our confirmation and the dashboard: two plans on the one mandate.
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/, { timeout: 20_000 });
    const monthly = page.getByRole('region', { name: 'Your monthly payments' });
    await expect(monthly.getByRole('table', { name: /Payment schedule for/ })).toHaveCount(2);
    expect(visited.some((url) => url.includes('/__emulators/gocardless/flow/'))).toBe(false);
    expect(visited.some((url) => url.includes('/purchase/direct-debit/return?plan='))).toBe(true);
  });
});
