import { registerGuestByApi } from './account-helpers';
import { accessibilityViolations, expect, expectNoSidewaysScroll, test } from './fixtures';
import { approvedOrderByApi, buyByApi, pounds } from './purchase-helpers';
import { newStaff, staffSignsIn } from './staff-helpers';

interface PaypalOrder {
  purchase_units: { payments?: { captures?: { id: string }[] } }[];
}
const captureIdOf = (order: PaypalOrder) => order.purchase_units[0]?.payments?.captures?.[0]?.id ?? '';

/**
 * The back office's payments audit (docs/operations.md, Backups and restore). PayPal takes a
 * payment our order never records (as after a restore to an earlier point, or a capture answer
 * lost); staff find it at /admin/payments/audit with what they need to rebuild the order or refund
 * it, and a payment that is recorded is not listed.
 */
test.describe('the payments audit in the back office', () => {
  test.skip(({ isMobile }) => isMobile, 'one project is enough for a staff page');

  test('lists a payment PayPal took that no order recorded, and not one that is recorded', async ({ page }) => {
    test.setTimeout(90_000);
    const buyer = await registerGuestByApi(page.request);
    const recorded = await buyByApi(page.request, buyer.token, 'safe-1000-12');
    const other = await registerGuestByApi(page.request);
    const lost = await approvedOrderByApi(page.request, other.token, 'secure-2000-12');
    // PayPal captures it, and our server never hears of it.
    const captured = await page.request.post(`/__emulators/paypal/__control/orders/${lost.orderID}/capture`, {
      data: {},
    });
    expect(captured.status(), await captured.text()).toBe(200);
    const captureId = captureIdOf((await captured.json()) as PaypalOrder);
    expect(captureId).toMatch(/\w/);

    const staff = await newStaff(page.request, 'Auditor');
    await staffSignsIn(page, staff.email, '/admin/payments/audit');
    await page.getByRole('button', { name: /continue/ }).click();
    await expect(page).toHaveURL(/\/admin\/payments\/audit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Payments audit' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Payments audit' })).toHaveAttribute('aria-current', 'page');

    const table = page.getByRole('table', { name: 'Payments our orders do not account for' });
    const row = table.getByRole('row').filter({ hasText: captureId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Order never recorded it');
    await expect(row).toContainText(pounds(lost.amount));
    await expect(row).toContainText(/Our order: [0-9a-f-]{36}/);
    await expect(page.getByRole('status')).toContainText(/payments? listed by PayPal/);
    // The purchase that went as it should is accounted for: its capture is not listed.
    const recordedOrder = await page.request.get(`/__emulators/paypal/__control/orders/${recorded.orderID}`);
    const recordedId = captureIdOf(((await recordedOrder.json()) as { order: PaypalOrder }).order);
    expect(recordedId).toMatch(/\w/);
    await expect(table.getByRole('row').filter({ hasText: recordedId })).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);
    await expectNoSidewaysScroll(page);

    // Another window is kept in the address, and still lists it.
    await page.getByLabel('Payments taken in').selectOption('1h');
    await expect(page).toHaveURL(/since=1h/);
    await expect(table.getByRole('row').filter({ hasText: captureId })).toHaveCount(1);
  });
});
