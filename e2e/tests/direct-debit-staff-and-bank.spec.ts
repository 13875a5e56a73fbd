import type { APIRequestContext } from '@playwright/test';
import { registerGuestByApi, signInWithToken, uniqueEmail } from './account-helpers';
import { accessibilityViolations, expect, expectNoUuidShown, test } from './fixtures';
import { buyMonthlyByApi, freshRegistration, pounds } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

/**
 * Issue 19, the parts the journey in direct-debit.spec.ts does not walk: the back office's list of
 * monthly plans (/admin/direct-debit, "Monthly plans") with a plan's status, and its warranty page
 * with the next payment; and the customer's change of bank details through the GoCardless
 * emulator's hosted page, back to a confirmation. Each test buys its own monthly warranty through
 * the API for its own new customer and vehicle (one live warranty a registration), so the desktop
 * and phone projects never share one.
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

test.describe('monthly plans: the back office and a change of bank details', () => {
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
});
