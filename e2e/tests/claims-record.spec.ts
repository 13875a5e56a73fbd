import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, expectNoSidewaysScroll, hydrated, test } from './fixtures';
import { newStaff, staffSignsIn } from './staff-helpers';

/*
 * Issue #37, "Measured, not claimed" and "A public record": the back office's claims record, and
 * "How we handle claims", whose figures the server puts into the prerendered page (no fetch, no
 * layout shift), kept as they are when the page hydrates.
 */

async function fits320(page: Page) {
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize(desktop);
}

/** With RECORD_SCREENSHOTS set, the page at 1280 and 320 px, for a person to look at. */
async function shot(page: Page, name: string) {
  if (!process.env.RECORD_SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}-wide.png`), fullPage: true });
  const desktop = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 320, height: 640 });
  await page.screenshot({ path: test.info().outputPath(`${name}-320.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

const figures = (page: Page) => page.locator('#claims-record-figures');

test('"How we handle claims" carries its figures in the HTML, keeps them on hydration, and passes axe at 320 px', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/how-we-handle-claims')).text();
  expect(html).toMatch(/data-testid="claims-record-(table|empty)"/);
  expect(html).not.toContain('<!--server-fill-->');

  await page.goto('/how-we-handle-claims');
  await expect(page.getByRole('heading', { level: 1, name: 'How we handle claims' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our promises' })).toBeVisible();
  await expect(page.getByText('We decide within 2 working days of receiving the complete estimate')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'When a person decides' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'make a complaint' })).toHaveAttribute(
    'href',
    '/dashboard/complaints/new',
  );
  const before = await figures(page).innerHTML();
  expect(before).toMatch(/claims-record-(table|empty)/);
  await hydrated(page);
  expect(await figures(page).innerHTML()).toBe(before);
  expect(await accessibilityViolations(page)).toEqual([]);
  await fits320(page);
  await shot(page, 'how-we-handle-claims');
});

test('the footer and the claims FAQ link to it; reached inside the app, it fetches the same figures', async ({
  page,
}) => {
  await page.goto('/faq');
  // In the answer to "How long does a claim take?" (content/faq/repair.md).
  await expect(page.locator('main a[href="/how-we-handle-claims"]')).toHaveCount(1);
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'How we handle claims' }).click();
  await expect(page).toHaveURL(/\/how-we-handle-claims$/);
  await expect(figures(page).getByTestId(/claims-record-(table|empty)/)).toBeVisible();
});

test('the back office shows the claims record by month and by week, readable at 320 px', async ({ page }) => {
  const staff = await newStaff(page.request, 'Recorder');
  await staffSignsIn(page, staff.email, '/admin/claims-record');
  await page.goto('/admin/claims-record');
  await expect(page.getByRole('heading', { level: 1, name: 'Claims record' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Figures for / }).first()).toBeVisible();
  await expect(page.getByRole('table', { name: 'The last 13 months, newest first' })).toBeVisible();
  await page.getByLabel('Weeks or months').selectOption('week');
  await expect(page.getByRole('table', { name: 'The last 13 weeks, newest first' })).toBeVisible();
  await expect(
    page.getByRole('rowheader', { name: 'Estimate to decision (median; 90th percentile)' }).first(),
  ).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);
  await fits320(page);
  await shot(page, 'claims-record');
});
