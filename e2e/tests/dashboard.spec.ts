import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { registerGuestByApi, signInWithToken } from './account-helpers';
import { buyByApi, isoDaysFromToday, pounds, staffSets } from './purchase-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, expectNoUuidShown, test } from './fixtures';

/**
 * The dashboard of a customer with no warranties, with one, and with
 * several in every status, all made through the API, the PayPal emulator and the demo's staff
 * stand-in, then walked in the browser (desktop and phone).
 */

async function signedInCustomer(page: Page) {
  const customer = await registerGuestByApi(page.request);
  await signInWithToken(page, customer.token);
  return customer;
}

async function expectPdf(download: Download, filename: string) {
  expect(download.suggestedFilename()).toBe(filename);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test.describe('the customer dashboard', () => {
  test('a customer with no warranties sees each empty text', async ({ page }) => {
    await signedInCustomer(page);
    await page.goto('/dashboard/user-dashboard');
    await expect(page.getByTestId('count-active')).toContainText('0');
    await expect(page.getByTestId('count-upcoming')).toContainText('0');
    await expect(page.getByTestId('count-expired')).toContainText('0');
    await expect(page.getByText('No Active Warranty')).toBeVisible();
    await expect(page.getByText('You have no warranties yet')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/dashboard/transaction-history');
    await expect(page.getByText('No Transaction History')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto('/dashboard/purchase-history');
    await expect(page.getByText('No Purchase History')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('one warranty: a single card under review, cancelled and refunded once', async ({ page }) => {
    const customer = await signedInCustomer(page);
    const bought = await buyByApi(page.request, customer.token, 'secure-2000-12');
    await page.goto('/dashboard/user-dashboard');

    const card = page.getByTestId('warranty-card');
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(bought.registration);
    await expect(card).toContainText('Under Review');
    await expect(card).toContainText('We will call you within 2 working days to arrange the inspection.');
    await expect(card).toContainText(`Order reference: ${bought.references.order}`);
    await expect(card).toContainText(bought.references.warranty);
    await expectNoUuidShown(page);
    await expect(page.getByRole('button', { name: 'Next warranty' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Cancel and refund' }).click();
    const confirm = dialog(page, /cancel/i);
    await expect(confirm).toContainText(pounds(bought.amount));
    expect(await accessibilityViolations(page)).toEqual([]);
    const yes = confirm.getByRole('button', { name: 'Yes, cancel and refund' });
    await yes.dblclick();
    await expect(page.getByText(/has been cancelled/).first()).toBeVisible();
    // The cancelled warranty stays in sight, with its status and no way to cancel it again.
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('Cancelled');
    await expect(card).toContainText('refunded your payment in full');
    await expect(card.getByRole('button', { name: 'Cancel and refund' })).toHaveCount(0);

    const upstream = await page.request.get(`/__emulators/paypal/__control/orders/${bought.orderID}`);
    expect(((await upstream.json()) as { calls: { refund: number } }).calls.refund).toBe(1);

    await page.goto('/dashboard/transaction-history');
    await expect(page.getByRole('row')).toHaveCount(3); // header, refund, payment
    await expect(page.getByText(`−${pounds(bought.amount)}`).first()).toBeVisible();
    await expectNoUuidShown(page);
  });

  test('several warranties in every status: counts, carousel, table, filter and details', async ({ page }) => {
    const customer = await signedInCustomer(page);
    const { request } = page;
    const active = await buyByApi(request, customer.token, 'secure-2000-12');
    const endsToday = await buyByApi(request, customer.token, 'safe-500-3');
    const upcoming = await buyByApi(request, customer.token, 'safe-1000-6');
    const expired = await buyByApi(request, customer.token, 'safe-500-3');
    const failed = await buyByApi(request, customer.token, 'secure-1000-24');
    const scheduled = await buyByApi(request, customer.token, 'secure-3000-36');
    await staffSets(request, active.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-30) });
    await staffSets(request, upcoming.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(20) });
    await staffSets(request, expired.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-400) });
    await staffSets(request, failed.warrantyId, { status: 'inspection-failed' });
    await staffSets(request, scheduled.warrantyId, { status: 'inspection-scheduled' });
    await coverEndingToday(request, endsToday.warrantyId);

    await page.goto('/dashboard/user-dashboard');
    await expect(page.getByTestId('count-active')).toContainText('2');
    // Upcoming: the one starting in 20 days and the one awaiting its inspection.
    await expect(page.getByTestId('count-upcoming')).toContainText('2');
    await expect(page.getByTestId('count-expired')).toContainText('1');
    await expectNoSidewaysScroll(page);

    // The carousel: one card at a time, moved by the buttons, never on its own.
    await expect(page.getByText(/^1 of 5$/)).toBeVisible();
    await expect(page.getByTestId('warranty-card').filter({ visible: true }).first()).toContainText(
      scheduled.registration,
    );
    await expect(page.getByTestId('warranty-card').filter({ visible: true }).first()).toContainText('Under Review');
    await page.getByRole('button', { name: 'Next warranty' }).click();
    await expect(page.getByText(/^2 of 5$/)).toBeVisible();
    const failedCard = page.getByTestId('warranty-card').filter({ visible: true }).first();
    await expect(failedCard).toContainText(failed.registration);
    await expect(failedCard).toContainText('full refund within 14 business days');
    await page.waitForTimeout(5_500);
    await expect(page.getByText(/^2 of 5$/)).toBeVisible();

    // The Active Warranties table: the two in force, days left in words, filtered by plan.
    const table = page.getByRole('table', { name: /Active Warranties/i });
    await expect(table.getByRole('row').filter({ hasText: active.registration })).toContainText(/\d+ days/);
    await expect(
      table
        .getByRole('row')
        .filter({ hasText: endsToday.registration })
        .getByRole('cell', { name: '1 day', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: /Filter by plan/ }).click();
    await page.getByRole('checkbox', { name: 'Safe, £500 per claim, 3 months' }).check();
    await expect(table.getByRole('row').filter({ hasText: active.registration })).toHaveCount(0);
    await expect(table.getByRole('row').filter({ hasText: endsToday.registration })).toHaveCount(1);
    await page.getByRole('checkbox', { name: 'Safe, £500 per claim, 3 months' }).uncheck();
    await expect(table.getByRole('row').filter({ hasText: active.registration })).toHaveCount(1);

    // WARRANTY DETAIL, with its certificate.
    await table
      .getByRole('row')
      .filter({ hasText: active.registration })
      .getByRole('button', { name: /See Details/i })
      .click();
    const detail = dialog(page, 'WARRANTY DETAIL');
    await expect(detail).toContainText('VAUXHALL');
    await expect(detail).toContainText('ASTRA');
    await expect(detail).toContainText('Sam Guest');
    await expect(detail).toContainText(customer.user.email);
    expect(await accessibilityViolations(page)).toEqual([]);
    const certificate = page.waitForEvent('download');
    await detail.getByRole('button', { name: 'View Certificate' }).click();
    await expectPdf(await certificate, 'certificate.pdf');
    await detail.getByRole('button', { name: 'Back To List' }).click();
    await expect(detail).toBeHidden();
  });

  test('a balance due is paid through PayPal, and then the certificate is there', async ({ page }) => {
    const customer = await signedInCustomer(page);
    const bought = await buyByApi(page.request, customer.token, 'secure-2000-12');
    await staffSets(page.request, bought.warrantyId, {
      status: 'inspection-passed',
      startDate: isoDaysFromToday(-2),
      balanceDue: 4_800,
    });
    await page.goto('/dashboard/user-dashboard');
    const card = page.getByTestId('warranty-card');
    await expect(card).toContainText('Inspection passed');
    await card.getByRole('button', { name: 'Pay £48.00 balance' }).click();
    const pay = dialog(page, /balance/i);
    expect(await accessibilityViolations(page)).toEqual([]);
    await pay.getByRole('button', { name: 'Pay £48.00 now with PayPal' }).click();

    await expect(page).toHaveURL(/\/__emulators\/paypal\/checkoutnow\?token=/);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/dashboard\/user-dashboard$/);
    await expect(page.getByText(/received your payment|Payment received/).first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Pay £48.00 balance/ })).toHaveCount(0);

    await page.goto('/dashboard/transaction-history');
    await expect(page.getByRole('row').filter({ hasText: '£48.00' })).toHaveCount(1);
  });

  test('a warranty ending within 60 days is renewed into a prefilled purchase', async ({ page }) => {
    const customer = await signedInCustomer(page);
    const bought = await buyByApi(page.request, customer.token, 'safe-500-3');
    await staffSets(page.request, bought.warrantyId, { status: 'inspection-passed', startDate: isoDaysFromToday(-60) });
    await page.goto('/dashboard/user-dashboard');
    await page.getByTestId('warranty-card').getByRole('button', { name: 'Renew' }).click();
    await expect(page).toHaveURL(/\/purchase\/details$/);
    await expect(page.getByText(bought.registration).first()).toBeVisible();
  });

  test('the histories list payments and purchases, open their details and download receipts', async ({ page }) => {
    const customer = await signedInCustomer(page);
    const first = await buyByApi(page.request, customer.token, 'safe-1000-12');
    const second = await buyByApi(page.request, customer.token, 'secure-2000-24');

    await page.goto('/dashboard/transaction-history');
    const rows = page.getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText(pounds(second.amount)); // newest first
    await expect(rows.nth(2)).toContainText(pounds(first.amount));
    await expectNoSidewaysScroll(page);
    await rows
      .nth(1)
      .getByRole('button', { name: /View Details/i })
      .click();
    const transaction = dialog(page, 'TRANSACTION DETAIL');
    await expect(transaction).toContainText('PayPal');
    await expect(transaction).toContainText(pounds(second.amount));
    await expect(transaction).toContainText(second.references.receipt);
    await expect(transaction).toContainText(second.references.warranty);
    await expectNoUuidShown(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    const receipt = page.waitForEvent('download');
    await transaction.getByRole('button', { name: 'Download Receipt' }).click();
    await expectPdf(await receipt, 'receipt.pdf');
    await transaction.getByRole('button', { name: 'Back To List' }).click();

    await page.goto('/dashboard/purchase-history');
    await expect(page.getByRole('row')).toHaveCount(3);
    await expect(page.getByRole('row').nth(1)).toContainText(second.registration);
    await page
      .getByRole('row')
      .nth(2)
      .getByRole('button', { name: /View Details/i })
      .click();
    const order = dialog(page, 'ORDER DETAIL');
    await expect(order).toContainText(first.registration);
    await expect(order).toContainText(first.references.order);
    await expect(order).toContainText(first.references.warranty);
    await expectNoUuidShown(page);
    expect(await accessibilityViolations(page)).toEqual([]);
    await order.getByRole('button', { name: 'Back To List' }).click();
    const download = page.waitForEvent('download');
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: /Download/i })
      .click();
    await expectPdf(await download, 'receipt.pdf');
  });
});

/** Moves a 3-month warranty's start so that its cover ends today (the days-left column says "1 day"). */
async function coverEndingToday(request: Page['request'], warrantyId: string) {
  const today = isoDaysFromToday(0);
  for (let back = 88; back <= 95; back += 1) {
    const res = await request.post(`/__emulators/staff/warranties/${warrantyId}`, {
      data: { status: 'inspection-passed', startDate: isoDaysFromToday(-back) },
    });
    const { expiryDate } = (await res.json()) as { expiryDate: string };
    if (expiryDate === today) return;
  }
  throw new Error('No start date gives cover ending today');
}
